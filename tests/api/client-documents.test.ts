import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { Client, type GqlResult, present } from "../support/api";
import { seedDemoData } from "../support/demo-data";
import { FaultyD1 } from "../support/faults";
import { dbId } from "../support/global-ids";

// The Matters web client's reading pages, each sent as that client sends it
// (tests/fixtures/matters-web, where the README says where each came from), to the API on the
// demo data, by a visitor and by a signed-in reader. None may be refused by the API's limits:
// each answers without errors and shows what its page shows. The pages ask every article card
// for its collections, counts and challenges, every comment for flags about its author: those
// are read for the whole list at once, so a long list reads no more statements than a short one.

const documents = import.meta.glob<string>("../fixtures/matters-web/*.graphql", {
  query: "?raw",
  import: "default",
  eager: true,
});
const documentOf = (name: string) => present(documents[`../fixtures/matters-web/${name}.graphql`]);

/** The demo data's ids that the pages are opened with. */
type Ids = {
  topicChannel: string;
  tag: string;
  author: string;
  collection: string;
  aliceArticle: string;
  aliceArticleHash: string;
  commentedArticle: string;
  thread: string;
  moment: string;
  donatedArticle: string;
};

type Page = {
  /** The variables the client sends for the page. */
  variables: (ids: Ids) => Record<string, unknown>;
  /** Where the page's list (or object) is in the answer; the page shows something there. */
  shows: string;
  /** The viewer's own pages (bookmarks, works): a visitor's answer is empty, without errors. */
  ownOnly?: boolean;
};

// MAX_COLLECTION_ARTICLES_COUNT in the client's src/common/enums: what it asks for its own collection
const OWN_COLLECTION_PAGE = 400;

const PAGES: Record<string, Page> = {
  HottestFeedPublic: { variables: () => ({}), shows: "viewer.recommendation.feed.edges" },
  FeedArticlesPublicChannel: { variables: (ids) => ({ shortHash: ids.topicChannel }), shows: "channel.articles.edges" },
  TagArticlesPublic: { variables: (ids) => ({ id: ids.tag, sortBy: "byHottestDesc" }), shows: "node.articles.edges" },
  UserWritingsPublic: { variables: (ids) => ({ userName: ids.author }), shows: "user.writings.edges" },
  ViewerWritings: { variables: () => ({ userName: "alice" }), shows: "user.writings.edges" },
  UserPinnedWorks: { variables: () => ({ userName: "alice" }), shows: "user.pinnedWorks" },
  SearchAggregateArticlesPublic: { variables: () => ({ key: "the" }), shows: "search.edges" },
  CollectionArticlesPublic: {
    variables: (ids) => ({ id: ids.collection, first: 20, reversed: true }),
    shows: "node.articleList.edges",
  },
  AddCollectionsArticleUserPublic: {
    variables: (ids) => ({ userName: "alice", id: ids.aliceArticle }),
    shows: "user.collections.edges",
  },
  ArticleDetailPublic: {
    variables: (ids) => ({ shortHash: ids.aliceArticleHash, language: "zh_hant" }),
    shows: "article.classification.topicChannel",
  },
  LatestCommentsPublic: { variables: (ids) => ({ id: ids.commentedArticle }), shows: "article.comments.edges" },
  DescendantCommentsCommentPublic: { variables: (ids) => ({ id: ids.thread }), shows: "comment.comments.edges" },
  CommentDetail: { variables: (ids) => ({ id: ids.thread }), shows: "node.comments.edges" },
  RefetchArticleComment: { variables: (ids) => ({ id: ids.thread }), shows: "node.comments.edges" },
  RefetchCircleComment: { variables: (ids) => ({ id: ids.thread }), shows: "node.comments.edges" },
  MomentDetail: { variables: (ids) => ({ shortHash: ids.moment }), shows: "moment.comments.edges" },
  ArticleDonators: { variables: (ids) => ({ id: ids.donatedArticle }), shows: "article.donations.edges" },
  CircleWorksPublic: { variables: () => ({ name: "alice_circle" }), shows: "circle.articles.edges" },
  CircleFollowersPublic: { variables: () => ({ name: "alice_circle" }), shows: "circle.followers.edges" },
  CircleFollowerCount: { variables: () => ({ name: "alice_circle" }), shows: "circle.followers.totalCount" },
  MeBookmarkArticlesFeed: { variables: () => ({}), shows: "viewer.bookmarkedArticles.edges", ownOnly: true },
  MeWorksPublishedFeed: { variables: () => ({}), shows: "viewer.articles.edges", ownOnly: true },
  MeWorksDraftFeed: { variables: () => ({}), shows: "viewer.drafts.edges", ownOnly: true },
  FollowingFeed: { variables: () => ({}), shows: "viewer.recommendation.following.edges", ownOnly: true },
};

