import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cacheTags } from "@/lib/cache/tags";
import { articles, articleTags, blocks, follows, tags, users } from "@/server/db/schema";
import { codeOf, db, present } from "../support/api";
import { gid, insertArticle, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Follows and blocks between people: what each toggle changes, that it is idempotent and
// keeps the counts right under concurrent identical requests, who may not follow whom, and
// what a block takes away (follows, the blocked person's reach, the blocker's feeds).

const Follow = graphql(`
  mutation SocialFollow($id: ID!, $enabled: Boolean) {
    toggleFollowUser(input: { id: $id, enabled: $enabled }) {
      id
      isFollowee
      isFollower
      followers(input: { first: 0 }) {
        totalCount
      }
    }
  }
`);

const Block = graphql(`
  mutation SocialBlock($id: ID!, $enabled: Boolean) {
    toggleBlockUser(input: { id: $id, enabled: $enabled }) {
      id
      isBlocking
      isBlocked
      isFollowee
    }
  }
`);

const Person = graphql(`
  query SocialPerson($userName: String!, $first: Int, $after: String) {
    user(input: { userName: $userName }) {
      id
      isFollower
      isFollowee
      isBlocking
      isBlocked
      followers(input: { first: $first, after: $after }) {
        totalCount
        pageInfo {
          endCursor
          hasNextPage
          hasPreviousPage
        }
        edges {
          cursor
          node {
            id
            userName
          }
        }
      }
      following {
        circles(input: { first: 5 }) {
          totalCount
          edges {
            node {
              id
            }
          }
        }
        users(input: { first: $first, after: $after }) {
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

const BlockList = graphql(`
  query SocialBlockList($first: Int, $after: String) {
    viewer {
      id
      blockList(input: { first: $first, after: $after }) {
        totalCount
        pageInfo {
          endCursor
          hasNextPage
        }
        edges {
          node {
            id
            isBlocking
          }
        }
      }
    }
  }
`);

const OthersBlockList = graphql(`
  query SocialOthersBlockList($userName: String!) {
    user(input: { userName: $userName }) {
      blockList(input: { first: 5 }) {
        totalCount
      }
    }
  }
`);

const userGid = (id: number) => gid("User", id);
const followRow = async (followerId: number, followeeId: number) =>
  (
    await db()
      .select()
      .from(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
  ).length;

async function person(
  client: Awaited<ReturnType<typeof writer>>["client"],
  userName: string,
  first = 20,
  after?: string,
) {
  const result = await client.gql(Person, { userName, first, after });
  expect(result.errors).toBeUndefined();
  return present(result.data?.user);
}

describe("toggleFollowUser", () => {
  it("follows and unfollows, the counts and both sides' flags following", async () => {
    const a = await writer();
    const b = await writer();
    const followed = await a.client.gql(Follow, { id: userGid(b.user.id), enabled: true });
    expect(followed.errors).toBeUndefined();
    expect(followed.data?.toggleFollowUser).toMatchObject({
      id: userGid(b.user.id),
      isFollowee: true,
      isFollower: false,
      followers: { totalCount: 1 },
    });
    // b sees a as a follower ('Followed You'); once b follows back it is mutual
    expect((await person(b.client, a.user.userName as string)).isFollower).toBe(true);
    await b.client.gql(Follow, { id: userGid(a.user.id), enabled: true });
    const mutual = await person(a.client, b.user.userName as string);
    expect(mutual).toMatchObject({ isFollower: true, isFollowee: true });
    expect(mutual.following.users.totalCount).toBe(1);

    const unfollowed = await a.client.gql(Follow, { id: userGid(b.user.id), enabled: false });
    expect(unfollowed.data?.toggleFollowUser).toMatchObject({ isFollowee: false, followers: { totalCount: 0 } });
    expect(await followRow(a.user.id, b.user.id)).toBe(0);
  });

  it("is idempotent, and without enabled turns the follow over", async () => {
    const a = await writer();
    const b = await writer();
    const id = userGid(b.user.id);
    for (let i = 0; i < 3; i++) await a.client.gql(Follow, { id, enabled: true });
    expect(await followRow(a.user.id, b.user.id)).toBe(1);
    expect((await a.client.gql(Follow, { id })).data?.toggleFollowUser.isFollowee).toBe(false);
    expect((await a.client.gql(Follow, { id })).data?.toggleFollowUser.isFollowee).toBe(true);
  });

  it("moves the count by exactly one under 20 concurrent identical follows, and purges once", async () => {
    const a = await writer();
    const b = await writer();
    a.client.purged = [];
    const results = await Promise.all(
      Array.from({ length: 20 }, () => a.client.gql(Follow, { id: userGid(b.user.id), enabled: true })),
    );
    expect(results.map(codeOf).filter(Boolean)).toEqual([]);
    expect(await followRow(a.user.id, b.user.id)).toBe(1);
    expect((await person(a.client, b.user.userName as string)).followers.totalCount).toBe(1);
    expect(a.client.purged).toEqual([cacheTags.userFollows(b.user.id), cacheTags.userFollows(a.user.id)]);

    const undone = await Promise.all(
      Array.from({ length: 20 }, () => a.client.gql(Follow, { id: userGid(b.user.id), enabled: false })),
    );
    expect(undone.map(codeOf).filter(Boolean)).toEqual([]);
    expect((await person(a.client, b.user.userName as string)).followers.totalCount).toBe(0);
  }, 60_000);

  it("refuses oneself, an archived account, a missing person and another kind of id", async () => {
    const a = await writer();
    const archived = await writer({ state: "archived" });
    expect(codeOf(await a.client.gql(Follow, { id: userGid(a.user.id), enabled: true }))).toBe("FORBIDDEN");
    expect(codeOf(await a.client.gql(Follow, { id: userGid(archived.user.id), enabled: true }))).toBe(
      "FORBIDDEN_BY_TARGET_STATE",
    );
    expect(codeOf(await a.client.gql(Follow, { id: userGid(999_999_999), enabled: true }))).toBe("USER_NOT_FOUND");
    expect(codeOf(await a.client.gql(Follow, { id: gid("Article", 1), enabled: true }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await a.client.gql(Follow, { id: "not an id", enabled: true }))).toBe("BAD_USER_INPUT");
  });

  it("lets a follower of an account that was archived since unfollow it", async () => {
    const a = await writer();
    const b = await writer();
    await a.client.gql(Follow, { id: userGid(b.user.id), enabled: true });
    await db().update(users).set({ state: "archived" }).where(eq(users.id, b.user.id));
    // following again changes nothing and is not refused; unfollowing works
    expect(codeOf(await a.client.gql(Follow, { id: userGid(b.user.id), enabled: true }))).toBeUndefined();
    const undone = await a.client.gql(Follow, { id: userGid(b.user.id), enabled: false });
    expect(undone.errors).toBeUndefined();
    expect(await followRow(a.user.id, b.user.id)).toBe(0);
  });

  it("lists followers and followings newest first, page by page", async () => {
    const star = await writer();
    const fans = [await writer(), await writer(), await writer()];
    for (const fan of fans) await fan.client.gql(Follow, { id: userGid(star.user.id), enabled: true });
    const first = await person(fans[0]?.client ?? star.client, star.user.userName as string, 2);
    expect(first.followers.totalCount).toBe(3);
    expect(first.followers.edges?.map((e) => e.node.userName)).toEqual([
      fans[2]?.user.userName,
      fans[1]?.user.userName,
    ]);
    expect(first.followers.pageInfo.hasNextPage).toBe(true);
    const rest = await person(star.client, star.user.userName as string, 2, first.followers.pageInfo.endCursor ?? "");
    expect(rest.followers.edges?.map((e) => e.node.userName)).toEqual([fans[0]?.user.userName]);
    expect(rest.followers.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const fan = await person(star.client, fans[0]?.user.userName as string);
    expect(fan.following.users.edges?.map((e) => e.node.id)).toEqual([userGid(star.user.id)]);
    // the fan follows no circle
    expect(fan.following.circles).toEqual({ totalCount: 0, edges: [] });
  });
});

describe("toggleBlockUser", () => {
  it("blocks: ends the follows both ways, stops the blocked following again, and lists the block", async () => {
    const blocker = await writer();
    const blocked = await writer();
    await blocker.client.gql(Follow, { id: userGid(blocked.user.id), enabled: true });
    await blocked.client.gql(Follow, { id: userGid(blocker.user.id), enabled: true });

    blocker.client.purged = [];
    const result = await blocker.client.gql(Block, { id: userGid(blocked.user.id), enabled: true });
    expect(result.data?.toggleBlockUser).toEqual({
      id: userGid(blocked.user.id),
      isBlocking: true,
      isBlocked: false,
      isFollowee: false,
    });
    // the follower counts of both changed
    expect(blocker.client.purged).toEqual([
      cacheTags.userFollows(blocked.user.id),
      cacheTags.userFollows(blocker.user.id),
    ]);
    expect(await followRow(blocker.user.id, blocked.user.id)).toBe(0);
    expect(await followRow(blocked.user.id, blocker.user.id)).toBe(0);

    // no follow across a block, whichever side asks
    expect(codeOf(await blocked.client.gql(Follow, { id: userGid(blocker.user.id), enabled: true }))).toBe("FORBIDDEN");
    expect(codeOf(await blocker.client.gql(Follow, { id: userGid(blocked.user.id), enabled: true }))).toBe("FORBIDDEN");
    expect(await followRow(blocked.user.id, blocker.user.id)).toBe(0);
    expect((await person(blocked.client, blocker.user.userName as string)).isBlocked).toBe(true);

    const list = await blocker.client.gql(BlockList, { first: 20 });
    expect(list.data?.viewer?.blockList.totalCount).toBe(1);
    expect(list.data?.viewer?.blockList.edges?.[0]?.node).toEqual({ id: userGid(blocked.user.id), isBlocking: true });

    // unblocking purges nothing (no shared page shows a block) and allows following again
    blocker.client.purged = [];
    const unblocked = await blocker.client.gql(Block, { id: userGid(blocked.user.id), enabled: false });
    expect(unblocked.data?.toggleBlockUser.isBlocking).toBe(false);
    expect(blocker.client.purged).toEqual([]);
    expect(codeOf(await blocked.client.gql(Follow, { id: userGid(blocker.user.id), enabled: true }))).toBeUndefined();
    expect((await blocker.client.gql(BlockList, { first: 20 })).data?.viewer?.blockList.totalCount).toBe(0);
  });

  it("is idempotent under 20 concurrent identical blocks, and refuses oneself", async () => {
    const a = await writer();
    const b = await writer();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => a.client.gql(Block, { id: userGid(b.user.id), enabled: true })),
    );
    expect(results.map(codeOf).filter(Boolean)).toEqual([]);
    const rows = await db()
      .select()
      .from(blocks)
      .where(and(eq(blocks.userId, a.user.id), eq(blocks.blockedId, b.user.id)));
    expect(rows).toHaveLength(1);
    expect(codeOf(await a.client.gql(Block, { id: userGid(a.user.id), enabled: true }))).toBe("FORBIDDEN");
  }, 60_000);

  it("keeps a block list its owner's: another user reading it is refused", async () => {
    const a = await writer();
    const b = await writer();
    await a.client.gql(Block, { id: userGid(b.user.id), enabled: true });
    const peek = await b.client.gql(OthersBlockList, { userName: a.user.userName as string });
    expect(codeOf(peek)).toBe("FORBIDDEN");
  });

  it("pages the block list, last blocked first", async () => {
    const a = await writer();
    const others = [await writer(), await writer(), await writer()];
    for (const o of others) await a.client.gql(Block, { id: userGid(o.user.id), enabled: true });
    const first = await a.client.gql(BlockList, { first: 2 });
    const page = present(first.data?.viewer?.blockList);
    expect(page.edges?.map((e) => e.node.id)).toEqual([
      userGid(others[2]?.user.id ?? 0),
      userGid(others[1]?.user.id ?? 0),
    ]);
    const rest = await a.client.gql(BlockList, { first: 2, after: page.pageInfo.endCursor });
    expect(rest.data?.viewer?.blockList.edges?.map((e) => e.node.id)).toEqual([userGid(others[0]?.user.id ?? 0)]);
  });
});

const FollowFeed = graphql(`
  query SocialFollowFeed {
    viewer {
      recommendation {
        following(input: { first: 50 }) {
          edges {
            node {
              __typename
              ... on UserAddArticleTagActivity {
                node {
                  id
                }
              }
            }
          }
        }
      }
    }
  }
`);

const BookmarkTag = graphql(`
  mutation SocialBookmarkTag($id: ID!) {
    toggleBookmarkTag(input: { id: $id, enabled: true }) {
      id
    }
  }
`);

describe("a block and the blocker's feeds", () => {
  it("leaves the blocked person's articles out of the blocker's follow feed", async () => {
    const reader = await writer();
    const blocked = await writer();
    const article = await insertArticle(blocked.user.id);
    const [tag] = await db()
      .insert(tags)
      .values({
        content: `feedtag${Date.now()}${Math.random()}`,
        slug: "feedtag",
        shortHash: `ft${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      })
      .returning();
    const tagId = present(tag).id;
    await db().insert(articleTags).values({ articleId: article.id, tagId });
    await reader.client.gql(BookmarkTag, { id: gid("Tag", tagId) });

    const ids = async () =>
      ((await reader.client.gql(FollowFeed, {})).data?.viewer?.recommendation.following.edges ?? []).flatMap((e) =>
        e.node.__typename === "UserAddArticleTagActivity" ? [e.node.node.id] : [],
      );
    expect(await ids()).toContain(gid("Article", article.id));
    await reader.client.gql(Block, { id: userGid(blocked.user.id), enabled: true });
    expect(await ids()).not.toContain(gid("Article", article.id));
    // the counts the article shows are untouched by the block
    const [row] = await db().select().from(articles).where(eq(articles.id, article.id));
    expect(row?.state).toBe("active");
  });
});
