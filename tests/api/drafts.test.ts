import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { stripLabelFaults } from "@/lib/text/label-text";
import { drafts } from "@/server/db/schema";
import { XSS_PAYLOADS } from "../fixtures/xss-payloads";
import { Client, codeOf, db, type GqlResult, present } from "../support/api";
import { dbId } from "../support/global-ids";
import { inertFaults } from "../support/inert-html";
import { png, uploadFile, wav } from "../support/media";
import {
  applied,
  gid,
  insertArticle,
  insertAsset,
  insertChallenge,
  insertCircle,
  insertCollection,
  type UserRow,
  writer,
} from "../support/writing-fixtures";
import { graphql } from "./generated/gql";
import type { PutDraftInput } from "./generated/graphql";

// Drafts through the API: every field of the contract's Draft saved and read back, the checks
// on what a draft may hold and point at (each with its code, nothing written when refused),
// the optimistic concurrency of lastUpdatedAt, who may see and change a draft, and the XSS
// corpus stored as draft content.

const PUT = graphql(`
  mutation DraftsPut($input: PutDraftInput!) {
    putDraft(input: $input) {
      id
      mediaHash
      title
      slug
      summary
      summaryCustomized
      content
      createdAt
      updatedAt
      wordCount
      tags
      cover
      publishState
      publishAt
      assets {
        id
        type
        path
        createdAt
      }
      article {
        id
      }
      connections(input: { first: 10 }) {
        totalCount
        edges {
          node {
            id
          }
        }
      }
      collection(input: { first: 10 }) {
        totalCount
      }
      collections(input: { first: 10 }) {
        totalCount
        edges {
          node {
            id
          }
        }
      }
      access {
        type
        circle {
          id
        }
      }
      sensitiveByAuthor
      license
      requestForDonation
      replyToDonator
      iscnPublish
      canComment
      indentFirstLine
      campaigns {
        campaign {
          id
          ... on WritingChallenge {
            state
          }
        }
        stage {
          id
        }
      }
    }
  }
`);

const DELETE = graphql(`
  mutation DraftsDelete($id: ID!) {
    deleteDraft(input: { id: $id })
  }
`);

const NODE = graphql(`
  query DraftsNode($id: ID!) {
    node(input: { id: $id }) {
      id
      ... on Draft {
        title
        content
      }
    }
  }
`);

const LIST = graphql(`
  query DraftsList($after: String) {
    viewer {
      drafts(input: { first: 2, after: $after }) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            title
          }
        }
      }
    }
  }
`);

const OTHERS = graphql(`
  query DraftsOfOthers($userName: String!) {
    user(input: { userName: $userName }) {
      drafts(input: { first: 5 }) {
        totalCount
      }
    }
  }
`);

let author: UserRow;
let client: Client;
let stranger: UserRow;
let strangerClient: Client;

beforeAll(async () => {
  ({ user: author, client } = await writer());
  ({ user: stranger, client: strangerClient } = await writer());
});

async function put(input: PutDraftInput, as = client) {
  return as.gql(PUT, { input });
}

async function newDraft(input: PutDraftInput = {}) {
  const result = await put({ title: "A draft", content: "<p>Words here</p>", ...input });
  expect(result.errors).toBeUndefined();
  return present(result.data?.putDraft);
}

const storedDraft = async (id: string) =>
  (
    await db()
      .select()
      .from(drafts)
      .where(eq(drafts.id, dbId(id)))
  )[0];

