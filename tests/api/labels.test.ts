import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articles, collections, drafts, tags, users } from "@/server/db/schema";
import { codeOf, db, type GqlResult, present } from "../support/api";
import { importFiles } from "../support/media";
import { gid, insertArticle, writer } from "../support/writing-fixtures";

// Labels (display names, profile descriptions, article titles, collection titles and
// descriptions, tags) refuse bidi controls and characters that show nothing
// (lib/text/label-text.ts), each with its field's code, and a refused call writes nothing. A
// display name of nothing but Hangul fillers or Braille blanks is refused like an empty one.
// Written with escapes: the characters at issue do not show.

const UPDATE = `mutation($input: UpdateUserInfoInput!) { updateUserInfo(input: $input) { id displayName info { description } } }`;
const PUT_DRAFT = `mutation($input: PutDraftInput!) { putDraft(input: $input) { id title tags } }`;
const EDIT = `mutation($input: EditArticleInput!) { editArticle(input: $input) { id title } }`;
const PUT_COLLECTION = `mutation($input: PutCollectionInput!) { putCollection(input: $input) { id title description } }`;
const PUBLISH = `mutation($id: ID!) { publishArticle(input: { id: $id }) { id publishState } }`;
const PUT_MOMENT = `mutation($input: PutMomentInput!) { putMoment(input: $input) { id } }`;

const RLO = "\u202E";
const ZWSP = "\u200B";
/** Woman, ZWJ, laptop: one emoji, kept whole. */
const TECHNOLOGIST = "\u{1F469}\u200D\u{1F4BB}";

const fieldOf = (result: GqlResult) => result.errors?.[0]?.extensions?.field;
const characterOf = (result: GqlResult) => result.errors?.[0]?.extensions?.character;
const userRow = async (id: number) => present((await db().select().from(users).where(eq(users.id, id)))[0]);
const draftsOf = (authorId: number) => db().select().from(drafts).where(eq(drafts.authorId, authorId));
const collectionsOf = (authorId: number) => db().select().from(collections).where(eq(collections.authorId, authorId));

describe("display names", () => {
  it.each([
    ["Hangul fillers", "\u3164\u3164\u3164"],
    ["halfwidth Hangul fillers", "\uFFA0\uFFA0"],
    ["jamo fillers", "\u115F\u1160\u115F"],
    ["Braille blanks", "\u2800\u2800\u2800"],
    ["zero-width spaces", `${ZWSP}${ZWSP}`],
    ["a word joiner and spaces", "\u2060  \u2060"],
    ["a filler inside a name", "Kim\u3164Lee"],
    ["a right-to-left override", `Al${RLO}ecila`],
    ["a bidi isolate", "\u2067Alice\u2069"],
    ["a left-to-right mark", "\u200EAlice"],
    ["a zero-width space inside a name", `Ali${ZWSP}ce`],
    ["spaces of every kind", " \u3000\u2003\u00A0 "],
  ])("refuses one of %s with DISPLAYNAME_INVALID, and keeps the old name", async (_what, name) => {
    const { user, client } = await writer();
    const result = await client.gql(UPDATE, { input: { displayName: name, description: "Changed too" } });
    expect(codeOf(result)).toBe("DISPLAYNAME_INVALID");
    const row = await userRow(user.id);
    expect([row.displayName, row.description]).toEqual([user.displayName, user.description]);
  });

  it("keeps an emoji joined by ZWJ, and a name in a right-to-left script", async () => {
    const { client } = await writer();
    for (const name of [`Dev ${TECHNOLOGIST}`, "\u0645\u0631\u064A\u0645 \u0639\u0644\u064A"]) {
      const result = await client.gql<{ updateUserInfo: { displayName: string } }>(UPDATE, {
        input: { displayName: name },
      });
      expect(result.errors).toBeUndefined();
      expect(present(result.data).updateUserInfo.displayName).toBe(name);
    }
  });
});