const DEMO_LOGIN = { email: "alice@example.com", passwordOrCode: "margins-demo-2026" };

let ids: Ids;
let member: Client;

const gid = (type: string, id: number) => btoa(`${type}:${id}`);
const one = async <T>(sql: string) => present(await env.DB.prepare(sql).first<T>());

beforeAll(async () => {
  await seedDemoData();
  const mostUsed = (table: string, column: string, where = "1") =>
    one<{ id: number }>(
      `SELECT ${column} AS id FROM ${table} WHERE ${where} GROUP BY ${column} ORDER BY count(*) DESC, ${column} LIMIT 1`,
    );
  ids = {
    topicChannel: (await one<{ s: string }>("SELECT short_hash AS s FROM channels WHERE type = 'topic' ORDER BY id")).s,
    tag: gid("Tag", (await mostUsed("article_tags", "tag_id")).id),
    author: (await one<{ u: string }>("SELECT user_name AS u FROM users WHERE user_name = 'bob'")).u,
    collection: gid("Collection", (await mostUsed("collection_articles", "collection_id")).id),
    aliceArticle: gid(
      "Article",
      (
        await one<{ id: number }>(
          "SELECT a.id FROM articles a JOIN users u ON u.id = a.author_id WHERE u.user_name = 'alice' AND a.state = 'active' ORDER BY a.id",
        )
      ).id,
    ),
    aliceArticleHash: (
      await one<{ s: string }>(
        "SELECT a.short_hash AS s FROM articles a JOIN users u ON u.id = a.author_id WHERE u.user_name = 'alice' AND a.state = 'active' ORDER BY a.id",
      )
    ).s,
    commentedArticle: gid("Article", (await mostUsed("comments", "target_id", "type = 'article'")).id),
    thread: gid("Comment", (await mostUsed("comments", "parent_comment_id", "parent_comment_id IS NOT NULL")).id),
    moment: (
      await one<{ s: string }>(
        `SELECT m.short_hash AS s FROM comments c JOIN moments m ON m.id = c.target_id
         WHERE c.type = 'moment' AND m.state = 'active' GROUP BY m.id ORDER BY count(*) DESC, m.id LIMIT 1`,
      )
    ).s,
    donatedArticle: gid(
      "Article",
      (
        await mostUsed(
          "transactions",
          "target_id",
          "target_type = 'Article' AND purpose = 'donation' AND state = 'succeeded'",
        )
      ).id,
    ),
  };
  member = new Client("10.31.0.1");
  const login = await member.gql(`mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }`, {
    input: DEMO_LOGIN,
  });
  expect(login.errors).toBeUndefined();
}, 120_000);

/** The value at a dotted path of an answer. */
function at(data: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], data);
}

const shown = (value: unknown) => (Array.isArray(value) ? value.length : value ? 1 : 0);

/** Neither refused by the limits (one BAD_USER_INPUT before anything runs) nor failing in any other way. */
function expectAnswered(result: GqlResult, name: string) {
  expect(result.errors?.map((e) => `${e.extensions?.code}: ${e.message}`) ?? [], name).toEqual([]);
  expect(result.data, name).toBeTruthy();
}

describe("the Matters web client's reading pages", () => {
  it("has a page for every document in the fixtures, and a document for every page", () => {
    const fixtures = Object.keys(documents).map((path) => path.replace(/^.*\/|\.graphql$/g, ""));
    expect(fixtures.sort()).toEqual(Object.keys(PAGES).sort());
  });

  it.each(Object.entries(PAGES))("%s answers a visitor", async (name, page) => {
    const result = await new Client("10.31.1.1").gql(documentOf(name), page.variables(ids));
    expectAnswered(result, name);
    if (page.ownOnly) expect(shown(at(result.data, page.shows)), name).toBe(0);
    else expect(shown(at(result.data, page.shows)), name).toBeGreaterThan(0);
  });

  it.each(Object.entries(PAGES))("%s answers a signed-in reader", async (name, page) => {
    const result = await member.gql(documentOf(name), page.variables(ids));
    expectAnswered(result, name);
    expect(shown(at(result.data, page.shows)), name).toBeGreaterThan(0);
  });

  it("CollectionArticlesPublic answers the collection's author, who asks for all of it", async () => {
    const own = await one<{ id: number }>(
      "SELECT c.id FROM collections c JOIN users u ON u.id = c.author_id WHERE u.user_name = 'alice' ORDER BY c.id",
    );
    const result = await member.gql(documentOf("CollectionArticlesPublic"), {
      id: gid("Collection", own.id),
      first: OWN_COLLECTION_PAGE,
      reversed: false,
    });
    expectAnswered(result, "CollectionArticlesPublic");
    expect(shown(at(result.data, "node.articleList.edges"))).toBeGreaterThan(0);
  });
});

