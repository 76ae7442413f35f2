import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { articleIndexText, tagIndexText, userIndexText } from "@/server/api/services/search";
import { indexArticle, indexTag, indexUser } from "@/server/db/queries/search";
import { articles, articleTags, blocks, tags, userRestrictions } from "@/server/db/schema";
import { Client, codeOf, createUser, db, latestCode, present, signIn } from "../support/api";
import { graphql } from "./generated/gql";
import type { SearchInput, SearchQuery, SearchTypes } from "./generated/graphql";

// Search over articles, people and tags in English, Traditional and Simplified Chinese.
// Articles and tags are written straight into the database and indexed through the same
// functions publishing uses; people are indexed by the API itself (sign-up, profile edits).

let ipSeq = 0;
const client = () => {
  ipSeq += 1;
  return new Client(`10.7.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`);
};

const gid = (type: string, id: number) => btoa(`${type}:${id}`);
type UserRow = Awaited<ReturnType<typeof createUser>>;

let seq = 0;
async function publish(
  author: UserRow,
  title: string,
  content: string,
  state: "active" | "archived" | "banned" = "active",
) {
  seq += 1;
  const summary = content.slice(0, 60);
  const [article] = await db()
    .insert(articles)
    .values({ authorId: author.id, shortHash: `s${seq}x${Date.now() % 1e6}`, state, title, summary })
    .returning();
  if (!article) throw new Error("no article");
  await db().batch([...indexArticle(db(), article.id, articleIndexText({ title, summary, content }))]);
  return article;
}

async function tag(content: string, numArticles = 0) {
  const [row] = await db()
    .insert(tags)
    .values({ content, slug: content, shortHash: `t${content.length}${Date.now() % 1e7}${seq++}`, numArticles })
    .returning();
  if (!row) throw new Error("no tag");
  await db().batch([...indexTag(db(), row.id, tagIndexText(row.content))]);
  return row;
}

const SEARCH = graphql(`
  query Search($input: SearchInput!) {
    search(input: $input) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          ... on Article {
            title
          }
          ... on User {
            userName
            displayName
          }
          ... on Tag {
            content
          }
        }
      }
    }
  }
`);

async function search(input: SearchInput, c: Client = client()) {
  const result = await c.gql(SEARCH, { input });
  expect(result.errors).toBeUndefined();
  return present(result.data).search;
}

/** One field of every result; undefined where the result's type has no such field, as the answer leaves it out. */
const field = (found: SearchQuery["search"], name: "title" | "userName" | "displayName" | "content") =>
  present(found.edges).map((e) => {
    const node: Record<string, unknown> = e.node;
    return node[name];
  });

const titles = async (key: string, extra: Partial<SearchInput> = {}, c?: Client) =>
  field(await search({ key, type: "Article", ...extra }, c), "title");

/** A person written straight into the database, indexed as the API indexes sign-ups. */
async function person(overrides: Parameters<typeof createUser>[0]) {
  const user = await createUser(overrides);
  await db().batch([...indexUser(db(), user.id, userIndexText(user))]);
  return user;
}

let author: UserRow;
let bannedAuthor: UserRow;
let restrictedAuthor: UserRow;
let other: UserRow;

beforeAll(async () => {
  author = await person({ displayName: "Mira Okafor", userName: "mira_okafor" });
  bannedAuthor = await person({ state: "banned", displayName: "Banned Writer" });
  restrictedAuthor = await person({ displayName: "Restricted Writer" });
  other = await person({ displayName: "Other Reader" });
  await db().insert(userRestrictions).values({ userId: restrictedAuthor.id, type: "articleNewest" });

  await publish(author, "Winter Gardens of Kyoto", "<p>Moss, stone and the <b>quiet</b> of snow.</p>");
  await publish(author, "Notes from a Café in Lisbon", "<p>Pastries and the tram outside.</p>");
  await publish(author, "A letter about trains", "<p>The winter timetable changed again.</p>");
  await publish(author, "我們在電影院相遇", "<p>那天下雨，我們都沒有帶傘。</p>");
  await publish(author, "关于城市的记忆", "<p>老街拆了，记忆还在。</p>");
  await publish(author, "Python 入門筆記", "<p>第一週：變數與迴圈。</p>");
  await publish(author, "Sitting near the window", "<p>A title page, written by lamplight.</p>");
  await publish(author, "Archived snowfall diary", "<p>snowfall</p>", "archived");
  await publish(author, "Banned snowfall diary", "<p>snowfall</p>", "banned");
  await publish(bannedAuthor, "Snowfall by a banned writer", "<p>snowfall</p>");
  await publish(restrictedAuthor, "Snowfall by a restricted writer", "<p>snowfall</p>");
  await publish(other, "Snowfall seen from the window", "<p>snowfall</p>");

  await tag("旅行", 12);
  await tag("旅行攝影", 3);
  await tag("Travel", 30);
});