describe("putDraft", () => {
  it("creates a draft with every field of the contract, sanitized and counted", async () => {
    const cover = await insertAsset(author.id, "cover", "/seed/covers/c01.svg");
    const image = await insertAsset(author.id, "embed", "/seed/covers/c02.svg");
    const linked = await insertArticle(stranger.id);
    const collection = await insertCollection(author.id);
    const circle = await insertCircle(author.id);
    const { channel, campaign, stage } = await insertChallenge();
    await applied(campaign.id, author.id);
    const result = await put({
      title: "  Hello   world  ",
      summary: "My own summary",
      content: `<h1>Head</h1><p onclick="x()">Three little words</p><img src="/seed/covers/c02.svg"><script>alert(1)</script>`,
      tags: ["#Travel", "travel", " Food  notes ", "＃旅行"],
      cover: gid("Asset", cover.id),
      connections: [gid("Article", linked.id)],
      collections: [gid("Collection", collection.id)],
      circle: gid("Circle", circle.id),
      accessType: "paywall",
      sensitive: true,
      license: "cc_0",
      indentFirstLine: true,
      requestForDonation: "Buy me a tea",
      replyToDonator: "Thank you!",
      iscnPublish: false,
      canComment: false,
      campaigns: [{ campaign: gid("WritingChallenge", channel.id), stage: gid("CampaignStage", stage.id) }],
    });
    expect(result.errors).toBeUndefined();
    const draft = present(result.data?.putDraft);
    expect(draft).toMatchObject({
      mediaHash: null,
      title: "Hello world",
      slug: "hello-world",
      summary: "My own summary",
      summaryCustomized: true,
      content: '<h2>Head</h2><p>Three little words</p><img src="/seed/covers/c02.svg" />',
      wordCount: 4,
      tags: ["Travel", "Food notes", "旅行"],
      cover: "/seed/covers/c01.svg",
      publishState: "unpublished",
      publishAt: null,
      article: null,
      connections: { totalCount: 1, edges: [{ node: { id: gid("Article", linked.id) } }] },
      collection: { totalCount: 1 },
      collections: { totalCount: 1, edges: [{ node: { id: gid("Collection", collection.id) } }] },
      access: { type: "paywall", circle: { id: gid("Circle", circle.id) } },
      sensitiveByAuthor: true,
      license: "cc_0",
      requestForDonation: "Buy me a tea",
      replyToDonator: "Thank you!",
      iscnPublish: false,
      canComment: false,
      indentFirstLine: true,
      campaigns: [
        {
          campaign: { id: gid("WritingChallenge", channel.id), state: "active" },
          stage: { id: gid("CampaignStage", stage.id) },
        },
      ],
    });
    expect(draft.assets.map((a) => a.id).sort()).toEqual([gid("Asset", cover.id), gid("Asset", image.id)].sort());
    expect(draft.createdAt).toBe(draft.updatedAt);
  });

  it("changes only the fields it is given, and null empties a field", async () => {
    const draft = await newDraft({ tags: ["keep"], summary: "Short", canComment: false });
    const result = await put({ id: draft.id, title: "Renamed", summary: null, canComment: null });
    const saved = present(result.data?.putDraft);
    expect(saved).toMatchObject({
      id: draft.id,
      title: "Renamed",
      content: "<p>Words here</p>",
      tags: ["keep"],
      // without the author's own, lists show the opening of the text
      summary: "Words here",
      summaryCustomized: false,
      canComment: true,
    });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(draft.updatedAt));
  });

  it("refuses a save from an older copy (DRAFT_VERSION_CONFLICT) and writes nothing", async () => {
    const draft = await newDraft();
    const first = await put({ id: draft.id, content: "<p>From the laptop</p>", lastUpdatedAt: draft.updatedAt });
    expect(first.errors).toBeUndefined();
    const stale = await put({ id: draft.id, content: "<p>From the phone</p>", lastUpdatedAt: draft.updatedAt });
    expect(codeOf(stale)).toBe("DRAFT_VERSION_CONFLICT");
    expect(stale.errors?.[0]?.extensions?.updatedAt).toBe(first.data?.putDraft.updatedAt);
    expect((await storedDraft(draft.id))?.content).toBe("<p>From the laptop</p>");
    // the copy that was current saves again, and so does a save that names no copy
    const current = present(first.data?.putDraft.updatedAt);
    expect((await put({ id: draft.id, title: "Later", lastUpdatedAt: current })).errors).toBeUndefined();
    expect((await put({ id: draft.id, title: "Blind" })).data?.putDraft.title).toBe("Blind");
  });

  it("keeps the author's uploaded audio in the text, and lists it among the draft's assets", async () => {
    const draft = await newDraft();
    const uploaded = await uploadFile(
      client,
      { type: "embedaudio", entityType: "draft", entityId: draft.id },
      { bytes: wav(), name: "voice.wav", type: "audio/wav" },
    );
    const audio = present(uploaded.data?.singleFileUpload);
    expect(audio.path).toMatch(/^\/assets\/embedaudio\/[0-9a-f-]{36}$/);
    const saved = await put({ id: draft.id, content: `<p>Listen</p><audio src="${audio.path}" autoplay></audio>` });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.putDraft.content).toBe(
      `<p>Listen</p><audio src="${audio.path}" controls="controls" preload="none"></audio>`,
    );
    expect(saved.data?.putDraft.assets.map((a) => [a.id, a.type])).toEqual([[audio.id, "embedaudio"]]);
    // another path of ours is no audio
    const other = await put({ id: draft.id, content: '<audio src="/assets/cover/x"></audio><p>x</p>' });
    expect(other.data?.putDraft.content).toBe('<audio controls="controls" preload="none"></audio><p>x</p>');
  });

  it("names an uploaded image's size in the text, as the address shows it, so the page keeps its place", async () => {
    const draft = await newDraft();
    const uploaded = await uploadFile(
      client,
      { type: "embed", entityType: "draft", entityId: draft.id },
      { bytes: await png(1600, 900), name: "wide.png", type: "image/png" },
    );
    const image = present(uploaded.data?.singleFileUpload);
    const nobodys = `/assets/embed/${crypto.randomUUID()}?w=1280`;
    const content = [
      `<img src="${image.path}?w=1280" alt="scaled down">`,
      `<img src="${image.path}" alt="whole">`,
      `<img src="${image.path}?w=1920" alt="never up">`,
      `<img src="${image.path}?w=1280" width="300" height="100" alt="as the author said">`,
      `<img src="${nobodys}" alt="no such upload">`,
      `<img src="/seed/covers/c02.svg" alt="seeded">`,
    ].join("");
    const saved = await put({ id: draft.id, content });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.putDraft.content).toBe(
      [
        `<img src="${image.path}?w=1280" alt="scaled down" width="1280" height="720" />`,
        `<img src="${image.path}" alt="whole" width="1600" height="900" />`,
        `<img src="${image.path}?w=1920" alt="never up" width="1600" height="900" />`,
        `<img src="${image.path}?w=1280" alt="as the author said" width="300" height="100" />`,
        `<img src="${nobodys}" alt="no such upload" />`,
        `<img src="/seed/covers/c02.svg" alt="seeded" />`,
      ].join(""),
    );
  });

  it("keeps two quick saves apart: each moves updatedAt on", async () => {
    const draft = await newDraft();
    const fixed = new Client(client.ip);
    fixed.jar = client.jar;
    fixed.at(Date.parse(draft.updatedAt));
    const a = present((await put({ id: draft.id, title: "One" }, fixed)).data?.putDraft);
    const b = present((await put({ id: draft.id, title: "Two", lastUpdatedAt: a.updatedAt }, fixed)).data?.putDraft);
    expect(Date.parse(b.updatedAt)).toBeGreaterThan(Date.parse(a.updatedAt));
    expect(codeOf(await put({ id: draft.id, title: "Three", lastUpdatedAt: a.updatedAt }, fixed))).toBe(
      "DRAFT_VERSION_CONFLICT",
    );
  });

  describe("refuses what a draft may not hold, with the catalogue's code, writing nothing", () => {
    const cases: [string, () => Promise<PutDraftInput>, string][] = [
      ["six tags", async () => ({ tags: ["a", "b", "c", "d", "e", "f"] }), "TOO_MANY_TAGS_FOR_ARTICLE"],
      ["a title over 100 characters", async () => ({ title: "t".repeat(101) }), "BAD_USER_INPUT"],
      ["a summary over 200 characters", async () => ({ summary: "s".repeat(201) }), "BAD_USER_INPUT"],
      ["a tag over 50 characters", async () => ({ tags: ["x".repeat(51)] }), "BAD_USER_INPUT"],
      ["a request for donation over 140", async () => ({ requestForDonation: "r".repeat(141) }), "BAD_USER_INPUT"],
      ["a reply to donators over 140", async () => ({ replyToDonator: "我".repeat(141) }), "BAD_USER_INPUT"],
      ["content over 500,000 characters", async () => ({ content: "a".repeat(500_001) }), "BAD_USER_INPUT"],
      ["paywalled work without a circle", async () => ({ accessType: "paywall" }), "BAD_USER_INPUT"],
      ["a missing cover", async () => ({ cover: gid("Asset", 999_999) }), "ASSET_NOT_FOUND"],
      [
        "someone else's cover",
        async () => ({ cover: gid("Asset", (await insertAsset(stranger.id, "cover", "/seed/covers/c03.svg")).id) }),
        "FORBIDDEN",
      ],
      [
        "an avatar as cover",
        async () => ({ cover: gid("Asset", (await insertAsset(author.id, "avatar", "/seed/avatars/a01.svg")).id) }),
        "BAD_USER_INPUT",
      ],
      [
        "an archived article as connection",
        async () => ({ connections: [gid("Article", (await insertArticle(stranger.id, "archived")).id)] }),
        "ARTICLE_NOT_FOUND",
      ],
      [
        "six connections",
        async () => ({
          connections: await Promise.all(
            Array.from({ length: 6 }, async () => gid("Article", (await insertArticle(stranger.id)).id)),
          ),
        }),
        "BAD_USER_INPUT",
      ],
      [
        "someone else's collection",
        async () => ({ collections: [gid("Collection", (await insertCollection(stranger.id)).id)] }),
        "FORBIDDEN",
      ],
      ["a missing collection", async () => ({ collections: [gid("Collection", 999_999)] }), "ENTITY_NOT_FOUND"],
      [
        "someone else's circle",
        async () => ({ circle: gid("Circle", (await insertCircle(stranger.id)).id) }),
        "FORBIDDEN",
      ],
      ["a missing circle", async () => ({ circle: gid("Circle", 999_999) }), "CIRCLE_NOT_FOUND"],
      [
        "a finished writing challenge",
        async () => {
          const { channel, campaign } = await insertChallenge("finished");
          await applied(campaign.id, author.id);
          return { campaigns: [{ campaign: gid("WritingChallenge", channel.id) }] };
        },
        "ACTION_FAILED",
      ],
      [
        "another challenge's stage",
        async () => {
          const [a, b] = [await insertChallenge(), await insertChallenge()];
          await applied(a.campaign.id, author.id);
          return {
            campaigns: [{ campaign: gid("WritingChallenge", a.channel.id), stage: gid("CampaignStage", b.stage.id) }],
          };
        },
        "CAMPAIGN_STAGE_NOT_FOUND",
      ],
      ["an id of another type", async () => ({ cover: gid("User", author.id) }), "BAD_USER_INPUT"],
    ];

    it.each(cases)("%s", async (_name, input, code) => {
      const draft = await newDraft();
      const before = await storedDraft(draft.id);
      expect(codeOf(await put({ id: draft.id, ...(await input()) }))).toBe(code);
      expect(await storedDraft(draft.id)).toEqual(before);
    });

    it("refuses a license the contract does not name", async () => {
      const result = await client.gql(`mutation { putDraft(input: { license: cc_by_sa }) { id } }`);
      expect(codeOf(result)).toBe("BAD_USER_INPUT");
    });

    it("creates no draft when a new one is refused", async () => {
      const count = async () => (await db().select().from(drafts).where(eq(drafts.authorId, author.id))).length;
      const before = await count();
      expect(codeOf(await put({ title: "New", tags: ["1", "2", "3", "4", "5", "6"] }))).toBe(
        "TOO_MANY_TAGS_FOR_ARTICLE",
      );
      expect(await count()).toBe(before);
    });
  });
});