describe("a profile's description", () => {
  it("refuses bidi controls and zero-width characters with BAD_USER_INPUT, naming them", async () => {
    const { user, client } = await writer({ description: "As it was" });
    for (const [text, character] of [
      [`Bio ${RLO}txet`, "U+202E"],
      [`Bio${ZWSP}`, "U+200B"],
      ["\uFEFFBio", "U+FEFF"],
    ]) {
      const result = await client.gql(UPDATE, { input: { description: text, displayName: "New Name" } });
      expect(codeOf(result)).toBe("BAD_USER_INPUT");
      expect([fieldOf(result), characterOf(result)]).toEqual(["description", character]);
    }
    const row = await userRow(user.id);
    expect([row.description, row.displayName]).toEqual(["As it was", user.displayName]);
  });
});

describe("article titles", () => {
  it.each([
    ["a right-to-left override", `Invoice ${RLO}fdp.exe`, "U+202E"],
    ["a pop directional formatting", "Title\u202C", "U+202C"],
    ["a zero-width space", `Pay${ZWSP}Pal news`, "U+200B"],
    ["a zero-width joiner between Latin letters", "Pay\u200DPal news", "U+200D"],
    ["a byte order mark", "\uFEFFTitle", "U+FEFF"],
    ["Hangul fillers", "\u3164\u3164", "U+3164"],
  ])("refuses %s in a draft's title with BAD_USER_INPUT, saving nothing", async (_what, title, character) => {
    const { user, client } = await writer();
    const made = await client.gql(PUT_DRAFT, { input: { title, content: "<p>Text</p>" } });
    expect(codeOf(made)).toBe("BAD_USER_INPUT");
    expect([fieldOf(made), characterOf(made)]).toEqual(["input.title", character]);
    expect(await draftsOf(user.id)).toEqual([]);

    // nor over an existing draft's title
    const kept = await client.gql<{ putDraft: { id: string } }>(PUT_DRAFT, { input: { title: "Plain" } });
    const id = present(kept.data).putDraft.id;
    expect(codeOf(await client.gql(PUT_DRAFT, { input: { id, title, content: "<p>New</p>" } }))).toBe("BAD_USER_INPUT");
    const [draft] = await draftsOf(user.id);
    expect([draft?.title, draft?.content]).toEqual(["Plain", null]);
  });

  it("keeps a title with an emoji sequence and one in a joining script", async () => {
    const { client } = await writer();
    for (const title of [`Notes of a ${TECHNOLOGIST}`, "\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645"]) {
      const result = await client.gql<{ putDraft: { title: string } }>(PUT_DRAFT, { input: { title } });
      expect(result.errors).toBeUndefined();
      expect(present(result.data).putDraft.title).toBe(title);
    }
  });

  it("refuses them in a published article's new title, which stays as it was", async () => {
    const { user, client } = await writer();
    const article = await insertArticle(user.id);
    const result = await client.gql(EDIT, { input: { id: gid("Article", article.id), title: `New ${RLO}eltit` } });
    expect(codeOf(result)).toBe("BAD_USER_INPUT");
    expect(fieldOf(result)).toBe("input.title");
    const [row] = await db().select().from(articles).where(eq(articles.id, article.id));
    expect(row?.title).toBe(article.title);
  });

  it("refuses to publish a draft saved with one before the rule, making no article", async () => {
    const { user, client } = await writer();
    const [draft] = await db()
      .insert(drafts)
      .values({ authorId: user.id, title: `Old ${RLO}draft`, content: "<p>Text to publish</p>" })
      .returning();
    const result = await client.gql(PUBLISH, { id: gid("Draft", present(draft).id) });
    expect(codeOf(result)).toBe("BAD_USER_INPUT");
    expect([fieldOf(result), characterOf(result)]).toEqual(["title", "U+202E"]);
    expect(await db().select().from(articles).where(eq(articles.authorId, user.id))).toEqual([]);
    expect((await draftsOf(user.id))[0]?.publishState).toBe("unpublished");
  });

  it("drops them from an imported document's title, rather than refusing the file", async () => {
    const { user, client } = await writer();
    const result = await importFiles(client, [{ name: "a.md", body: `# Har${ZWSP}bour ${RLO}lights\n\nText` }], null);
    expect(result.errors).toBeUndefined();
    const [draft] = await draftsOf(user.id);
    expect(draft?.title).toBe("Harbour lights");
  });
});

