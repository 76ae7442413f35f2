import { beforeAll, describe, expect, it } from "vitest";
import { toGlobalId } from "@/server/api/ids";
import { announcements, announcementTranslations } from "@/server/db/schema";
import { Client, codeOf, createUser, db, signIn } from "../support/api";
import { graphql } from "./generated/gql";

// Official announcements (the contract's official.announcements): what a visitor, a user and an
// admin see, in which order and language.

const ANNOUNCEMENTS = graphql(`
  query Announcements($id: ID, $visible: Boolean, $language: UserLanguage!) {
    official {
      announcements(input: { id: $id, visible: $visible }) {
        id
        title
        translatedTitle: title(input: { language: $language })
        content(input: { language: $language })
        link(input: { language: $language })
        type
        visible
        order
        expiredAt
      }
    }
  }
`);

const HOUR = 3_600_000;
const now = Date.now();
const ids: Record<string, number> = {};

beforeAll(async () => {
  const rows = await db()
    .insert(announcements)
    .values([
      { title: "Second", content: "Later", link: "/guide", type: "product", visible: true, order: 2 },
      { title: "First", content: "Hello", link: "/about", type: "community", visible: true, order: 1 },
      // same order as First, newer: it comes first of the two
      { title: "First, newer", type: "seminar", visible: true, order: 1, createdAt: now + 1000 },
      { title: "A draft", type: "product", visible: false, order: 0 },
      { title: "Expired", type: "product", visible: true, order: 0, expiredAt: now - HOUR },
      { title: "Expiring later", type: "product", visible: true, order: 3, expiredAt: now + 24 * HOUR },
    ])
    .returning();
  for (const row of rows) ids[row.title ?? ""] = row.id;
  await db()
    .insert(announcementTranslations)
    .values([
      {
        announcementId: ids.First ?? 0,
        language: "zh_hant",
        title: "第一則",
        content: "你好",
        link: "/guide?locale=zh-Hant",
      },
      // a translation of the title alone: content and link keep the announcement's own
      { announcementId: ids.Second ?? 0, language: "zh_hant", title: "第二則" },
    ]);
});

const titles = (result: { data?: { official: { announcements?: { title?: string | null }[] | null } } | null }) =>
  (result.data?.official.announcements ?? []).map((a) => a.title);

describe("official announcements", () => {
  it("shows a visitor the visible, unexpired ones in their order, newest first within one", async () => {
    const result = await new Client().gql(ANNOUNCEMENTS, { language: "en" });
    expect(result.errors).toBeUndefined();
    expect(titles(result)).toEqual(["First, newer", "First", "Second", "Expiring later"]);
    const first = result.data?.official.announcements?.[1];
    expect(first).toMatchObject({
      id: toGlobalId("Announcement", ids.First ?? 0),
      type: "community",
      visible: true,
      order: 1,
      expiredAt: null,
    });
  });

  it("answers in the language asked for where there is a translation, in its own words elsewhere", async () => {
    const result = await new Client().gql(ANNOUNCEMENTS, { language: "zh_hant" });
    const byTitle = new Map((result.data?.official.announcements ?? []).map((a) => [a.title, a]));
    expect(byTitle.get("First")).toMatchObject({
      translatedTitle: "第一則",
      content: "你好",
      link: "/guide?locale=zh-Hant",
    });
    expect(byTitle.get("Second")).toMatchObject({ translatedTitle: "第二則", content: "Later", link: "/guide" });
    expect(byTitle.get("First, newer")).toMatchObject({ translatedTitle: "First, newer", content: null });
  });

  it("keeps drafts and expired ones from signed-in users too, even when they ask for hidden ones", async () => {
    const user = await createUser();
    const client = await signIn(user.email as string);
    expect(titles(await client.gql(ANNOUNCEMENTS, { language: "en" }))).not.toContain("A draft");
    expect(titles(await client.gql(ANNOUNCEMENTS, { language: "en", visible: false }))).toEqual([]);
    const expired = toGlobalId("Announcement", ids.Expired ?? 0);
    expect(titles(await client.gql(ANNOUNCEMENTS, { language: "en", id: expired }))).toEqual([]);
  });

  it("shows an admin every one, and filters by the visible flag when asked", async () => {
    const admin = await createUser({ role: "admin" });
    const client = await signIn(admin.email as string);
    const all = titles(await client.gql(ANNOUNCEMENTS, { language: "en" }));
    expect(all).toEqual(expect.arrayContaining(["A draft", "Expired", "First", "Second"]));
    expect(all).toHaveLength(6);
    expect(titles(await client.gql(ANNOUNCEMENTS, { language: "en", visible: false }))).toEqual(["A draft"]);
  });

  it("finds one by its id, and refuses an id that is not an announcement's", async () => {
    const one = await new Client().gql(ANNOUNCEMENTS, {
      language: "en",
      id: toGlobalId("Announcement", ids.Second ?? 0),
    });
    expect(titles(one)).toEqual(["Second"]);
    const article = await new Client().gql(ANNOUNCEMENTS, { language: "en", id: toGlobalId("Article", 1) });
    expect(codeOf(article)).toBe("BAD_USER_INPUT");
    const garbage = await new Client().gql(ANNOUNCEMENTS, { language: "en", id: "not an id" });
    expect(codeOf(garbage)).toBe("BAD_USER_INPUT");
  });
});
