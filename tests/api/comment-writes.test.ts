import { and, eq } from "drizzle-orm";
import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { cacheTags } from "@/lib/cache/tags";
import { COMMENT_TEXT_MAX } from "@/lib/text/comment-text";
import { articles, articleVersions, blocks, comments, commentVotes, moments, transactions } from "@/server/db/schema";
import { XSS_PAYLOADS } from "../fixtures/xss-payloads";
import { Client, codeOf, db, nextMidnight, present } from "../support/api";
import { dbId } from "../support/global-ids";
import { inertFaults } from "../support/inert-html";
import { gid, insertArticle, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";
import type { CommentInput, CommentWritesListQuery } from "./generated/graphql";

// Writing comments: putComment (new, replies with their thread and the comment answered,
// editing one's own; sanitized content and its length; the contract's 6 a minute; comments
// off, blocks), deleteComment (the author's alone), togglePinComment (the author of what it is
// on, at most 3) and voteComment / unvoteComment (one vote a person, however many at once).
// Each post is sent in a rate-limit window of its own unless the limit itself is under test.

const PERIOD = 60_000;
let windows = 0;
/** The same session as `client`, on an API clock in a window no other call of this file used. */
function later(client: Client) {
  windows += 1;
  const moved = new Client(client.ip);
  moved.jar = client.jar;
  moved.purged = client.purged;
  return moved.at(nextMidnight() + windows * PERIOD);
}

const PUT = graphql(`
  mutation CommentWritesPut($input: PutCommentInput!) {
    putComment(input: $input) {
      id
      state
      content
      pinned
      upvotes
      downvotes
      myVote
      fromDonator
      parentComment {
        id
      }
      replyTo {
        id
      }
      node {
        id
      }
    }
  }
`);

const DELETE = graphql(`
  mutation CommentWritesDelete($id: ID!) {
    deleteComment(input: { id: $id }) {
      id
      state
      content
    }
  }
`);

const PIN = graphql(`
  mutation CommentWritesPin($id: ID!, $enabled: Boolean) {
    togglePinComment(input: { id: $id, enabled: $enabled }) {
      id
      pinned
    }
  }
`);

const VOTE = graphql(`
  mutation CommentWritesVote($id: ID!, $vote: Vote!) {
    voteComment(input: { id: $id, vote: $vote }) {
      id
      upvotes
      downvotes
      myVote
    }
  }
`);

const UNVOTE = graphql(`
  mutation CommentWritesUnvote($id: ID!) {
    unvoteComment(input: { id: $id }) {
      id
      upvotes
      downvotes
      myVote
    }
  }
`);

const ARTICLE = graphql(`
  query CommentWritesArticle($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      commentCount
      pinCommentLimit
      pinCommentLeft
      pinnedComments {
        id
      }
      comments(input: { first: 20 }) {
        totalCount
        edges {
          node {
            id
            content
            upvotes
            myVote
            comments(input: { first: 20 }) {
              totalCount
            }
          }
        }
      }
    }
  }
`);

type Writer = Awaited<ReturnType<typeof writer>>;

const onArticle = (articleId: number, content: string, more: Partial<CommentInput> = {}): CommentInput => ({
  type: "article",
  articleId: gid("Article", articleId),
  content,
  ...more,
});

async function put(who: Writer, comment: CommentInput, id?: string) {
  return later(who.client).gql(PUT, { input: { comment, id } });
}

async function posted(who: Writer, comment: CommentInput) {
  const result = await put(who, comment);
  expect(result.errors).toBeUndefined();
  return present(result.data?.putComment);
}

/** An article of a new author's, and a reader; both signed in. */
async function scene() {
  const author = await writer();
  const reader = await writer();
  const article = await insertArticle(author.user.id);
  return { author, reader, article };
}

const readArticle = async (client: Client, shortHash: string) =>
  present((await client.gql(ARTICLE, { shortHash })).data?.article);

function elementsOf(html: string) {
  const names = new Set<string>();
  const parser = new Parser({ onopentag: (name) => names.add(name) });
  parser.end(html);
  return [...names].sort();
}

describe("putComment", () => {
  it("writes a comment and a reply: the thread, the comment answered, the counts, the page's purges", async () => {
    const { author, reader, article } = await scene();
    const client = later(reader.client);
    client.purged = [];
    const first = present(
      (await client.gql(PUT, { input: { comment: onArticle(article.id, "<p>First, @alice</p>") } })).data?.putComment,
    );
    expect(first).toMatchObject({ state: "active", pinned: false, upvotes: 0, myVote: null, fromDonator: false });
    expect(first.content).toBe("<p>First, @alice</p>");
    expect(first.node.id).toBe(gid("Article", article.id));
    expect(client.purged).toEqual([cacheTags.article(article.id), cacheTags.articleByHash(article.shortHash)]);

    const reply = await posted(author, onArticle(article.id, "<p>Thanks</p>", { parentId: first.id }));
    expect(reply.parentComment?.id).toBe(first.id);
    expect(reply.replyTo?.id).toBe(first.id);
    const answer = await posted(
      reader,
      onArticle(article.id, "<p>You are welcome</p>", { parentId: first.id, replyTo: reply.id }),
    );
    expect(answer.replyTo?.id).toBe(reply.id);

    const read = await readArticle(new Client(), article.shortHash);
    expect(read.commentCount).toBe(3);
    expect(read.comments.totalCount).toBe(1);
    expect(read.comments.edges?.[0]?.node.comments.totalCount).toBe(2);
  });

  it("comments on moments too", async () => {
    const author = await writer();
    const reader = await writer();
    const [moment] = await db()
      .insert(moments)
      .values({ authorId: author.user.id, shortHash: `cw${Date.now()}`, content: "<p>Now</p>" })
      .returning();
    const m = present(moment);
    const client = later(reader.client);
    const result = await client.gql(PUT, {
      input: { comment: { type: "moment", momentId: gid("Moment", m.id), content: "<p>Nice</p>" } },
    });
    expect(result.errors).toBeUndefined();
    expect(client.purged).toEqual([cacheTags.moment(m.id), cacheTags.momentByHash(m.shortHash)]);
    const [row] = await db().select().from(moments).where(eq(moments.id, m.id));
    expect(row?.commentCount).toBe(1);
  });

  it("edits the author's own comment, and no one else's", async () => {
    const { author, reader, article } = await scene();
    const mine = await posted(reader, onArticle(article.id, "<p>Draft thought</p>"));
    const client = later(reader.client);
    client.purged = [];
    const edited = await client.gql(PUT, { input: { id: mine.id, comment: onArticle(article.id, "<p>Better</p>") } });
    expect(edited.data?.putComment.content).toBe("<p>Better</p>");
    expect(client.purged).toEqual([cacheTags.comment(dbId(mine.id))]);
    expect(codeOf(await put(author, onArticle(article.id, "<p>Mine now</p>"), mine.id))).toBe("FORBIDDEN");
    const [row] = await db()
      .select()
      .from(comments)
      .where(eq(comments.id, dbId(mine.id)));
    expect(row?.content).toBe("<p>Better</p>");
  });

  it("refuses empty and overlong text, a missing article, comments turned off, and replies across threads", async () => {
    const { author, reader, article } = await scene();
    const empty = await put(reader, onArticle(article.id, "<p> <script>x</script></p>"));
    expect(codeOf(empty)).toBe("BAD_USER_INPUT");
    const long = await put(reader, onArticle(article.id, `<p>${"字".repeat(COMMENT_TEXT_MAX + 1)}</p>`));
    expect(codeOf(long)).toBe("BAD_USER_INPUT");
    expect(long.errors?.[0]?.extensions?.limit).toBe(COMMENT_TEXT_MAX);
    expect(
      (await put(reader, onArticle(article.id, `<p>${"字".repeat(COMMENT_TEXT_MAX)}</p>`))).errors,
    ).toBeUndefined();
    expect(codeOf(await put(reader, onArticle(999_999_999, "<p>Hello</p>")))).toBe("ARTICLE_NOT_FOUND");
    expect(codeOf(await put(reader, { type: "circleDiscussion", content: "<p>Hello</p>" }))).toBe("BAD_USER_INPUT");

    const other = await insertArticle(author.user.id);
    const elsewhere = await posted(reader, onArticle(other.id, "<p>Elsewhere</p>"));
    expect(codeOf(await put(reader, onArticle(article.id, "<p>Hi</p>", { parentId: elsewhere.id })))).toBe(
      "COMMENT_NOT_FOUND",
    );
    const top = await posted(reader, onArticle(article.id, "<p>Top</p>"));
    const reply = await posted(author, onArticle(article.id, "<p>Reply</p>", { parentId: top.id }));
    expect(codeOf(await put(reader, onArticle(article.id, "<p>Deeper</p>", { parentId: reply.id })))).toBe(
      "BAD_USER_INPUT",
    );

    await db().update(articleVersions).set({ canComment: false }).where(eq(articleVersions.articleId, article.id));
    const before = (await db().select().from(comments).where(eq(comments.targetId, article.id))).length;
    expect(codeOf(await put(reader, onArticle(article.id, "<p>Hello</p>")))).toBe("FORBIDDEN_BY_TARGET_STATE");
    expect((await db().select().from(comments).where(eq(comments.targetId, article.id))).length).toBe(before);

    const archived = await insertArticle(author.user.id, "archived");
    expect(codeOf(await put(reader, onArticle(archived.id, "<p>Hello</p>")))).toBe("ARTICLE_NOT_FOUND");
  });

  it("refuses a person the author blocked, a comment and a reply alike", async () => {
    const { author, reader, article } = await scene();
    const top = await posted(reader, onArticle(article.id, "<p>Before the block</p>"));
    await db().insert(blocks).values({ userId: author.user.id, blockedId: reader.user.id });
    expect(codeOf(await put(reader, onArticle(article.id, "<p>Again</p>")))).toBe("FORBIDDEN");
    expect(codeOf(await put(reader, onArticle(article.id, "<p>Reply</p>", { parentId: top.id })))).toBe("FORBIDDEN");
    expect(codeOf(await later(reader.client).gql(VOTE, { id: top.id, vote: "up" }))).toBe("FORBIDDEN");
    const [row] = await db().select().from(articles).where(eq(articles.id, article.id));
    expect(row?.commentCount).toBe(1);
  });

  it("lets 6 comments a minute through, and answers the 7th ACTION_LIMIT_EXCEEDED", async () => {
    const { reader, article } = await scene();
    const client = later(reader.client);
    for (let i = 0; i < 6; i++) {
      expect(
        (await client.gql(PUT, { input: { comment: onArticle(article.id, `<p>${i}</p>`) } })).errors,
      ).toBeUndefined();
    }
    expect(codeOf(await client.gql(PUT, { input: { comment: onArticle(article.id, "<p>7</p>") } }))).toBe(
      "ACTION_LIMIT_EXCEEDED",
    );
  });

  it("marks a donator's comments", async () => {
    const { author, reader, article } = await scene();
    await db().insert(transactions).values({
      senderId: reader.user.id,
      recipientId: author.user.id,
      amount: 10,
      currency: "HKD",
      purpose: "donation",
      state: "succeeded",
      targetType: "Article",
      targetId: article.id,
    });
    expect((await posted(reader, onArticle(article.id, "<p>Paid</p>"))).fromDonator).toBe(true);
    expect((await posted(author, onArticle(article.id, "<p>Author</p>"))).fromDonator).toBe(false);
  });
});

describe("the XSS corpus as comment content", () => {
  it("stores each payload inert, with paragraphs, breaks and links alone", async () => {
    const { reader, article } = await scene();
    for (const payload of XSS_PAYLOADS) {
      const result = await put(reader, onArticle(article.id, `<p>x</p>${payload}`));
      expect(result.errors, payload).toBeUndefined();
      const comment = present(result.data?.putComment);
      const [stored] = await db()
        .select()
        .from(comments)
        .where(eq(comments.id, dbId(comment.id)));
      for (const html of [comment.content ?? "", present(stored).content]) {
        expect(inertFaults(html), payload).toEqual([]);
        expect(
          elementsOf(html).every((name) => ["a", "br", "p"].includes(name)),
          payload,
        ).toBe(true);
      }
    }
  }, 120_000);
});

describe("deleteComment", () => {
  it("archives the author's own comment: its words gone, the count down; again changes nothing", async () => {
    const { author, reader, article } = await scene();
    const mine = await posted(reader, onArticle(article.id, "<p>Oops</p>"));
    expect(codeOf(await author.client.gql(DELETE, { id: mine.id }))).toBe("FORBIDDEN");
    reader.client.purged = [];
    const deleted = await reader.client.gql(DELETE, { id: mine.id });
    expect(deleted.data?.deleteComment).toMatchObject({ state: "archived", content: null });
    expect(reader.client.purged).toEqual([
      cacheTags.comment(dbId(mine.id)),
      cacheTags.article(article.id),
      cacheTags.articleByHash(article.shortHash),
    ]);
    expect((await readArticle(new Client(), article.shortHash)).commentCount).toBe(0);
    reader.client.purged = [];
    expect((await reader.client.gql(DELETE, { id: mine.id })).data?.deleteComment.state).toBe("archived");
    expect(reader.client.purged).toEqual([]);
    expect(codeOf(await reader.client.gql(DELETE, { id: gid("Comment", 999_999_999) }))).toBe("COMMENT_NOT_FOUND");
  });
});

describe("togglePinComment", () => {
  it("lets the article's author pin up to 3 comments, counts pinCommentLeft, and refuses others", async () => {
    const { author, reader, article } = await scene();
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await posted(reader, onArticle(article.id, `<p>${i}</p>`))).id);
    const [a, b, c, d] = ids as [string, string, string, string];
    expect(codeOf(await reader.client.gql(PIN, { id: a, enabled: true }))).toBe("FORBIDDEN");
    author.client.purged = [];
    expect((await author.client.gql(PIN, { id: a, enabled: true })).data?.togglePinComment.pinned).toBe(true);
    expect(author.client.purged).toEqual([
      cacheTags.comment(dbId(a)),
      cacheTags.article(article.id),
      cacheTags.articleByHash(article.shortHash),
    ]);
    // without `enabled` it toggles
    expect((await author.client.gql(PIN, { id: b })).data?.togglePinComment.pinned).toBe(true);
    expect((await author.client.gql(PIN, { id: c, enabled: true })).data?.togglePinComment.pinned).toBe(true);
    const full = await readArticle(new Client(), article.shortHash);
    expect(full).toMatchObject({ pinCommentLimit: 3, pinCommentLeft: 0 });
    expect(full.pinnedComments?.map((p) => p.id).sort()).toEqual([a, b, c].sort());
    expect(codeOf(await author.client.gql(PIN, { id: d, enabled: true }))).toBe("ACTION_LIMIT_EXCEEDED");
    expect((await author.client.gql(PIN, { id: a })).data?.togglePinComment.pinned).toBe(false);
    expect((await readArticle(new Client(), article.shortHash)).pinCommentLeft).toBe(1);
  });

  it("never pins past the limit under concurrent pins", async () => {
    const { author, reader, article } = await scene();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await posted(reader, onArticle(article.id, `<p>${i}</p>`))).id);
    await Promise.all(ids.map((id) => author.client.gql(PIN, { id, enabled: true })));
    const pinned = await db()
      .select()
      .from(comments)
      .where(and(eq(comments.targetId, article.id), eq(comments.pinned, true)));
    expect(pinned.length).toBe(3);
  });
});

