import { beforeAll, describe, expect, it } from "vitest";
import {
  articles,
  articleTags,
  articleVersions,
  campaignStages,
  campaigns,
  channels,
  follows,
  tags,
} from "@/server/db/schema";
import { Client, codeOf, createUser, db, PASSWORD, present } from "../support/api";
import { graphql } from "./generated/gql";

// Reading the graph: node/nodes, article, user with its follow lists, channels and the visitor's viewer.
// The fixtures are written straight into the database once for the file.

let ipSeq = 0;
const client = () => {
  ipSeq += 1;
  return new Client(`10.4.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`);
};

async function signedIn(email: string) {
  const c = client();
  const result = await c.gql(`mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }`, {
    input: { email, passwordOrCode: PASSWORD },
  });
  expect(result.errors).toBeUndefined();
  return c;
}

const gid = (type: string, id: number | undefined) => btoa(`${type}:${id}`);

function must<T>(row: T | undefined): T {
  if (row === undefined) throw new Error("fixture insert returned nothing");
  return row;
}

type UserRow = Awaited<ReturnType<typeof createUser>>;
type ArticleRow = typeof articles.$inferSelect;
type TagRow = typeof tags.$inferSelect;
type ChannelRow = typeof channels.$inferSelect;

const run = Math.floor(Math.random() * 1e6);
let author: UserRow;
let stranger: UserRow;
let followees: UserRow[];
let followers: UserRow[];
let live: ArticleRow;
let banned: ArticleRow;
let archived: ArticleRow;
let poetry: TagRow;
let essays: TagRow;
let topic: ChannelRow;
let curation: ChannelRow;
let challenge: ChannelRow;
let hidden: ChannelRow;

async function insertArticle(state: ArticleRow["state"], title: string, wordCount: number) {
  const article = must(
    (
      await db()
        .insert(articles)
        .values({
          authorId: author.id,
          shortHash: `${state}${run}`,
          state,
          title,
          summary: `${title} in brief`,
          wordCount,
        })
        .returning()
    )[0],
  );
  await db()
    .insert(articleVersions)
    .values({
      articleId: article.id,
      title,
      summary: `${title} in brief`,
      content: `<p>${title}: the body.</p>`,
      wordCount,
      dataHash: `hash-${article.id}`,
      license: "arr",
      access: "public",
    });
  return article;
}

async function insertChannel(
  values: Partial<typeof channels.$inferInsert> & { type: ChannelRow["type"]; nameEn: string },
) {
  return must(
    (
      await db()
        .insert(channels)
        .values({
          shortHash: `${values.type}-${values.nameEn.length}-${Math.floor(Math.random() * 1e9)}`,
          nameZhHant: `${values.nameEn}（繁）`,
          nameZhHans: `${values.nameEn}（简）`,
          ...values,
        })
        .returning()
    )[0],
  );
}

beforeAll(async () => {
  author = await createUser({
    userName: `author${run}`,
    displayName: "Author One",
    description: "Writes in the margins.",
    badges: ["architect", "seed"],
  });
  stranger = await createUser();

  live = await insertArticle("active", "A Live Article", 900);
  banned = await insertArticle("banned", "A Banned Article", 300);
  archived = await insertArticle("archived", "An Archived Article", 300);

  poetry = must(
    (
      await db()
        .insert(tags)
        .values({ content: `Poetry${run}`, slug: `poetry${run}`, shortHash: `tp${run}`, numArticles: 1 })
        .returning()
    )[0],
  );
  essays = must(
    (
      await db()
        .insert(tags)
        .values({ content: `Essays${run}`, slug: `essays${run}`, shortHash: `te${run}`, numArticles: 1 })
        .returning()
    )[0],
  );
  await db()
    .insert(articleTags)
    .values([
      { articleId: live.id, tagId: poetry.id, createdAt: 1_000 },
      { articleId: live.id, tagId: essays.id, createdAt: 2_000 },
    ]);

  // the author follows five users, one after another
  followees = [];
  for (let i = 0; i < 5; i++) followees.push(await createUser());
  await db()
    .insert(follows)
    .values(
      followees.map((f, i) => ({ followerId: author.id, followeeId: f.id, createdAt: 1_700_000_000_000 + i * 1000 })),
    );
  // three users followed the author at the very same moment
  followers = [];
  for (let i = 0; i < 3; i++) followers.push(await createUser());
  await db()
    .insert(follows)
    .values(followers.map((f) => ({ followerId: f.id, followeeId: author.id, createdAt: 1_700_000_500_000 })));

  topic = await insertChannel({ type: "topic", nameEn: "Poetry Corner", navbarOrder: 1 });
  curation = await insertChannel({ type: "curation", nameEn: "Editors Picks", navbarOrder: 2, color: "green" });
  challenge = await insertChannel({ type: "writing_challenge", nameEn: "Summer Challenge", navbarOrder: 3 });
  hidden = await insertChannel({ type: "topic", nameEn: "Hidden Topic", navbarOrder: 0, enabled: false });
  const campaign = must(
    (await db().insert(campaigns).values({ channelId: challenge.id, state: "active" }).returning())[0],
  );
  await db()
    .insert(campaignStages)
    .values([
      { campaignId: campaign.id, nameEn: "Week two", nameZhHant: "第二週", nameZhHans: "第二周", order: 2 },
      { campaignId: campaign.id, nameEn: "Week one", nameZhHant: "第一週", nameZhHans: "第一周", order: 1 },
    ]);
});