describe("collections", () => {
  it.each([
    ["title", { title: `Shelf ${RLO}flehs` }, "U+202E"],
    ["title", { title: `Sh${ZWSP}elf` }, "U+200B"],
    ["description", { title: "Shelf", description: `Things\n${RLO}sgniht` }, "U+202E"],
    ["description", { title: "Shelf", description: `Things\u2060 I keep` }, "U+2060"],
  ])("refuses one in a new collection's %s with BAD_USER_INPUT, making none", async (field, input, character) => {
    const { user, client } = await writer();
    const result = await client.gql(PUT_COLLECTION, { input });
    expect(codeOf(result)).toBe("BAD_USER_INPUT");
    expect([fieldOf(result), characterOf(result)]).toEqual([`input.${field}`, character]);
    expect(await collectionsOf(user.id)).toEqual([]);
  });

  it("refuses one in a collection's new title or description, which stay as they were", async () => {
    const { user, client } = await writer();
    const made = await client.gql<{ putCollection: { id: string } }>(PUT_COLLECTION, {
      input: { title: "Shelf", description: `Two lines\nand ${TECHNOLOGIST}` },
    });
    expect(made.errors).toBeUndefined();
    const id = present(made.data).putCollection.id;
    for (const input of [{ title: `Shelf${ZWSP}` }, { description: `${RLO}x` }, { title: "\u2800\u2800" }]) {
      expect(codeOf(await client.gql(PUT_COLLECTION, { input: { id, ...input } }))).toBe("BAD_USER_INPUT");
    }
    const [row] = await collectionsOf(user.id);
    expect([row?.title, row?.description]).toEqual(["Shelf", `Two lines\nand ${TECHNOLOGIST}`]);
  });
});

describe("tags", () => {
  it.each([
    ["a tag of Hangul fillers", "\u3164\u3164"],
    ["a tag with a zero-width space", `news${ZWSP}`],
    ["a tag with a right-to-left override", `${RLO}swen`],
    ["a tag of Braille blanks", "\u2800"],
  ])("refuses %s on a draft and on a moment with BAD_USER_INPUT, making no tag", async (_what, tag) => {
    const { user, client } = await writer();
    const before = (await db().select({ id: tags.id }).from(tags)).length;
    const draft = await client.gql(PUT_DRAFT, { input: { title: "Tagged", tags: ["fine", tag] } });
    expect(codeOf(draft)).toBe("BAD_USER_INPUT");
    expect(fieldOf(draft)).toBe("input.tags");
    expect(await draftsOf(user.id)).toEqual([]);
    const moment = await client.gql(PUT_MOMENT, { input: { content: "<p>A moment</p>", tags: [tag] } });
    expect(codeOf(moment)).toBe("BAD_USER_INPUT");
    expect((await db().select({ id: tags.id }).from(tags)).length).toBe(before);
    const moments = await env.DB.prepare("SELECT count(*) AS n FROM moments WHERE author_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(moments?.n).toBe(0);
  });

  it("keeps a tag that is an emoji sequence", async () => {
    const { client } = await writer();
    const result = await client.gql<{ putDraft: { tags: string[] } }>(PUT_DRAFT, {
      input: { title: "Tagged", tags: [TECHNOLOGIST] },
    });
    expect(result.errors).toBeUndefined();
    expect(present(result.data).putDraft.tags).toEqual([TECHNOLOGIST]);
  });
});