describe("voteComment and unvoteComment", () => {
  it("keeps one vote a person: up, then down replaces it, then unvoted; the viewer's myVote follows", async () => {
    const { author, reader, article } = await scene();
    const top = await posted(author, onArticle(article.id, "<p>Vote me</p>"));
    reader.client.purged = [];
    expect((await reader.client.gql(VOTE, { id: top.id, vote: "up" })).data?.voteComment).toMatchObject({
      upvotes: 1,
      downvotes: 0,
      myVote: "up",
    });
    expect(reader.client.purged).toEqual([cacheTags.comment(dbId(top.id))]);
    expect((await reader.client.gql(VOTE, { id: top.id, vote: "down" })).data?.voteComment).toMatchObject({
      upvotes: 0,
      downvotes: 1,
      myVote: "down",
    });
    expect((await reader.client.gql(UNVOTE, { id: top.id })).data?.unvoteComment).toMatchObject({
      downvotes: 0,
      myVote: null,
    });
    const read = await reader.client.gql(ARTICLE, { shortHash: article.shortHash });
    expect(read.data?.article?.comments.edges?.[0]?.node).toMatchObject({ upvotes: 0, myVote: null });
    reader.client.purged = [];
    expect((await reader.client.gql(UNVOTE, { id: top.id })).data?.unvoteComment.upvotes).toBe(0);
    expect(reader.client.purged).toEqual([]);
  });

  it("moves upvotes by exactly one under 20 concurrent identical upvotes", async () => {
    const { author, reader, article } = await scene();
    const top = await posted(author, onArticle(article.id, "<p>Popular</p>"));
    const results = await Promise.all(
      Array.from({ length: 20 }, () => reader.client.gql(VOTE, { id: top.id, vote: "up" })),
    );
    expect(results.map(codeOf).filter(Boolean)).toEqual([]);
    const [row] = await db()
      .select()
      .from(comments)
      .where(eq(comments.id, dbId(top.id)));
    expect(row?.upvotes).toBe(1);
    expect(
      (
        await db()
          .select()
          .from(commentVotes)
          .where(eq(commentVotes.commentId, dbId(top.id)))
      ).length,
    ).toBe(1);
    const undone = await Promise.all(Array.from({ length: 20 }, () => reader.client.gql(UNVOTE, { id: top.id })));
    expect(undone.map(codeOf).filter(Boolean)).toEqual([]);
    const [after] = await db()
      .select()
      .from(comments)
      .where(eq(comments.id, dbId(top.id)));
    expect(after?.upvotes).toBe(0);
  }, 60_000);

  it("refuses votes on a deleted comment", async () => {
    const { author, reader, article } = await scene();
    const top = await posted(author, onArticle(article.id, "<p>Soon gone</p>"));
    await author.client.gql(DELETE, { id: top.id });
    expect(codeOf(await reader.client.gql(VOTE, { id: top.id, vote: "up" }))).toBe("FORBIDDEN_BY_TARGET_STATE");
  });
});