const NODE = `query($id: ID!) { node(input: { id: $id }) {
  id
  ... on Tag { content numArticles shortHash }
  ... on User { userName displayName }
  ... on Article { title shortHash state }
  ... on WritingChallenge { stages { name } campaignState: state }
} }`;

const node = (c: Client, id: string) => c.gql<{ node: Record<string, unknown> | null }>(NODE, { id });

describe("node", () => {
  it("answers a Tag", async () => {
    const result = await node(client(), gid("Tag", poetry.id));
    expect(result.errors).toBeUndefined();
    expect(result.data?.node).toEqual({
      id: gid("Tag", poetry.id),
      content: poetry.content,
      numArticles: 1,
      shortHash: poetry.shortHash,
    });
  });

  it("answers a User", async () => {
    const result = await node(client(), gid("User", author.id));
    expect(result.errors).toBeUndefined();
    expect(result.data?.node).toEqual({
      id: gid("User", author.id),
      userName: author.userName,
      displayName: "Author One",
    });
  });

  it("answers an Article", async () => {
    const result = await node(client(), gid("Article", live.id));
    expect(result.errors).toBeUndefined();
    expect(result.data?.node).toEqual({
      id: gid("Article", live.id),
      title: "A Live Article",
      shortHash: live.shortHash,
      state: "active",
    });
  });

  it.each(["Tag", "User", "Article", "TopicChannel"])("answers null for an unknown %s id", async (type) => {
    const result = await node(client(), gid(type, 987_654));
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ node: null });
  });

  it("answers null for a channel id under another channel type", async () => {
    const result = await node(client(), gid("CurationChannel", topic.id));
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ node: null });
  });

  it("hides banned and archived articles from visitors and other users, not from the author", async () => {
    const other = await signedIn(stranger.email as string);
    const own = await signedIn(author.email as string);
    for (const article of [banned, archived]) {
      expect((await node(client(), gid("Article", article.id))).data).toEqual({ node: null });
      expect((await node(other, gid("Article", article.id))).data).toEqual({ node: null });
      const seen = await node(own, gid("Article", article.id));
      expect(seen.errors).toBeUndefined();
      expect(seen.data?.node).toMatchObject({ id: gid("Article", article.id), state: article.state });
    }
  });

  it("answers a writing challenge with its stages, as the channel list does", async () => {
    const result = await node(client(), gid("WritingChallenge", challenge.id));
    expect(result.errors).toBeUndefined();
    expect(result.data?.node).toEqual({
      id: gid("WritingChallenge", challenge.id),
      stages: [{ name: "Week one" }, { name: "Week two" }],
      campaignState: "active",
    });
  });

  it("answers null for a disabled channel", async () => {
    const result = await node(client(), gid("TopicChannel", hidden.id));
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ node: null });
  });

  it("answers null for a campaign stage: it has a global id but is not a Node", async () => {
    const [stage] = await db().select().from(campaignStages).limit(1);
    const result = await node(client(), gid("CampaignStage", stage?.id));
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ node: null });
  });
});