describe("a draft is its author's alone", () => {
  let draftId: string;
  beforeAll(async () => {
    draftId = (await newDraft({ title: "Private" })).id;
  });

  const refused = (result: GqlResult) => codeOf(result);

  it("hides it from another user and from visitors: FORBIDDEN", async () => {
    expect(refused(await strangerClient.gql(NODE, { id: draftId }))).toBe("FORBIDDEN");
    expect(refused(await new Client().gql(NODE, { id: draftId }))).toBe("FORBIDDEN");
    expect((await client.gql(NODE, { id: draftId })).data?.node).toMatchObject({ id: draftId, title: "Private" });
    // a draft that does not exist is simply not there
    expect((await client.gql(NODE, { id: gid("Draft", 999_999) })).data).toEqual({ node: null });
  });

  it("lets no one else save or delete it", async () => {
    const before = await storedDraft(draftId);
    expect(refused(await put({ id: draftId, title: "Mine now" }, strangerClient))).toBe("FORBIDDEN");
    expect(refused(await strangerClient.gql(DELETE, { id: draftId }))).toBe("FORBIDDEN");
    expect(await storedDraft(draftId)).toEqual(before);
  });

  it("lists drafts to their author only", async () => {
    const other = await strangerClient.gql(OTHERS, { userName: present(author.userName) });
    expect(codeOf(other)).toBe("FORBIDDEN");
    const visitor = await new Client().gql(LIST, {});
    expect(visitor.data?.viewer?.drafts).toMatchObject({ totalCount: 0, edges: [] });
  });

  it("answers a missing draft DRAFT_NOT_FOUND", async () => {
    expect(codeOf(await put({ id: gid("Draft", 999_999), title: "x" }))).toBe("DRAFT_NOT_FOUND");
    expect(codeOf(await client.gql(DELETE, { id: gid("Draft", 999_999) }))).toBe("DRAFT_NOT_FOUND");
  });
});