const LIST = graphql(`
  query CommentWritesList($shortHash: String!, $input: CommentsInput!, $author: ID) {
    article(input: { shortHash: $shortHash }) {
      comments(input: $input) {
        totalCount
        pageInfo {
          startCursor
          endCursor
          hasNextPage
          hasPreviousPage
        }
        edges {
          cursor
          node {
            id
            comments(input: { author: $author }) {
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
      featuredComments(input: { first: 10 }) {
        totalCount
        edges {
          node {
            id
          }
        }
      }
    }
  }
`);

describe("reading comments with the contract's arguments", () => {
  it("pages before a cursor, includes the cursor's own comment, filters by author, state and thread, and lists the featured", async () => {
    const { author, reader, article } = await scene();
    const ids: string[] = [];
    for (let i = 0; i < 4; i++)
      ids.push((await posted(i % 2 ? author : reader, onArticle(article.id, `<p>${i}</p>`))).id);
    const [c0, c1, c2, c3] = ids as [string, string, string, string];
    const reply = await posted(author, onArticle(article.id, "<p>Reply</p>", { parentId: c0 }));
    await posted(reader, onArticle(article.id, "<p>Reply too</p>", { parentId: c0 }));
    const list = async (input: Record<string, unknown>, authorId?: string) => {
      const result = await new Client().gql(LIST, { shortHash: article.shortHash, input, author: authorId });
      expect(result.errors).toBeUndefined();
      return present(result.data?.article);
    };
    type Listed = NonNullable<CommentWritesListQuery["article"]>;
    type Replies = NonNullable<Listed["comments"]["edges"]>[number]["node"]["comments"];
    const nodes = (connection: Listed["comments"] | Listed["featuredComments"] | Replies) =>
      (connection.edges ?? []).map((e) => e.node.id);

    // oldest first: c0 c1 c2 c3; the two before c2, then c2 itself too
    const all = (await list({ sort: "oldest" })).comments;
    const cursorOf = (id: string) => present(all.edges?.find((e) => e.node.id === id)).cursor;
    const before = (await list({ sort: "oldest", before: cursorOf(c2) })).comments;
    expect(nodes(before)).toEqual([c0, c1]);
    expect(before.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
    const last = (await list({ sort: "oldest", before: cursorOf(c3), first: 1 })).comments;
    expect(nodes(last)).toEqual([c2]);
    expect(last.pageInfo.hasPreviousPage).toBe(true);
    expect(nodes((await list({ sort: "oldest", before: cursorOf(c2), includeBefore: true })).comments)).toEqual([
      c0,
      c1,
      c2,
    ]);
    expect(nodes((await list({ sort: "oldest", after: cursorOf(c2), includeAfter: true })).comments)).toEqual([c2, c3]);
    const both = await new Client().gql(LIST, {
      shortHash: article.shortHash,
      input: { after: cursorOf(c1), before: cursorOf(c2) },
    });
    expect(codeOf(both)).toBe("BAD_USER_INPUT");

    // by author, by state, the replies of one thread, one person's replies
    const authors = (await list({ sort: "oldest", filter: { author: gid("User", author.user.id) } })).comments;
    expect(nodes(authors)).toEqual([c1, c3]);
    expect(authors.totalCount).toBe(2);
    await reader.client.gql(DELETE, { id: c2 });
    expect(nodes((await list({ filter: { state: "active" } })).comments)).not.toContain(c2);
    const thread = (await list({ filter: { parentComment: c0 } })).comments;
    expect(thread.totalCount).toBe(2);
    expect(nodes(thread)[0]).toBe(reply.id);
    const bobsReplies = (await list({ sort: "oldest" }, gid("User", author.user.id))).comments.edges?.[0]?.node
      .comments;
    expect(bobsReplies?.totalCount).toBe(1);
    expect(nodes(present(bobsReplies))).toEqual([reply.id]);

    // featured: pinned, or voted up 3 times
    await author.client.gql(PIN, { id: c3, enabled: true });
    for (let i = 0; i < 3; i++) {
      const voter = await writer();
      await voter.client.gql(VOTE, { id: c1, vote: "up" });
    }
    const featured = (await list({})).featuredComments;
    expect(featured.totalCount).toBe(2);
    expect(nodes(featured)).toEqual([c3, c1]);
  });
});