describe("nodes", () => {
  const NODES = `query($ids: [ID!]!) { nodes(input: { ids: $ids }) { id __typename } }`;

  it("answers several nodes of different types in the order asked", async () => {
    const ids = [gid("Article", live.id), gid("Tag", essays.id), gid("User", author.id), gid("TopicChannel", topic.id)];
    const result = await client().gql(NODES, { ids });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      nodes: [
        { id: ids[0], __typename: "Article" },
        { id: ids[1], __typename: "Tag" },
        { id: ids[2], __typename: "User" },
        { id: ids[3], __typename: "TopicChannel" },
      ],
    });
  });

  it("leaves out ids that lead nowhere or to hidden work", async () => {
    const ids = [gid("Tag", poetry.id), gid("Tag", 987_654), gid("Article", banned.id)];
    const result = await client().gql(NODES, { ids });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ nodes: [{ id: ids[0], __typename: "Tag" }] });
  });

  it("answers 99 ids", async () => {
    const ids = Array.from({ length: 99 }, (_, i) => gid("User", author.id + i));
    const result = await client().gql<{ nodes: { id: string }[] }>(NODES, { ids });
    expect(result.errors).toBeUndefined();
    expect(result.data?.nodes.map((n) => n.id)).toContain(gid("User", author.id));
  });

  it("refuses 100 ids with BAD_USER_INPUT", async () => {
    const ids = Array.from({ length: 100 }, (_, i) => gid("User", i + 1));
    const result = await client().gql(NODES, { ids });
    expect(codeOf(result)).toBe("BAD_USER_INPUT");
    expect(result.data?.nodes ?? null).toBeNull();
  });

  it("refuses a garbage id with BAD_USER_INPUT", async () => {
    expect(codeOf(await client().gql(NODES, { ids: [gid("Tag", poetry.id), "garbage"] }))).toBe("BAD_USER_INPUT");
  });
});

describe("article", () => {
  const ARTICLE = `query($h: String) { article(input: { shortHash: $h }) {
    id title author { userName } tags { content } content license access { type } wordCount readTime
  } }`;

  it("answers an article with its author, tags and latest version", async () => {
    const result = await client().gql(ARTICLE, { h: live.shortHash });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      article: {
        id: gid("Article", live.id),
        title: "A Live Article",
        author: { userName: author.userName },
        tags: [{ content: poetry.content }, { content: essays.content }],
        content: "<p>A Live Article: the body.</p>",
        license: "arr",
        access: { type: "public" },
        wordCount: 900,
        readTime: 180,
      },
    });
  });

  it("answers null for an unknown short hash", async () => {
    const result = await client().gql(ARTICLE, { h: "no-such-hash" });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ article: null });
  });

  it("answers null for a banned article to a visitor, and the article to its author", async () => {
    expect((await client().gql(ARTICLE, { h: banned.shortHash })).data).toEqual({ article: null });
    const own = await signedIn(author.email as string);
    const result = await own.gql<{ article: { title: string } | null }>(ARTICLE, { h: banned.shortHash });
    expect(result.errors).toBeUndefined();
    expect(result.data?.article?.title).toBe("A Banned Article");
  });
});