describe("articles", () => {
  it("finds an English word in any case, and a word with its accent or without", async () => {
    expect(await titles("winter")).toContain("Winter Gardens of Kyoto");
    expect(await titles("WINTER GARDENS")).toEqual(["Winter Gardens of Kyoto"]);
    expect(await titles("cafe")).toEqual(["Notes from a Café in Lisbon"]);
    expect(await titles("CAFÉ")).toEqual(["Notes from a Café in Lisbon"]);
  });

  it("ranks a match in the title above one in the body", async () => {
    expect(await titles("winter")).toEqual(["Winter Gardens of Kyoto", "A letter about trains"]);
  });

  it("weights the title above a tag or the author's name, and those above the body, whatever is newer", async () => {
    const keeper = await person({ displayName: "Lantern Keeper", userName: "keeper_of_lights" });
    const titled = await publish(other, "The lantern maker", "<p>Wood, glue and paper.</p>");
    const tagged = await publish(other, "Harbour light", "<p>A lantern on the pier.</p>");
    const lanterns = await tag("Lanterns");
    await db().insert(articleTags).values({ articleId: tagged.id, tagId: lanterns.id });
    await publish(keeper, "Notes by the keeper", "<p>The lantern again.</p>");
    await publish(other, "Evening walk", "<p>A lantern by the door.</p>");
    expect(titled.id).toBeLessThan(tagged.id);
    // equal weights (tag, author) are told apart by recency: the newer first
    expect(await titles("lantern")).toEqual([
      "The lantern maker",
      "Notes by the keeper",
      "Harbour light",
      "Evening walk",
    ]);
  });

  it("finds a two-character Chinese word typed in either script", async () => {
    expect(await titles("電影")).toEqual(["我們在電影院相遇"]);
    expect(await titles("电影")).toEqual(["我們在電影院相遇"]);
    expect(await titles("城市")).toEqual(["关于城市的记忆"]);
    expect(await titles("記憶")).toEqual(["关于城市的记忆"]);
    // words of the body count too
    expect(await titles("下雨")).toEqual(["我們在電影院相遇"]);
  });

  it("matches mixed scripts and ignores punctuation", async () => {
    expect(await titles("python 入门")).toEqual(["Python 入門筆記"]);
    expect(await titles("「城市」，記憶！")).toEqual(["关于城市的记忆"]);
  });

  // Read as text, a key's words must all be found: FTS5 syntax in it would instead fail or
  // match otherwise (NEAR( opens a group, AND and - are operators, "title:" names a column),
  // and a key dropped on the way would find nothing.
  it.each([
    ['"', []],
    ["*", []],
    ["(", []],
    ["^", []],
    ['"winter gardens', ["Winter Gardens of Kyoto"]],
    ['kyoto"moss', ["Winter Gardens of Kyoto"]],
    ["NEAR(", ["Sitting near the window"]],
    ["NEAR(window, title)", ["Sitting near the window"]],
    ["winter AND", ["Winter Gardens of Kyoto"]],
    ["title:lamplight", ["Sitting near the window"]],
    ["-winter", ["Winter Gardens of Kyoto", "A letter about trains"]],
    ["^kyoto", ["Winter Gardens of Kyoto"]],
  ])("reads %j as text, never as query syntax", async (key, expected) => {
    expect(await titles(key)).toEqual(expected);
  });

  it("never shows archived or banned articles, nor work by banned or restricted authors", async () => {
    expect(await titles("snowfall")).toEqual(["Snowfall seen from the window"]);
    // the count leaves them out too (it is counted apart from the page)
    expect((await search({ key: "snowfall", type: "Article" })).totalCount).toBe(1);
  });

  it("leaves out authors the viewer blocked", async () => {
    const reader = await createUser();
    await db().insert(blocks).values({ userId: reader.id, blockedId: other.id });
    const session = await signIn(reader.email as string);
    expect(await titles("snowfall", {}, session)).toEqual([]);
    expect((await search({ key: "snowfall", type: "Article" }, session)).totalCount).toBe(0);
  });

  it("filters by author", async () => {
    const filter = { authorId: gid("User", other.id) };
    expect(await titles("snowfall", { filter })).toEqual(["Snowfall seen from the window"]);
    expect((await search({ key: "snowfall", type: "Article", filter })).totalCount).toBe(1);
    expect(await titles("winter", { filter })).toEqual([]);
    const bad = await client().gql(SEARCH, {
      input: { key: "x", type: "Article", filter: { authorId: gid("Tag", 1) } },
    });
    expect(codeOf(bad)).toBe("BAD_USER_INPUT");
  });

  it("pages through results with cursors, without overlap, and counts them", async () => {
    const first = await search({ key: "winter", type: "Article", first: 1 });
    expect(first.totalCount).toBe(2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await search({ key: "winter", type: "Article", first: 1, after: first.pageInfo.endCursor });
    expect(field(second, "title")).toEqual(["A letter about trains"]);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(codeOf(await client().gql(SEARCH, { input: { key: "winter", type: "Article", after: "nope" } }))).toBe(
      "BAD_USER_INPUT",
    );
  });

  it("keeps no copy of the text in the index, and ranks a changed title by the new one", async () => {
    const article = await publish(other, "Tidewater almanac", "<p>Notes on the estuary.</p>");
    const stored = await db().all(sql`SELECT title, summary, content FROM search_articles WHERE rowid = ${article.id}`);
    expect(stored).toEqual([{ title: null, summary: null, content: null }]);

    const title = "Heron almanac";
    await db().update(articles).set({ title }).where(eq(articles.id, article.id));
    await db().batch([
      ...indexArticle(db(), article.id, articleIndexText({ title, summary: "", content: "<p>The estuary.</p>" })),
    ]);
    await publish(other, "Mudflats", "<p>A heron stood still.</p>");
    expect(await titles("tidewater")).toEqual([]);
    expect(await titles("heron")).toEqual([title, "Mudflats"]);
  });

  it("answers nothing for an empty or blank key", async () => {
    expect((await search({ key: "   ", type: "Article" })).edges).toEqual([]);
    expect((await search({ key: "…!?", type: "Article" })).edges).toEqual([]);
  });
});

describe("people and tags", () => {
  it("finds people by display name and user name, not the banned", async () => {
    const byName = await search({ key: "mira", type: "User" });
    expect(field(byName, "userName")).toEqual(["mira_okafor"]);
    expect((await search({ key: "okafor", type: "User" })).edges).toHaveLength(1);
    expect((await search({ key: "banned writer", type: "User" })).edges).toEqual([]);
  });

  it("keeps the index in step when someone renames themselves", async () => {
    const someone = await person({ displayName: "Placeholder Name" });
    const c = await signIn(someone.email as string);
    const renamed = await c.gql(`mutation { updateUserInfo(input: { displayName: "Quillon Verbeek" }) { id } }`);
    expect(renamed.errors).toBeUndefined();
    expect(field(await search({ key: "quillon", type: "User" }), "displayName")).toEqual(["Quillon Verbeek"]);
    expect((await search({ key: "placeholder", type: "User" })).edges).toEqual([]);
  });

  it("finds someone who just signed up", async () => {
    const email = `zorblax-${Date.now()}@example.com`;
    const c = client();
    await c.gql(`mutation($input: SendVerificationCodeInput!) { sendVerificationCode(input: $input) }`, {
      input: { email, type: "register" },
    });
    const signup = await c.gql(`mutation($input: EmailLoginInput!) { emailLogin(input: $input) { type } }`, {
      input: { email, passwordOrCode: await latestCode(email) },
    });
    expect(signup.errors).toBeUndefined();
    expect((await search({ key: "zorblax", type: "User" })).edges).toHaveLength(1);
  });

  it("finds tags in either script, the more used first among equals", async () => {
    const found = await search({ key: "旅行", type: "Tag" });
    expect(field(found, "content")).toEqual(["旅行", "旅行攝影"]);
    expect(field(await search({ key: "旅行摄影", type: "Tag" }), "content")).toEqual(["旅行攝影"]);
    expect(field(await search({ key: "travel", type: "Tag" }), "content")).toEqual(["Travel"]);
  });
});

describe("quick search", () => {
  const quick = (key: string, type: SearchTypes = "Tag") => search({ key, type, quicksearch: true, first: 20 });

  it("runs only for keys of 2 to 30 characters", async () => {
    expect((await quick("旅")).edges).toEqual([]);
    expect((await quick("旅行")).edges?.length).toBeGreaterThan(0);
    expect((await quick(`旅行${"x".repeat(29)}`)).edges).toEqual([]);
  });

  it("shifts the bounds by one after @ or #, which are not part of the name", async () => {
    expect((await quick("#旅")).edges).toEqual([]);
    expect(field(await quick("#旅行"), "content")).toEqual(["旅行", "旅行攝影"]);
    expect(field(await quick("@mi", "User"), "userName")).toEqual(["mira_okafor"]);
  });

  it("returns at most 5", async () => {
    for (let i = 0; i < 7; i++) await tag(`Kestrel${i}`);
    expect((await quick("kestrel")).edges).toHaveLength(5);
    expect((await search({ key: "kestrel", type: "Tag", first: 20 })).edges).toHaveLength(7);
  });
});

describe("recent searches", () => {
  const RECENT = graphql(`
    query SearchRecent {
      viewer {
        activity {
          recentSearches(input: { first: 10 }) {
            totalCount
            edges {
              node
            }
          }
        }
      }
    }
  `);

  it("keeps what a signed-in reader searched for, newest first, once each, until cleared", async () => {
    const reader = await createUser();
    const c = await signIn(reader.email as string);
    for (const key of ["winter", "城市", "winter"]) await search({ key, type: "Article", record: true }, c);
    await search({ key: "not kept", type: "Article" }, c);
    const listed = await c.gql(RECENT);
    expect(listed.data?.viewer?.activity.recentSearches.edges?.map((e) => e.node)).toEqual(["winter", "城市"]);
    expect(listed.data?.viewer?.activity.recentSearches.totalCount).toBe(2);

    expect((await c.gql(`mutation { clearSearchHistory }`)).data).toEqual({ clearSearchHistory: true });
    expect((await c.gql(RECENT)).data?.viewer?.activity.recentSearches.edges).toEqual([]);
  });

  it("keeps the last 20 only", async () => {
    const reader = await createUser();
    const c = await signIn(reader.email as string);
    for (let i = 0; i < 23; i++) await search({ key: `key ${i}`, type: "Tag", record: true }, c);
    const listed = await c.gql(
      graphql(`
        query SearchRecentFifty {
          viewer {
            activity {
              recentSearches(input: { first: 50 }) {
                totalCount
                edges {
                  node
                }
              }
            }
          }
        }
      `),
    );
    const keys = listed.data?.viewer?.activity.recentSearches.edges?.map((e) => e.node);
    expect(keys).toHaveLength(20);
    expect(keys?.[0]).toBe("key 22");
  });

  it("is the viewer's own: empty for a visitor, refused for someone else's profile", async () => {
    expect((await client().gql(RECENT)).data?.viewer?.activity.recentSearches.edges).toEqual([]);
    const reader = await signIn((await createUser()).email as string);
    const someoneElse = await reader.gql(
      `query($u: String!) { user(input: { userName: $u }) { activity { recentSearches(input: { first: 5 }) { totalCount } } } }`,
      { u: author.userName },
    );
    expect(codeOf(someoneElse)).toBe("FORBIDDEN");
    expect(codeOf(await client().gql(`mutation { clearSearchHistory }`))).toBe("UNAUTHENTICATED");
  });
});
