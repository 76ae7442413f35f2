import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  articles,
  articleTags,
  circleMembers,
  circles,
  collectionArticles,
  collections,
  comments,
  featuredArticles,
  follows,
  moments,
  tagBookmarks,
  tags,
  userRestrictions,
} from "@/server/db/schema";
import { Client, codeOf, createUser, db, type GqlResult, present, signIn } from "../support/api";
import { dbId } from "../support/global-ids";
import { graphql } from "./generated/gql";
import type { FeedsFollowingQuery } from "./generated/graphql";

// The feeds every user's `recommendation` resolves to: Featured (editor picks), Follow
// (activity of followed people and bookmarked tags), recommended authors; and the reading
// extras of an article: collections and related articles.

type UserRow = Awaited<ReturnType<typeof createUser>>;
const gid = (type: string, id: number) => btoa(`${type}:${id}`);
const T0 = Date.UTC(2026, 5, 1);
const HOUR = 3_600_000;

let seq = 0;
async function article(author: UserRow, createdAt: number, state: "active" | "archived" | "banned" = "active") {
  seq += 1;
  const [row] = await db()
    .insert(articles)
    .values({
      authorId: author.id,
      shortHash: `f${seq}x${Math.floor(Math.random() * 1e9)}`,
      title: `Article ${seq}`,
      summary: "s",
      state,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (!row) throw new Error("no article");
  return row;
}

async function tag(content: string) {
  const [row] = await db()
    .insert(tags)
    .values({ content, slug: content, shortHash: `t${seq++}${Math.floor(Math.random() * 1e9)}` })
    .returning();
  if (!row) throw new Error("no tag");
  return row;
}

const FEATURED = graphql(`
  query FeedsFeatured($after: String) {
    viewer {
      recommendation {
        icymi(input: { first: 2, after: $after }) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
            }
          }
        }
      }
    }
  }
`);

describe("Featured (icymi)", () => {
  let picks: { id: number }[] = [];
  beforeAll(async () => {
    const author = await createUser();
    const banned = await createUser({ state: "banned" });
    const a1 = await article(author, T0);
    const a2 = await article(author, T0 + HOUR);
    const a3 = await article(author, T0 + 2 * HOUR);
    const archived = await article(author, T0, "archived");
    const byBanned = await article(banned, T0);
    // picked in another order than written: the newest pick leads
    await db()
      .insert(featuredArticles)
      .values([
        { articleId: a2.id, pickedAt: T0 + 10 * HOUR },
        { articleId: a1.id, pickedAt: T0 + 30 * HOUR },
        { articleId: a3.id, pickedAt: T0 + 20 * HOUR },
        { articleId: archived.id, pickedAt: T0 + 40 * HOUR },
        { articleId: byBanned.id, pickedAt: T0 + 50 * HOUR },
      ]);
    picks = [a1, a3, a2];
  });

  it("lists editor picks newest pick first, leaving out archived work and banned authors, in pages", async () => {
    const client = new Client();
    const first = await client.gql(FEATURED);
    const page1 = first.data?.viewer?.recommendation.icymi;
    expect(page1?.edges?.map((e) => e.node.id)).toEqual(picks.slice(0, 2).map((a) => gid("Article", a.id)));
    expect(page1?.totalCount).toBe(3);
    expect(page1?.pageInfo.hasNextPage).toBe(true);
    const second = await client.gql(FEATURED, { after: page1?.pageInfo.endCursor });
    const page2 = second.data?.viewer?.recommendation.icymi;
    expect(page2?.edges?.map((e) => e.node.id)).toEqual([gid("Article", picks[2]?.id ?? 0)]);
    expect(page2?.pageInfo.hasNextPage).toBe(false);
  });

  it("answers a bad cursor with BAD_USER_INPUT", async () => {
    expect(codeOf(await new Client().gql(FEATURED, { after: "not-a-cursor" }))).toBe("BAD_USER_INPUT");
  });
});

const FOLLOWING = graphql(`
  query FeedsFollowing($after: String, $type: RecommendationFollowingFilterType) {
    viewer {
      recommendation {
        following(input: { first: 3, after: $after, filter: { type: $type } }) {
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            cursor
            node {
              __typename
              ... on UserPublishArticleActivity {
                actor {
                  userName
                }
                node {
                  id
                }
              }
              ... on UserAddArticleTagActivity {
                actor {
                  userName
                }
                node {
                  id
                }
                target {
                  content
                }
              }
              ... on UserCreateCircleActivity {
                actor {
                  userName
                }
                node {
                  name
                }
              }
              ... on UserRecommendationActivity {
                source
                nodes {
                  userName
                }
              }
            }
          }
        }
      }
    }
  }
`);

type Following = NonNullable<FeedsFollowingQuery["viewer"]>["recommendation"]["following"];
type Activity = NonNullable<Following["edges"]>[number]["node"];

/** What an activity is about: an article's id, or a circle's name. */
function subjectOf(activity: Activity) {
  if (!("node" in activity)) return undefined;
  const node: { id?: string; name?: string } = activity.node;
  return node.id ?? node.name;
}

describe("Follow feed", () => {
  let reader: UserRow;
  let friend: UserRow;
  let stranger: UserRow;
  let suggested: UserRow;
  let ids: Record<string, number> = {};

  beforeAll(async () => {
    reader = await createUser();
    friend = await createUser();
    stranger = await createUser();
    suggested = await createUser();
    const unfollowed = await createUser();
    await db()
      .insert(follows)
      .values([
        { followerId: reader.id, followeeId: friend.id },
        { followerId: friend.id, followeeId: suggested.id },
      ]);
    const garden = await tag(`garden${Math.random()}`);
    await db().insert(tagBookmarks).values({ userId: reader.id, tagId: garden.id });
    const friendOld = await article(friend, T0);
    const friendNew = await article(friend, T0 + 5 * HOUR);
    const friendArchived = await article(friend, T0 + 6 * HOUR, "archived");
    const tagged = await article(stranger, T0 + 2 * HOUR);
    const friendTagged = await article(friend, T0 + 3 * HOUR);
    const untagged = await article(unfollowed, T0 + 4 * HOUR);
    await db()
      .insert(articleTags)
      .values([
        { articleId: tagged.id, tagId: garden.id, createdAt: T0 + 2 * HOUR },
        { articleId: friendTagged.id, tagId: garden.id, createdAt: T0 + 3 * HOUR },
      ]);
    const [circle] = await db()
      .insert(circles)
      .values({
        ownerId: friend.id,
        name: `c${seq++}${Math.floor(Math.random() * 1e6)}`,
        displayName: "Circle",
        createdAt: T0 + HOUR,
      })
      .returning();
    ids = {
      friendOld: friendOld.id,
      friendNew: friendNew.id,
      friendArchived: friendArchived.id,
      tagged: tagged.id,
      friendTagged: friendTagged.id,
      untagged: untagged.id,
      circle: circle?.id ?? 0,
    };
  });

  async function readAll(client: Client, type?: "article") {
    const all: Activity[] = [];
    let after: string | null = null;
    for (let i = 0; i < 10; i++) {
      const result: GqlResult<FeedsFollowingQuery> = await client.gql(FOLLOWING, { after, type });
      const feed = present(result.data?.viewer).recommendation.following;
      all.push(...present(feed.edges).map((e) => e.node));
      if (!feed.pageInfo.hasNextPage) break;
      after = feed.pageInfo.endCursor;
    }
    return all;
  }

  it("lists what followed people did and what reached bookmarked tags, newest first, each once", async () => {
    const client = await signIn(reader.email ?? "");
    const all = await readAll(client);
    const activities = all.filter((a) => a.__typename !== "UserRecommendationActivity");
    expect(activities.map((a) => [a.__typename, subjectOf(a)])).toEqual([
      ["UserPublishArticleActivity", gid("Article", ids.friendNew ?? 0)],
      // the friend's tagged article shows once, as published by someone followed
      ["UserPublishArticleActivity", gid("Article", ids.friendTagged ?? 0)],
      ["UserAddArticleTagActivity", gid("Article", ids.tagged ?? 0)],
      ["UserCreateCircleActivity", expect.any(String)],
      ["UserPublishArticleActivity", gid("Article", ids.friendOld ?? 0)],
    ]);
    const tagged = activities[2];
    expect(tagged && "actor" in tagged ? tagged.actor.userName : undefined).toBe(stranger.userName);
  });

  it("suggests people the followed follow, after the third activity of the first page", async () => {
    const client = await signIn(reader.email ?? "");
    const result = await client.gql(FOLLOWING);
    const edges = result.data?.viewer?.recommendation.following.edges ?? [];
    expect(edges[3]?.node).toEqual({
      __typename: "UserRecommendationActivity",
      source: "UserFollowing",
      nodes: [{ userName: suggested.userName }],
    });
  });

  it("keeps to articles when filtered", async () => {
    const client = await signIn(reader.email ?? "");
    const all = await readAll(client, "article");
    expect(all.map((a) => a.__typename)).not.toContain("UserCreateCircleActivity");
    expect(all.map((a) => a.__typename)).not.toContain("UserRecommendationActivity");
    expect(all).toHaveLength(4);
  });

  it("is empty for visitors", async () => {
    const result = await new Client().gql(FOLLOWING);
    expect(result.data?.viewer?.recommendation.following.edges).toEqual([]);
  });
});

const BROADCASTS = graphql(`
  query FeedsFollowingBroadcasts {
    viewer {
      recommendation {
        following(input: { first: 20 }) {
          edges {
            node {
              __typename
              ... on UserBroadcastCircleActivity {
                actor {
                  userName
                }
                node {
                  content
                }
                target {
                  name
                }
              }
            }
          }
        }
      }
    }
  }
`);

describe("Follow feed: a circle's broadcasts", () => {
  let owner: UserRow;
  let circleName: string;
  let circleId: number;

  beforeAll(async () => {
    owner = await createUser();
    circleName = `b${seq++}${Math.floor(Math.random() * 1e6)}`;
    const [circle] = await db()
      .insert(circles)
      .values({ ownerId: owner.id, name: circleName, displayName: "Broadcasts", createdAt: T0 })
      .returning();
    circleId = present(circle).id;
    const comment = (values: Partial<typeof comments.$inferInsert>) =>
      db()
        .insert(comments)
        .values({ type: "circleBroadcast", targetId: circleId, authorId: owner.id, content: "", ...values })
        .returning();
    const [news] = await comment({ content: "<p>News for members</p>", createdAt: T0 + HOUR });
    // a member's reply and the owner's word in the discussion are not broadcasts started
    await comment({ content: "<p>A reply</p>", parentCommentId: present(news).id, createdAt: T0 + 2 * HOUR });
    await comment({ type: "circleDiscussion", content: "<p>Talk</p>", createdAt: T0 + 3 * HOUR });
  });

  async function reader({ follows: following, member }: { follows: boolean; member?: "active" | "trialing" }) {
    const user = await createUser();
    if (following) await db().insert(follows).values({ followerId: user.id, followeeId: owner.id });
    if (member) await db().insert(circleMembers).values({ circleId, userId: user.id, state: member });
    return { user, client: await signIn(user.email ?? "") };
  }

  const broadcastsOf = async (client: Client) =>
    present(present((await client.gql(BROADCASTS)).data?.viewer).recommendation.following.edges)
      .map((e) => e.node)
      .filter((n) => n.__typename === "UserBroadcastCircleActivity");

  it("shows a member who follows the owner the broadcasts the owner started, with the circle", async () => {
    for (const state of ["active", "trialing"] as const) {
      const { client } = await reader({ follows: true, member: state });
      expect(await broadcastsOf(client)).toEqual([
        {
          __typename: "UserBroadcastCircleActivity",
          actor: { userName: owner.userName },
          node: { content: "<p>News for members</p>" },
          target: { name: circleName },
        },
      ]);
    }
  });

  it("shows no one else: a follower who is not a member, a member who does not follow, a member who left", async () => {
    const follower = await reader({ follows: true });
    expect(await broadcastsOf(follower.client)).toEqual([]);
    const unfollowing = await reader({ follows: false, member: "active" });
    expect(await broadcastsOf(unfollowing.client)).toEqual([]);
    const left = await reader({ follows: true, member: "active" });
    expect(await broadcastsOf(left.client)).toHaveLength(1);
    await db().update(circleMembers).set({ state: "canceled" }).where(eq(circleMembers.userId, left.user.id));
    expect(await broadcastsOf(left.client)).toEqual([]);
  });
});

const AUTHORS = graphql(`
  query FeedsAuthors($random: Int, $after: String) {
    viewer {
      recommendation {
        authors(input: { first: 50, after: $after, filter: { random: $random } }) {
          totalCount
          edges {
            node {
              id
            }
          }
        }
      }
    }
  }
`);

describe("Recommended authors", () => {
  beforeAll(async () => {
    for (let i = 0; i < 12; i++) await article(await createUser(), T0 + i);
    const quiet = await createUser({ state: "banned" });
    await article(quiet, T0);
  });

  it("shuffles by the random key: the same key gives the same order, another key another", async () => {
    const client = new Client();
    const order = async (random: number) =>
      (present((await client.gql(AUTHORS, { random })).data?.viewer).recommendation.authors.edges ?? []).map(
        (e) => e.node.id,
      );
    const a = await order(3);
    expect(a.length).toBeGreaterThanOrEqual(12);
    expect(await order(3)).toEqual(a);
    const others = await Promise.all([0, 1, 2, 4, 5].map(order));
    expect(others.some((o) => o.join() !== a.join())).toBe(true);
    // same people, another order
    for (const o of others) expect([...o].sort()).toEqual([...a].sort());
  });

  it("refuses a random key outside 0 to 49", async () => {
    expect(codeOf(await new Client().gql(AUTHORS, { random: 50 }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await new Client().gql(AUTHORS, { random: -1 }))).toBe("BAD_USER_INPUT");
  });

  it("leaves out the viewer and people the viewer follows", async () => {
    const me = await createUser();
    await article(me, T0);
    const client = await signIn(me.email ?? "");
    const before = present((await client.gql(AUTHORS, { random: 1 })).data?.viewer).recommendation.authors;
    const ids = present(before.edges).map((e) => e.node.id);
    expect(ids).not.toContain(gid("User", me.id));
    const followed = dbId(ids[0] ?? "");
    await db().insert(follows).values({ followerId: me.id, followeeId: followed });
    const after = present((await client.gql(AUTHORS, { random: 1 })).data?.viewer).recommendation.authors;
    expect(present(after.edges).map((e) => e.node.id)).not.toContain(ids[0]);
  });
});

describe("Collections and related articles", () => {
  let author: UserRow;
  let listed: { id: number }[] = [];
  let collectionId = 0;
  beforeAll(async () => {
    author = await createUser();
    const a = await article(author, T0);
    const b = await article(author, T0 + HOUR);
    const c = await article(author, T0 + 2 * HOUR, "archived");
    const d = await article(author, T0 + 3 * HOUR);
    const [collection] = await db()
      .insert(collections)
      .values({ authorId: author.id, title: "Walks", pinned: true })
      .returning();
    collectionId = collection?.id ?? 0;
    await db()
      .insert(collectionArticles)
      .values([
        { collectionId, articleId: a.id, order: 1 },
        { collectionId, articleId: b.id, order: 2 },
        { collectionId, articleId: c.id, order: 3 },
        { collectionId, articleId: d.id, order: 4 },
      ]);
    listed = [a, b, d];
  });

  it("lists a collection's readable articles in the author's order, either way, in pages", async () => {
    const query = graphql(`
      query FeedsCollection($id: ID!, $reversed: Boolean!, $after: String) {
        node(input: { id: $id }) {
          ... on Collection {
            title
            author {
              userName
            }
            articles(input: { first: 2, reversed: $reversed, after: $after }) {
              totalCount
              pageInfo {
                hasNextPage
                endCursor
              }
              edges {
                node {
                  id
                }
              }
            }
          }
        }
      }
    `);
    const client = new Client();
    const id = gid("Collection", collectionId);
    const forward = (await client.gql(query, { id, reversed: false })).data?.node;
    expect(forward?.title).toBe("Walks");
    expect(forward?.articles.totalCount).toBe(3);
    expect(forward?.articles.edges?.map((e) => e.node.id)).toEqual(listed.slice(0, 2).map((a) => gid("Article", a.id)));
    const rest = (await client.gql(query, { id, reversed: false, after: forward?.articles.pageInfo.endCursor })).data
      ?.node;
    expect(rest?.articles.edges?.map((e) => e.node.id)).toEqual([gid("Article", listed[2]?.id ?? 0)]);
    const backward = (await client.gql(query, { id, reversed: true })).data?.node;
    expect(backward?.articles.edges?.[0]?.node.id).toBe(gid("Article", listed[2]?.id ?? 0));
  });

  it("shows a person's collections and pinned works, and an article's collections", async () => {
    const result = await new Client().gql(
      graphql(`
        query FeedsUserCollections($name: String!) {
          user(input: { userName: $name }) {
            collections(input: { first: 5 }) {
              totalCount
              edges {
                node {
                  title
                }
              }
            }
            pinnedWorks {
              __typename
              ... on Collection {
                title
              }
            }
          }
        }
      `),
      { name: present(author.userName) },
    );
    expect(result.data?.user?.collections.totalCount).toBe(1);
    expect(result.data?.user?.pinnedWorks).toEqual([{ __typename: "Collection", title: "Walks" }]);
    const inArticle = await new Client().gql(
      graphql(`
        query FeedsArticleCollections($id: ID!) {
          node(input: { id: $id }) {
            ... on Article {
              collections(input: { first: 5 }) {
                edges {
                  node {
                    title
                  }
                }
              }
            }
          }
        }
      `),
      { id: gid("Article", listed[0]?.id ?? 0) },
    );
    expect(inArticle.data?.node?.collections.edges).toEqual([{ node: { title: "Walks" } }]);
  });

  it("relates articles by shared tags, most shared first, then the author's own work", async () => {
    const [t1, t2] = [await tag(`rel-a${Math.random()}`), await tag(`rel-b${Math.random()}`)];
    const other = await createUser();
    const base = await article(other, T0);
    const both = await article(await createUser(), T0 - HOUR);
    const one = await article(await createUser(), T0 + HOUR);
    const banned = await article(await createUser(), T0 + 2 * HOUR, "banned");
    const own = await article(other, T0 - 5 * HOUR);
    await db()
      .insert(articleTags)
      .values([
        { articleId: base.id, tagId: t1.id },
        { articleId: base.id, tagId: t2.id },
        { articleId: both.id, tagId: t1.id },
        { articleId: both.id, tagId: t2.id },
        { articleId: one.id, tagId: t2.id },
        { articleId: banned.id, tagId: t1.id },
      ]);
    const result = await new Client().gql(
      graphql(`
        query FeedsRelated($hash: String!) {
          article(input: { shortHash: $hash }) {
            relatedArticles(input: { first: 5 }) {
              edges {
                node {
                  id
                }
              }
            }
          }
        }
      `),
      { hash: base.shortHash },
    );
    expect(result.data?.article?.relatedArticles.edges?.map((e) => e.node.id)).toEqual(
      [both, one, own].map((a) => gid("Article", a.id)),
    );
  });

  it("keeps restricted authors' work in the Featured feed only by editor choice", async () => {
    // restrictions keep work out of Latest and Hottest, not out of editor picks
    const restricted = await createUser();
    await db().insert(userRestrictions).values({ userId: restricted.id, type: "articleNewest" });
    const a = await article(restricted, T0);
    await db()
      .insert(featuredArticles)
      .values({ articleId: a.id, pickedAt: T0 + 100 * HOUR });
    const result = await new Client().gql(FEATURED);
    expect(result.data?.viewer?.recommendation.icymi.edges?.[0]?.node.id).toBe(gid("Article", a.id));
  });
});

describe("Recommended tags", () => {
  it("shuffle the most used tags by the random key, and list by article count without one", async () => {
    for (let i = 0; i < 8; i++) {
      await db()
        .insert(tags)
        .values({
          content: `pool${i}-${Math.random()}`,
          slug: "p",
          shortHash: `rt${i}${Math.random()}`,
          numArticles: 10 + i,
        });
    }
    const query = graphql(`
      query FeedsTags($random: Int) {
        viewer {
          recommendation {
            tags(input: { first: 50, filter: { random: $random } }) {
              edges {
                node {
                  id
                  numArticles
                }
              }
            }
          }
        }
      }
    `);
    const client = new Client();
    const order = async (random?: number) =>
      (present((await client.gql(query, { random })).data?.viewer).recommendation.tags.edges ?? []).map((e) => e.node);
    const plain = await order();
    const counts = plain.map((t) => t.numArticles);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const a = (await order(7)).map((t) => t.id);
    expect((await order(7)).map((t) => t.id)).toEqual(a);
    const others = await Promise.all([1, 2, 3].map(async (r) => (await order(r)).map((t) => t.id)));
    expect(others.some((o) => o.join() !== a.join())).toBe(true);
    expect([...a].sort()).toEqual(plain.map((t) => t.id).sort());
  });
});

describe("A person's moments", () => {
  it("lists active moments newest first, in pages, and none of an archived person", async () => {
    const author = await createUser();
    const rows = [];
    for (const [i, state] of (["active", "archived", "active", "active"] as const).entries()) {
      const [row] = await db()
        .insert(moments)
        .values({
          authorId: author.id,
          shortHash: `m${i}${Math.random()}`,
          content: `m${i}`,
          state,
          createdAt: T0 + i * HOUR,
        })
        .returning();
      rows.push(row);
    }
    const query = graphql(`
      query FeedsMoments($name: String!, $after: String) {
        user(input: { userName: $name }) {
          moments(input: { first: 2, after: $after }) {
            totalCount
            pageInfo {
              hasNextPage
              endCursor
            }
            edges {
              node {
                content
              }
            }
          }
        }
      }
    `);
    const client = new Client();
    const first = (await client.gql(query, { name: present(author.userName) })).data?.user?.moments;
    expect(first?.edges?.map((e) => e.node.content)).toEqual(["m3", "m2"]);
    expect(first?.totalCount).toBe(3);
    const next = (await client.gql(query, { name: present(author.userName), after: first?.pageInfo.endCursor })).data
      ?.user?.moments;
    expect(next?.edges?.map((e) => e.node.content)).toEqual(["m0"]);
    expect(next?.pageInfo.hasNextPage).toBe(false);
    const archived = await createUser({ state: "archived" });
    await db()
      .insert(moments)
      .values({ authorId: archived.id, shortHash: `ma${Math.random()}`, content: "gone" });
    const none = (await client.gql(query, { name: present(archived.userName) })).data?.user?.moments;
    expect(none?.edges).toEqual([]);
  });
});
