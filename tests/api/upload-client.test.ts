import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { GraphQLRequestError } from "@/lib/graphql/client";
import { CollectionCoverUpload } from "@/lib/graphql/documents/islands/collections/collections";
import { Migration } from "@/lib/graphql/documents/islands/editor/migration";
import { ProfileImageUpload } from "@/lib/graphql/documents/islands/settings/settings";
import { upload } from "@/lib/graphql/upload";
import { Client, createUser, present, signIn } from "../support/api";
import { png } from "../support/media";
import { graphql } from "./generated/gql";

// The islands' one upload function (lib/graphql/upload.ts), sending to the real API: the files
// taken out of the typed variables into parts the map names, the answer typed by the document,
// and the API's refusals thrown as the client's error with the catalogue's code.

const DraftTitles = graphql(`
  query UploadClientDraftTitles {
    viewer {
      drafts(input: { first: 5 }) {
        edges {
          node {
            title
          }
        }
      }
    }
  }
`);

/** The client's fetch, pointed at the API in this worker with the client's session. */
const through =
  (client: Client): typeof fetch =>
  async (_input, init) =>
    (await client.request({ ...init, headers: init?.headers as HeadersInit })).response;

async function signedIn() {
  const user = await createUser();
  return signIn(user.email as string);
}

describe("upload (lib/graphql/upload.ts)", () => {
  it("sends the file where the variables have it and answers the document's data", async () => {
    const client = await signedIn();
    const bytes = await png(40, 30);
    const file = new File([bytes as Uint8Array<ArrayBuffer>], "me.png", { type: "image/png" });
    const data = await upload(
      ProfileImageUpload,
      { input: { type: "avatar", entityType: "user", file } },
      { fetch: through(client) },
    );
    expect(data.singleFileUpload.path).toMatch(/^\/assets\/avatar\/[0-9a-f-]{36}$/);
    const object = await env.UPLOADS.get(data.singleFileUpload.path.replace(/^\/assets\//, ""));
    expect(new Uint8Array(await present(object).arrayBuffer())).toEqual(bytes);
  });

  it("maps files in a list to their own parts", async () => {
    const client = await signedIn();
    const files = ["one", "two"].map(
      (name) =>
        new File([`<article><h1>${name}</h1><p>Text of ${name}.</p></article>`], `${name}.html`, { type: "text/html" }),
    );
    const data = await upload(Migration, { input: { type: null, files } }, { fetch: through(client) });
    expect(data).toEqual({ migration: true });
    const drafts = await client.gql(DraftTitles);
    expect(drafts.data?.viewer?.drafts.edges?.map((edge) => edge.node.title).sort()).toEqual(["one", "two"]);
  });

  it("throws the API's refusal as GraphQLRequestError with its code", async () => {
    const client = await signedIn();
    const text = new File(["<svg onload=alert(1)>not an image</svg>"], "cover.png", { type: "image/png" });
    const refused = await upload(
      CollectionCoverUpload,
      { input: { type: "collectionCover", entityType: "user", file: text } },
      { fetch: through(client) },
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GraphQLRequestError);
    expect(refused).toMatchObject({ code: "FILE_TYPE_INVALID" });
    expect((refused as GraphQLRequestError).errors.length).toBeGreaterThan(0);

    const visitor = await upload(
      ProfileImageUpload,
      { input: { type: "avatar", entityType: "user", file: text } },
      { fetch: through(new Client()) },
    ).catch((error: unknown) => error);
    expect(visitor).toMatchObject({ code: "UNAUTHENTICATED" });
  });
});
