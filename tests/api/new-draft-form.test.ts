import { describe, expect, it } from "vitest";
import { blankForm, formOfDraft } from "@/components/editor/draft-form";
import { StoredDraft } from "@/lib/graphql/documents/islands/editor/writing";
import { present } from "../support/api";
import { writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// /me/drafts/new shows the editor on blankForm() until its first save (or upload) makes the
// draft with putDraft. A draft made with no fields must read back as exactly that form, or an
// option shown there (license, comments, indent …) would differ from what was stored unsent.

const MAKE = graphql(`
  mutation NewDraftFormMake {
    putDraft(input: {}) {
      id
    }
  }
`);

describe("a draft made with no fields", () => {
  it("reads back as the form the editor shows before the draft exists", async () => {
    const { client } = await writer();
    const made = present((await client.gql(MAKE)).data?.putDraft);
    const read = await client.gql(StoredDraft, { id: made.id });
    const node = present(read.data?.node);
    if (node.__typename !== "Draft") throw new Error("not a draft");
    expect(formOfDraft(node)).toEqual(blankForm());
  });
});