describe("viewer.drafts", () => {
  it("lists unpublished drafts, last saved first, page by page", async () => {
    const { client: own } = await writer();
    const ids: string[] = [];
    for (const title of ["first", "second", "third"]) {
      ids.push(present((await own.gql(PUT, { input: { title } })).data?.putDraft.id));
    }
    // saving the first again brings it to the top
    await own.gql(PUT, { input: { id: ids[0], content: "<p>more</p>" } });
    const page1 = present((await own.gql(LIST, {})).data?.viewer?.drafts);
    expect(page1.totalCount).toBe(3);
    expect(page1.edges?.map((e) => e.node.title)).toEqual(["first", "third"]);
    const page2 = present((await own.gql(LIST, { after: page1.pageInfo.endCursor })).data?.viewer?.drafts);
    expect(page2.edges?.map((e) => e.node.title)).toEqual(["second"]);
    expect(page2.pageInfo.hasNextPage).toBe(false);
  });
});

describe("deleteDraft", () => {
  it("deletes the author's draft", async () => {
    const draft = await newDraft();
    expect((await client.gql(DELETE, { id: draft.id })).data).toEqual({ deleteDraft: true });
    expect(await storedDraft(draft.id)).toBeUndefined();
    expect((await client.gql(NODE, { id: draft.id })).data).toEqual({ node: null });
  });

  it("keeps a published draft (FORBIDDEN_BY_TARGET_STATE)", async () => {
    const draft = await newDraft();
    await db()
      .update(drafts)
      .set({ publishState: "published" })
      .where(eq(drafts.id, dbId(draft.id)));
    expect(codeOf(await client.gql(DELETE, { id: draft.id }))).toBe("FORBIDDEN_BY_TARGET_STATE");
    expect(codeOf(await put({ id: draft.id, title: "again" }))).toBe("FORBIDDEN_BY_TARGET_STATE");
    expect(await storedDraft(draft.id)).toBeDefined();
  });
});

describe("the XSS corpus as draft content", () => {
  let draftId: string;
  beforeAll(async () => {
    draftId = (await newDraft()).id;
  });

  it.each(XSS_PAYLOADS.map((p) => [p]))("stores %s inert", async (payload) => {
    const saved = await put({
      id: draftId,
      content: `<p>before</p>${payload}<p>after</p>`,
      // a title is a label, which refuses the control characters of two payloads (labels.test.ts)
      title: stripLabelFaults(payload).slice(0, 90),
    });
    expect(saved.errors).toBeUndefined();
    const read = await client.gql(NODE, { id: draftId });
    const node = present(read.data?.node);
    const content = "content" in node ? (node.content ?? "") : "";
    expect(inertFaults(content)).toEqual([]);
    expect(inertFaults(present(await storedDraft(draftId)).content ?? "")).toEqual([]);
  });
});