describe("user", () => {
  const PUBLIC = graphql(`
    query NodesUserPublic($n: String, $first: Int, $after: String) {
      user(input: { userName: $n }) {
        displayName
        info {
          description
          badges {
            type
          }
        }
        followers(input: { first: 10 }) {
          totalCount
        }
        following {
          users(input: { first: $first, after: $after }) {
            totalCount
            edges {
              cursor
              node {
                userName
              }
            }
            pageInfo {
              hasNextPage
              endCursor
            }
          }
        }
      }
    }
  `);
  const followingPage = (first: number, after?: string | null) =>
    client().gql(PUBLIC, { n: author.userName, first, after });

  it("shows the public profile", async () => {
    const result = await client().gql(PUBLIC, { n: author.userName, first: 2 });
    expect(result.errors).toBeUndefined();
    expect(result.data?.user).toMatchObject({
      displayName: "Author One",
      info: { description: "Writes in the margins.", badges: [{ type: "architect" }, { type: "seed" }] },
      followers: { totalCount: 3 },
      following: { users: { totalCount: 5, pageInfo: { hasNextPage: true } } },
    });
  });

  it("pages through the users followed, newest first, without repeats", async () => {
    const seen: (string | null)[] = [];
    let after: string | null | undefined;
    let hasNextPage = true;
    let pages = 0;
    while (hasNextPage && pages < 10) {
      const result = await followingPage(2, after);
      expect(result.errors).toBeUndefined();
      const page = present(result.data?.user?.following.users);
      const edges = present(page.edges);
      expect(page.totalCount).toBe(5);
      expect(edges.length).toBeLessThanOrEqual(2);
      seen.push(...edges.map((e) => e.node.userName));
      expect(page.pageInfo.endCursor).toBe(edges.at(-1)?.cursor ?? null);
      ({ hasNextPage, endCursor: after } = page.pageInfo);
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual([...followees].reverse().map((u) => u.userName));
  });

  it("pages through followers who followed at the same moment without repeats", async () => {
    const FOLLOWERS = graphql(`
      query NodesFollowers($n: String, $after: String) {
        user(input: { userName: $n }) {
          followers(input: { first: 1, after: $after }) {
            edges {
              node {
                userName
              }
            }
            pageInfo {
              hasNextPage
              endCursor
            }
          }
        }
      }
    `);
    const seen: (string | null)[] = [];
    let after: string | null | undefined;
    for (let i = 0; i < 3; i++) {
      const result = await client().gql(FOLLOWERS, { n: author.userName, after });
      expect(result.errors).toBeUndefined();
      const page = present(result.data?.user).followers;
      seen.push(...present(page.edges).map((e) => e.node.userName));
      expect(page.pageInfo.hasNextPage).toBe(i < 2);
      after = page.pageInfo.endCursor;
    }
    expect([...seen].sort()).toEqual(followers.map((u) => u.userName as string).sort());
  });

  it("answers an empty last page after the end", async () => {
    const all = await followingPage(5);
    const last = all.data?.user?.following.users;
    expect(last?.pageInfo.hasNextPage).toBe(false);
    const after = await followingPage(5, last?.pageInfo.endCursor);
    expect(after.errors).toBeUndefined();
    expect(after.data?.user?.following.users).toMatchObject({
      edges: [],
      pageInfo: { hasNextPage: false, endCursor: null },
    });
  });

  it("refuses a garbage cursor with BAD_USER_INPUT", async () => {
    expect(codeOf(await followingPage(2, "garbage"))).toBe("BAD_USER_INPUT");
  });

  it("refuses a negative page size with BAD_USER_INPUT", async () => {
    expect(codeOf(await followingPage(-1))).toBe("BAD_USER_INPUT");
  });
});

describe("channels", () => {
  const CHANNELS = `{ channels {
    id shortHash __typename
    ... on TopicChannel { enabled }
    en: navbarTitle(input: { language: en })
    hant: navbarTitle(input: { language: zh_hant })
    hans: navbarTitle(input: { language: zh_hans })
    ... on WritingChallenge { stages { name } state }
  } }`;

  const names = (c: ChannelRow) => ({ en: c.nameEn, hant: c.nameZhHant, hans: c.nameZhHans });

  it("lists the enabled channels of each kind with their names in three languages", async () => {
    const result = await client().gql(CHANNELS);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      channels: [
        {
          id: gid("TopicChannel", topic.id),
          shortHash: topic.shortHash,
          __typename: "TopicChannel",
          enabled: true,
          ...names(topic),
        },
        {
          id: gid("CurationChannel", curation.id),
          shortHash: curation.shortHash,
          __typename: "CurationChannel",
          ...names(curation),
        },
        {
          id: gid("WritingChallenge", challenge.id),
          shortHash: challenge.shortHash,
          __typename: "WritingChallenge",
          ...names(challenge),
          stages: [{ name: "Week one" }, { name: "Week two" }],
          state: "active",
        },
      ],
    });
  });

  it("names channels in the viewer's language when none is asked for", async () => {
    const reader = await createUser({ language: "zh_hans" });
    const c = await signedIn(reader.email as string);
    const result = await c.gql<{ channels: { navbarTitle: string }[] }>("{ channels { navbarTitle } }");
    expect(result.errors).toBeUndefined();
    expect(result.data?.channels.map((ch) => ch.navbarTitle)).toEqual(
      [topic, curation, challenge].map((ch) => ch.nameZhHans),
    );
    const visitor = await client().gql<{ channels: { navbarTitle: string }[] }>("{ channels { navbarTitle } }");
    expect(visitor.data?.channels.map((ch) => ch.navbarTitle)).toEqual(
      [topic, curation, challenge].map((ch) => ch.nameEn),
    );
  });

  it("finds an enabled channel by short hash but not a disabled one", async () => {
    const CHANNEL = `query($h: String!) { channel(input: { shortHash: $h }) { id } }`;
    expect((await client().gql(CHANNEL, { h: curation.shortHash })).data).toEqual({
      channel: { id: gid("CurationChannel", curation.id) },
    });
    expect((await client().gql(CHANNEL, { h: hidden.shortHash })).data).toEqual({ channel: null });
  });
});

describe("viewer as a visitor", () => {
  it("answers an empty viewer without errors", async () => {
    const result = await client().gql(
      "{ viewer { id userName status { state } settings { language } info { email } } }",
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      viewer: { id: "", userName: null, status: null, settings: { language: "en" }, info: { email: null } },
    });
  });

  it("gives a visitor's viewer empty follow lists", async () => {
    const result = await client().gql(
      "{ viewer { followers(input: { first: 5 }) { totalCount edges { cursor } } following { users(input: { first: 5 }) { totalCount } } } }",
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      viewer: { followers: { totalCount: 0, edges: [] }, following: { users: { totalCount: 0 } } },
    });
  });
});