describe("the viewer's settings, which the client's root query asks of every viewer", () => {
  // its fragments ViewerUserPublic and ViewerUserPrivate (src/components/Context/Viewer)
  const VIEWER_SETTINGS = "{ viewer { id settings { language currency } } }";
  const SOMEONE_ELSES = `query($userName: String!) { user(input: { userName: $userName }) { settings { language } } }`;

  it("answers a visitor's own viewer with the defaults, under the same @auth as the contract's", async () => {
    const result = await new Client("10.31.2.1").gql(VIEWER_SETTINGS);
    expectAnswered(result, "visitor");
    expect(result.data).toEqual({ viewer: { id: "", settings: { language: "en", currency: "USD" } } });
  });

  it("answers a signed-in reader their own, and keeps everyone else's", async () => {
    const own = await member.gql(VIEWER_SETTINGS);
    expectAnswered(own, "member");
    const alice = await one<{ language: string; currency: string }>(
      "SELECT language, currency FROM users WHERE user_name = 'alice'",
    );
    expect(at(own.data, "viewer.settings")).toEqual(alice);
    const visitor = await new Client("10.31.2.2").gql(SOMEONE_ELSES, { userName: "bob" });
    expect(visitor.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const other = await member.gql(SOMEONE_ELSES, { userName: "bob" });
    expect(other.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("what the pages ask of each item", () => {
  /** How many D1 calls the API makes to answer `document` for the signed-in reader. */
  async function calls(document: string, variables: Record<string, unknown>) {
    const counted = new FaultyD1(env.DB, { match: () => false });
    const result = await member.withVars({ DB: counted.binding }).gql(document, variables);
    member.withVars({});
    expectAnswered(result, "counted");
    return { calls: counted.calls.length, result };
  }

  // a statement per card or reply would be at least one per item: the pages read fewer
  // statements than they show items (a page of 30 search results read 266 before)
  it("reads a page of 30 search results, with every card's counts, collections and challenges, in fewer statements than cards", async () => {
    const result = await calls(documentOf("SearchAggregateArticlesPublic"), { key: "the", first: 30 });
    expect(shown(at(result.result.data, "search.edges"))).toBe(30);
    expect(result.calls).toBeLessThan(30);
  });

  it("reads a thread of 40 replies by 40 people, with every reply's flags, in fewer statements than replies", async () => {
    // the demo's threads are short: this one is made long, each reply by someone else
    const articleId = dbId(ids.commentedArticle);
    const people = (
      await env.DB.prepare("SELECT id FROM users WHERE state = 'active' ORDER BY id LIMIT 41").all<{ id: number }>()
    ).results;
    expect(people).toHaveLength(41);
    const time = Date.now() - 60_000;
    const parent = await one<{ id: number }>(
      `INSERT INTO comments (type, target_id, author_id, content, created_at, updated_at)
       VALUES ('article', ${articleId}, ${people[0]?.id}, '<p>A long thread</p>', ${time}, ${time}) RETURNING id`,
    );
    await env.DB.batch(
      people.slice(1).map((person, i) =>
        env.DB.prepare(
          `INSERT INTO comments (type, target_id, author_id, parent_comment_id, reply_to_id, content, created_at, updated_at)
           VALUES ('article', ?, ?, ?, ?, '<p>A reply</p>', ?, ?)`,
        ).bind(articleId, person.id, parent.id, parent.id, time + i + 1, time + i + 1),
      ),
    );
    const result = await calls(documentOf("DescendantCommentsCommentPublic"), { id: gid("Comment", parent.id) });
    expect(shown(at(result.result.data, "comment.comments.edges"))).toBe(40);
    expect(result.calls).toBeLessThan(40);
  });
});
