import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createContext } from "@/server/api/context";
import { announceToEveryone, notifyDonation } from "@/server/api/services/notices";
import { blocks, emailOutbox, follows, moments, notices, transactions } from "@/server/db/schema";
import { Client, codeOf, db, present } from "../support/api";
import { fromNewIp, gid, insertArticle, insertCollection, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";
import type { NoticesListQuery } from "./generated/graphql";

// Notices: each kind made by the mutation that causes it, grouped while unread, left out when
// the reader turned the kind off or blocked the actor, read only by their reader; followers'
// My Page's dot and official announcements arrive through the queue (wrangler.toml's
// NOTICE_QUEUE, consumed by the test worker).

const LIST = graphql(`
  query NoticesList($first: Int, $after: String) {
    viewer {
      id
      status {
        unreadNoticeCount
        unreadFollowing
      }
      notices(input: { first: $first, after: $after }) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            __typename
            id
            unread
            createdAt
            ... on UserNotice {
              userType: type
              actors {
                id
              }
              userTarget: target {
                id
              }
            }
            ... on ArticleNotice {
              articleType: type
              actors {
                id
              }
              articleTarget: target {
                id
              }
            }
            ... on ArticleArticleNotice {
              collectedType: type
              actors {
                id
              }
              collectedTarget: target {
                id
              }
              article {
                id
              }
            }
            ... on MomentNotice {
              momentType: type
              actors {
                id
              }
              momentTarget: target {
                id
              }
            }
            ... on CommentNotice {
              commentType: type
              actors {
                id
              }
              commentTarget: target {
                id
              }
            }
            ... on CommentCommentNotice {
              replyType: type
              actors {
                id
              }
              replyTarget: target {
                id
              }
              comment {
                id
              }
            }
            ... on CollectionNotice {
              actors {
                id
              }
              collectionTarget: target {
                id
              }
            }
            ... on TransactionNotice {
              transactionType: type
              actors {
                id
              }
              transactionTarget: target {
                id
                amount
              }
            }
            ... on OfficialAnnouncementNotice {
              message
              link
            }
          }
        }
      }
    }
  }
`);

type Node = NonNullable<NonNullable<NoticesListQuery["viewer"]>["notices"]["edges"]>[number]["node"];

/** The kind of a notice as one string, and its target and actors, whatever its type. */
function flat(node: Node) {
  const n = node as Record<string, unknown> & { actors?: { id: string }[] };
  const type = ["userType", "articleType", "collectedType", "momentType", "commentType", "replyType", "transactionType"]
    .map((k) => n[k])
    .find(Boolean) as string | undefined;
  const target = ["userTarget", "articleTarget", "collectedTarget", "momentTarget", "commentTarget", "replyTarget"]
    .concat(["collectionTarget", "transactionTarget"])
    .map((k) => (n[k] as { id: string } | undefined)?.id)
    .find(Boolean);
  return {
    typename: node.__typename,
    type: type ?? (node.__typename === "CollectionNotice" ? "CollectionLiked" : undefined),
    target,
    actors: (n.actors ?? []).map((a) => a.id),
    unread: node.unread,
  };
}

async function noticesOf(client: Client) {
  const result = await client.gql(LIST, { first: 20 });
  expect(result.errors).toBeUndefined();
  const viewer = present(result.data?.viewer);
  return { list: (viewer.notices.edges ?? []).map((e) => flat(e.node)), status: present(viewer.status) };
}

/** Waits for the queue's consumer to have written what `ready` looks for (Miniflare batches for up to a second). */
async function eventually<T>(read: () => Promise<T>, ready: (value: T) => boolean, ms = 8_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ready(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const FOLLOW = `mutation($id: ID!) { toggleFollowUser(input: { id: $id, enabled: true }) { id } }`;
const COMMENT = `mutation($input: PutCommentInput!) { putComment(input: $input) { id } }`;
const SETTING = `mutation($type: NotificationSettingType!, $enabled: Boolean!) {
  updateNotificationSetting(input: { type: $type, enabled: $enabled }) { settings { notification { mention newLike email } } }
}`;

const FEED = `query { viewer { recommendation { following(input: { first: 5 }) { totalCount } } } }`;

const mention = (userName: string | null) => `<a href="/@${userName}">@${userName}</a>`;

async function comment(client: Client, articleId: number, content: string, parentId?: string) {
  const result = await fromNewIp(client).gql<{ putComment: { id: string } }>(COMMENT, {
    input: { comment: { type: "article", articleId: gid("Article", articleId), content, parentId } },
  });
  expect(result.errors).toBeUndefined();
  return present(result.data?.putComment.id);
}

describe("notices", () => {
  it("tells a person of new followers, in one notice while unread, and never of their own doing", async () => {
    const alice = await writer();
    const fans = await Promise.all([writer(), writer(), writer()]);
    for (const fan of fans) {
      expect((await fan.client.gql(FOLLOW, { id: gid("User", alice.user.id) })).errors).toBeUndefined();
    }
    const { list, status } = await noticesOf(alice.client);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      typename: "UserNotice",
      type: "UserNewFollower",
      target: gid("User", alice.user.id),
    });
    expect(new Set(list[0]?.actors)).toEqual(new Set(fans.map((f) => gid("User", f.user.id))));
    expect(status.unreadNoticeCount).toBe(1);
    // the fans hear nothing of what they did
    expect((await noticesOf(present(fans[0]).client)).list).toEqual([]);
  });

  // twenty accounts made and signed in first (each a password hash): more than the default 5 s on a busy machine
  it("groups 20 likes at once into one notice with 20 actors", { timeout: 30_000 }, async () => {
    const author = await writer();
    const article = await insertArticle(author.user.id);
    const commentId = await comment(author.client, article.id, "<p>Mine</p>");
    const voters = await Promise.all(Array.from({ length: 20 }, () => writer()));
    const results = await Promise.all(
      voters.map((v) =>
        v.client.gql(`mutation($id: ID!) { voteComment(input: { id: $id, vote: up }) { id } }`, { id: commentId }),
      ),
    );
    expect(results.map((r) => r.errors)).toEqual(results.map(() => undefined));
    const { list, status } = await noticesOf(author.client);
    const liked = list.filter((n) => n.type === "CommentLiked");
    expect(liked).toHaveLength(1);
    expect(liked[0]?.actors).toHaveLength(20);
    expect(liked[0]?.target).toBe(commentId);
    expect(status.unreadNoticeCount).toBe(1);
  });

  it("makes a new notice for likes after the reader read the group", async () => {
    const author = await writer();
    const article = await insertArticle(author.user.id);
    const [first, second] = [await writer(), await writer()];
    const like = (c: Client) =>
      c.gql(`mutation($id: ID!) { appreciateArticle(input: { id: $id, amount: 1 }) { id } }`, {
        id: gid("Article", article.id),
      });
    expect((await like(first.client)).errors).toBeUndefined();
    expect((await author.client.gql(`mutation { markAllNoticesAsRead }`)).data).toEqual({ markAllNoticesAsRead: true });
    expect((await like(second.client)).errors).toBeUndefined();
    const { list, status } = await noticesOf(author.client);
    const likes = list.filter((n) => n.type === "ArticleNewAppreciation");
    expect(likes.map((n) => [n.unread, n.actors])).toEqual([
      [true, [gid("User", second.user.id)]],
      [false, [gid("User", first.user.id)]],
    ]);
    expect(status.unreadNoticeCount).toBe(1);
  });

  it("tells of comments, replies and mentions in comments, each person once", async () => {
    const author = await writer();
    const [replier, commenter, named] = [await writer(), await writer(), await writer()];
    const article = await insertArticle(author.user.id);
    const top = await comment(commenter.client, article.id, "<p>First</p>");
    const reply = await comment(replier.client, article.id, `<p>Yes ${mention(named.user.userName)}</p>`, top);

    const forAuthor = (await noticesOf(author.client)).list;
    expect(forAuthor.map((n) => [n.type, n.target])).toEqual([
      ["ArticleNewComment", reply],
      ["ArticleNewComment", top],
    ]);
    const forCommenter = (await noticesOf(commenter.client)).list;
    expect(forCommenter).toEqual([
      expect.objectContaining({ typename: "CommentCommentNotice", type: "CommentNewReply", target: top }),
    ]);
    const forNamed = (await noticesOf(named.client)).list;
    expect(forNamed).toEqual([expect.objectContaining({ type: "CommentMentionedYou", target: reply })]);
  });

  it("leaves out a notice whose comment was deleted, with no gap in the pages or error", async () => {
    const author = await writer();
    const commenters = [await writer(), await writer(), await writer()] as const;
    const article = await insertArticle(author.user.id);
    const ids: string[] = [];
    for (const [i, commenter] of commenters.entries())
      ids.push(await comment(commenter.client, article.id, `<p>${i}</p>`));
    const removed = await commenters[1].client.gql(`mutation($id: ID!) { deleteComment(input: { id: $id }) { id } }`, {
      id: ids[1],
    });
    expect(removed.errors).toBeUndefined();

    // page by page, two at a time: the deleted comment's notice is left out of the first page
    const seen: (string | undefined)[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 5; pages++) {
      const result = await author.client.gql(LIST, { first: 2, after });
      expect(result.errors).toBeUndefined();
      const notices: NonNullable<NoticesListQuery["viewer"]>["notices"] = present(result.data?.viewer).notices;
      seen.push(...(notices.edges ?? []).map((e) => flat(e.node).target));
      if (!notices.pageInfo.hasNextPage) break;
      after = notices.pageInfo.endCursor ?? null;
    }
    expect(seen).toEqual([ids[2], ids[0]]);
  });

  it("tells of a pinned comment, a liked moment and a liked collection", async () => {
    const author = await writer();
    const reader = await writer();
    const article = await insertArticle(author.user.id);
    const remark = await comment(reader.client, article.id, "<p>Pin me</p>");
    expect(
      (
        await author.client.gql(`mutation($id: ID!) { togglePinComment(input: { id: $id, enabled: true }) { id } }`, {
          id: remark,
        })
      ).errors,
    ).toBeUndefined();
    const [moment] = await db()
      .insert(moments)
      .values({ authorId: author.user.id, shortHash: `nm${Date.now()}`, content: "<p>Now</p>" })
      .returning();
    const collection = await insertCollection(author.user.id);
    await reader.client.gql(`mutation($id: ID!) { likeMoment(input: { id: $id }) { id } }`, {
      id: gid("Moment", present(moment).id),
    });
    await reader.client.gql(`mutation($id: ID!) { likeCollection(input: { id: $id }) { id } }`, {
      id: gid("Collection", collection.id),
    });
    expect((await noticesOf(reader.client)).list).toEqual([
      expect.objectContaining({ type: "CommentPinned", target: remark, actors: [gid("User", author.user.id)] }),
    ]);
    const forAuthor = (await noticesOf(author.client)).list.map((n) => [n.type, n.target]);
    expect(forAuthor).toEqual(
      expect.arrayContaining([
        ["MomentLiked", gid("Moment", present(moment).id)],
        ["CollectionLiked", gid("Collection", collection.id)],
      ]),
    );
  });

  it("tells of mentions and links in a published article, and lights its author's followers' My Page through the queue", async () => {
    const author = await writer();
    const [named, linkedAuthor, follower] = [await writer(), await writer(), await writer()];
    const linked = await insertArticle(linkedAuthor.user.id);
    await follower.client.gql(FOLLOW, { id: gid("User", author.user.id) });
    // the follower has seen everything so far
    await follower.client.gql(FEED);
    expect((await noticesOf(follower.client)).status.unreadFollowing).toBe(false);
    const draft = await author.client.gql<{ putDraft: { id: string } }>(
      `mutation($input: PutDraftInput!) { putDraft(input: $input) { id } }`,
      {
        input: {
          title: "Mentions",
          content: `<p>Hello ${mention(named.user.userName)}</p>`,
          connections: [gid("Article", linked.id)],
        },
      },
    );
    const published = await fromNewIp(author.client).gql<{ publishArticle: { article: { id: string } | null } }>(
      `mutation($id: ID!) { publishArticle(input: { id: $id }) { article { id } } }`,
      { id: present(draft.data?.putDraft.id) },
    );
    expect(published.errors).toBeUndefined();
    const articleId = present(published.data?.publishArticle.article?.id);

    expect((await noticesOf(named.client)).list).toEqual([
      expect.objectContaining({ typename: "ArticleNotice", type: "ArticleMentionedYou", target: articleId }),
    ]);
    expect((await noticesOf(linkedAuthor.client)).list).toEqual([
      expect.objectContaining({
        typename: "ArticleArticleNotice",
        type: "ArticleNewCollected",
        target: gid("Article", linked.id),
      }),
    ]);
    const forFollower = await eventually(
      () => noticesOf(follower.client),
      (r) => r.status.unreadFollowing,
    );
    expect(forFollower.status.unreadFollowing).toBe(true);
    // the contract has no notice for a followee's new work: the dot and the feed tell of it
    expect(forFollower.list).toEqual([]);
    // a GET of the feed (a link from elsewhere can make one) clears nothing
    const url = `http://127.0.0.1:8787/graphql?${new URLSearchParams({ query: FEED })}`;
    expect((await follower.client.request({ method: "GET", url })).status).toBe(200);
    expect((await noticesOf(follower.client)).status.unreadFollowing).toBe(true);
    // opening My Page (the follow feed's first page) clears the dot
    await follower.client.gql(FEED);
    expect((await noticesOf(follower.client)).status.unreadFollowing).toBe(false);
  });

  it("tells of mentions in a moment and lights its author's followers' My Page", async () => {
    const author = await writer();
    const [named, follower] = [await writer(), await writer()];
    await follower.client.gql(FOLLOW, { id: gid("User", author.user.id) });
    const result = await author.client.gql<{ putMoment: { id: string } }>(
      `mutation($content: String!) { putMoment(input: { content: $content }) { id } }`,
      { content: `<p>Hi ${mention(named.user.userName)}</p>` },
    );
    expect(result.errors).toBeUndefined();
    const momentId = present(result.data?.putMoment.id);
    expect((await noticesOf(named.client)).list).toEqual([
      expect.objectContaining({ type: "MomentMentionedYou", target: momentId }),
    ]);
    const forFollower = await eventually(
      () => noticesOf(follower.client),
      (r) => r.status.unreadFollowing,
    );
    expect(forFollower.status.unreadFollowing).toBe(true);
    // the author's own dot stays dark: nobody they follow did anything
    expect((await noticesOf(author.client)).status.unreadFollowing).toBe(false);

    // a client that shows the feed some other way says so with logRecord; the pop-up's record clears nothing
    const log = (client: Client, type: string) =>
      client.gql(`mutation($type: LogRecordTypes!) { logRecord(input: { type: $type }) }`, { type });
    expect((await log(follower.client, "ReadResponseInfoPopUp")).data).toEqual({ logRecord: true });
    expect((await noticesOf(follower.client)).status.unreadFollowing).toBe(true);
    expect((await log(follower.client, "ReadFollowingFeed")).data).toEqual({ logRecord: true });
    expect((await noticesOf(follower.client)).status.unreadFollowing).toBe(false);
    expect(codeOf(await log(new Client(), "ReadFollowingFeed"))).toBe("UNAUTHENTICATED");
  });

  it("makes nothing of a kind the reader turned off, and keeps the switch", async () => {
    const author = await writer();
    const named = await writer();
    const article = await insertArticle(author.user.id);
    const off = await named.client.gql(SETTING, { type: "mention", enabled: false });
    expect(off.data).toEqual({
      updateNotificationSetting: {
        settings: { notification: { mention: false, newLike: true, email: false } },
      },
    });
    await comment(author.client, article.id, `<p>${mention(named.user.userName)}</p>`);
    expect((await noticesOf(named.client)).list).toEqual([]);
    const read = await named.client.gql(`query { viewer { settings { notification { mention } } } }`);
    expect(read.data).toEqual({ viewer: { settings: { notification: { mention: false } } } });
  });

  it("tells nobody of what a person they blocked did", async () => {
    const blocker = await writer();
    const blocked = await writer();
    const host = await writer();
    const article = await insertArticle(host.user.id);
    await db().insert(blocks).values({ userId: blocker.user.id, blockedId: blocked.user.id });
    await comment(blocked.client, article.id, `<p>${mention(blocker.user.userName)}</p>`);
    expect((await noticesOf(blocker.client)).list).toEqual([]);
    // the host, who blocked no one, hears of the comment
    expect((await noticesOf(host.client)).list).toHaveLength(1);
  });

  it("mails a mention to a reader who turned email on, and not to one who did not", async () => {
    const author = await writer();
    const [mailed, unmailed] = [await writer(), await writer()];
    const article = await insertArticle(author.user.id);
    await mailed.client.gql(SETTING, { type: "email", enabled: true });
    await comment(
      author.client,
      article.id,
      `<p>${mention(mailed.user.userName)} ${mention(unmailed.user.userName)}</p>`,
    );
    const to = async (email: string | null) =>
      (
        await db()
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.to, present(email)))
      ).map((m) => m.subject);
    expect(await to(mailed.user.email)).toEqual([`${author.user.displayName} mentioned you on Margins`]);
    expect(await to(unmailed.user.email)).toEqual([]);
  });

  it("marks all read, and the count falls to 0", async () => {
    const reader = await writer();
    const fan = await writer();
    await fan.client.gql(FOLLOW, { id: gid("User", reader.user.id) });
    expect((await noticesOf(reader.client)).status.unreadNoticeCount).toBe(1);
    await reader.client.gql(`mutation { markAllNoticesAsRead }`);
    const after = await noticesOf(reader.client);
    expect(after.status.unreadNoticeCount).toBe(0);
    expect(after.list.map((n) => n.unread)).toEqual([false]);
  });

  it("lets nobody read another person's notices or settings", async () => {
    const owner = await writer();
    const other = await writer();
    await other.client.gql(FOLLOW, { id: gid("User", owner.user.id) });
    const name = owner.user.userName;
    const notices = await other.client.gql(
      `query($name: String!) { user(input: { userName: $name }) { notices(input: { first: 5 }) { totalCount } } }`,
      {
        name,
      },
    );
    expect(codeOf(notices)).toBe("FORBIDDEN");
    const settings = await other.client.gql(
      `query($name: String!) { user(input: { userName: $name }) { settings { notification { mention } } } }`,
      { name },
    );
    expect(codeOf(settings)).toBe("FORBIDDEN");
    const visitor = await fromNewIp(other.client).gql(`mutation { markAllNoticesAsRead }`);
    expect(visitor.errors).toBeUndefined();
    // the owner's notice is still unread: the other person's call marked their own
    expect((await noticesOf(owner.client)).status.unreadNoticeCount).toBe(1);
  });

  it("tells of a donation received, and of an official announcement to everyone", async () => {
    const donor = await writer();
    const author = await writer();
    const article = await insertArticle(author.user.id);
    const [tx] = await db()
      .insert(transactions)
      .values({
        senderId: donor.user.id,
        recipientId: author.user.id,
        amount: 10,
        currency: "HKD",
        purpose: "donation",
        state: "succeeded",
        targetType: "Article",
        targetId: article.id,
      })
      .returning();
    const ctx = await createContext(new Request("http://127.0.0.1:8787/graphql"), env);
    await notifyDonation(ctx, donor.user, { id: present(tx).id, recipientId: author.user.id });
    const message = `Announcement ${Date.now()}`;
    await announceToEveryone(ctx, message, "/guide");
    const result = await eventually(
      () => noticesOf(author.client),
      (r) => r.list.length >= 2,
    );
    expect(result.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          typename: "TransactionNotice",
          type: "PaymentReceivedDonation",
          actors: [gid("User", donor.user.id)],
        }),
        expect.objectContaining({ typename: "OfficialAnnouncementNotice" }),
      ]),
    );
    const rows = await db().select().from(notices).where(eq(notices.message, message));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    // follows stay as they were: nothing here wrote any
    expect(await db().select().from(follows).where(eq(follows.followeeId, author.user.id))).toEqual([]);
  });
});
