import { beforeAll, describe, expect, it } from "vitest";
import { cacheTags } from "@/lib/cache/tags";
import { circleMembers, circlePrices, circles, comments } from "@/server/db/schema";
import { Client, codeOf, createUser, db, present } from "../support/api";
import { dbId } from "../support/global-ids";
import { gid, inNewWindow, insertArticle, type UserRow, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Paywalled articles (issue 34): the author, the circle's members (active or in a trial) and
// admins read the body, its translation and the comments; everyone else reads the title and
// summary, an empty body, no translation and no thread, may not comment, and cannot find the
// article by words of its body. The owner puts published work in and out of the circle
// (putCircleArticles); paywalled work needs the author's own circle.

const BODY_WORD = "quokkasecret";

const PUT = graphql(`
  mutation PaywallPut($input: PutDraftInput!) {
    putDraft(input: $input) {
      id
      access {
        type
        circle {
          id
        }
      }
    }
  }
`);

const PUBLISH = graphql(`
  mutation PaywallPublish($id: ID!) {
    publishArticle(input: { id: $id }) {
      publishState
      article {
        id
        shortHash
        access {
          type
          circle {
            id
          }
        }
      }
    }
  }
`);

const READ = graphql(`
  query PaywallRead($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      title
      summary
      content
      contents {
        html
        markdown
      }
      displayCover
      availableTranslations
      translation(input: { language: zh_hant }) {
        content
      }
      access {
        type
        circle {
          name
        }
      }
      comments(input: { first: 10 }) {
        totalCount
        edges {
          node {
            content
          }
        }
      }
      versions(input: { first: 1 }) {
        edges {
          node {
            contents {
              html
            }
          }
        }
      }
    }
  }
`);

const SEARCH = graphql(`
  query PaywallSearch($key: String!) {
    search(input: { key: $key, type: Article, first: 10 }) {
      edges {
        node {
          id
          ... on Article {
            summary
            content
          }
        }
      }
    }
  }
`);

const COMMENT = graphql(`
  mutation PaywallComment($input: PutCommentInput!) {
    putComment(input: $input) {
      id
    }
  }
`);

const CIRCLE_ARTICLES = graphql(`
  mutation PaywallCircleArticles($input: PutCircleArticlesInput!) {
    putCircleArticles(input: $input) {
      id
      name
    }
  }
`);

const ACCESS = graphql(`
  query PaywallAccess($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      license
      content
      access {
        type
        circle {
          id
        }
      }
    }
  }
`);

const COMMENT_NODE = graphql(`
  query PaywallCommentNode($id: ID!) {
    node(input: { id: $id }) {
      id
      ... on Comment {
        content
        comments(input: { first: 10 }) {
          totalCount
          edges {
            node {
              content
            }
          }
        }
      }
    }
  }
`);

const REPLY_NOTICES = graphql(`
  query PaywallReplyNotices {
    viewer {
      notices(input: { first: 20 }) {
        edges {
          node {
            __typename
            ... on CommentCommentNotice {
              comment {
                id
                content
              }
            }
          }
        }
      }
    }
  }
`);

const EDIT_ACCESS = graphql(`
  mutation PaywallEditAccess($input: EditArticleInput!) {
    editArticle(input: $input) {
      id
      access {
        type
        secret
        circle {
          id
        }
      }
    }
  }
`);

const REPLY_NODE = graphql(`
  query PaywallReplyNode($id: ID!) {
    node(input: { id: $id }) {
      ... on Comment {
        content
        parentComment {
          content
        }
        replyTo {
          content
        }
      }
    }
  }
`);

type Person = { user: UserRow; client: Client };

let author: Person;
let member: Person;
let trialing: Person;
let lapsed: Person;
let stranger: Person;
let admin: Person;
let visitor: Client;
let circle: { id: number; name: string; gid: string };
let shortHash: string;
let articleGid: string;

async function ownCircle(ownerId: number) {
  const name = `pw${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);
  const [row] = await db().insert(circles).values({ ownerId, name, displayName: "Paywall" }).returning();
  const made = present(row);
  await db().insert(circlePrices).values({ circleId: made.id, amount: 20, currency: "HKD" });
  return { id: made.id, name, gid: gid("Circle", made.id) };
}

const read = async (c: Client) => {
  const result = await c.gql(READ, { shortHash });
  expect(result.errors).toBeUndefined();
  return present(present(result.data).article);
};

const comment = (c: Client, content: string) =>
  c.gql(COMMENT, { input: { comment: { type: "article", articleId: articleGid, content } } });

beforeAll(async () => {
  author = await writer();
  [member, trialing, lapsed, stranger, admin] = await Promise.all([
    writer(),
    writer(),
    writer(),
    writer(),
    writer({ role: "admin" }),
  ]);
  visitor = new Client();
  circle = await ownCircle(author.user.id);
  const future = Date.now() + 30 * 86_400_000;
  await db()
    .insert(circleMembers)
    .values([
      { circleId: circle.id, userId: member.user.id, state: "active", periodEnd: future },
      { circleId: circle.id, userId: trialing.user.id, state: "trialing", periodEnd: future },
      { circleId: circle.id, userId: lapsed.user.id, state: "past_due", periodEnd: Date.now() - 1000 },
    ]);

  // published from the editor's options: circle members only, in the author's circle
  const draft = await author.client.gql(PUT, {
    input: {
      title: "会员专享的软件文章",
      summary: "A public summary of it",
      content: `<p>会员才看得到的软件正文，关于鼠标和服务器。${BODY_WORD}</p><img src="/seed/covers/c03.svg">`,
      circle: circle.gid,
      accessType: "paywall",
    },
  });
  expect(draft.errors).toBeUndefined();
  const published = await inNewWindow(author.client).gql(PUBLISH, { id: present(draft.data).putDraft.id });
  expect(published.errors).toBeUndefined();
  const article = present(present(published.data).publishArticle.article);
  expect(article.access).toEqual({ type: "paywall", circle: { id: circle.gid } });
  shortHash = article.shortHash;
  articleGid = article.id;
});

describe("reading a paywalled article", () => {
  it("gives the author, members, a trial's member and admins the body; a lapsed member, a stranger and a visitor the summary alone", async () => {
    for (const insider of [author, member, trialing, admin]) {
      const seen = await read(insider.client);
      expect(seen.content).toContain(BODY_WORD);
      expect(seen.contents.html).toContain(BODY_WORD);
      expect(seen.contents.markdown).toContain(BODY_WORD);
      expect(seen.displayCover).toBe("/seed/covers/c03.svg");
      expect(present(seen.versions.edges)[0]?.node.contents.html).toContain(BODY_WORD);
    }
    for (const outsider of [lapsed.client, stranger.client, visitor]) {
      const seen = await read(outsider);
      expect(seen).toMatchObject({
        title: "会员专享的软件文章",
        summary: "A public summary of it",
        content: "",
        contents: { html: "", markdown: "" },
        // the body's first image would be a piece of the body
        displayCover: null,
        access: { type: "paywall", circle: { name: circle.name } },
      });
      expect(present(seen.versions.edges)[0]?.node.contents.html).toBe("");
    }
  });

  it("translates the body for the circle only", async () => {
    const insider = await read(member.client);
    expect(insider.availableTranslations).toContain("zh_hant");
    expect(insider.translation?.content).toContain("會員");
    for (const outsider of [stranger.client, visitor]) {
      const seen = await read(outsider);
      expect(seen.translation).toBeNull();
      expect(seen.availableTranslations).toEqual([]);
    }
  });

  it("is found by its summary, never by words of its body, and its search result holds no body", async () => {
    const bySummary = await visitor.gql(SEARCH, { key: "public summary" });
    const hit = present(present(bySummary.data).search.edges).find((e) => e.node.id === articleGid);
    expect(hit?.node).toMatchObject({ summary: "A public summary of it", content: "" });
    for (const c of [visitor, member.client]) {
      const byBody = await c.gql(SEARCH, { key: BODY_WORD });
      expect(present(byBody.data).search.edges?.map((e) => e.node.id) ?? []).not.toContain(articleGid);
    }
  });

  it("keeps the comments to the circle: others may not write and read an empty thread", async () => {
    const refused = await comment(stranger.client, "Let me in");
    expect(codeOf(refused)).toBe("FORBIDDEN");
    expect(codeOf(await comment(lapsed.client, "Still here?"))).toBe("FORBIDDEN");
    expect(codeOf(await comment(visitor, "Hello"))).toBe("UNAUTHENTICATED");
    const written = await comment(member.client, "A member's word");
    expect(written.errors).toBeUndefined();
    expect((await comment(author.client, "The author's answer")).errors).toBeUndefined();

    const inside = await read(trialing.client);
    expect(inside.comments.totalCount).toBe(2);
    expect(inside.comments.edges?.map((e) => e.node.content).sort()).toEqual([
      "A member's word",
      "The author's answer",
    ]);
    for (const outsider of [stranger.client, visitor]) {
      const seen = await read(outsider);
      expect(seen.comments).toEqual({ totalCount: 0, edges: [] });
    }
  });
});

describe("a paywalled article's comments reached another way", () => {
  const nodeOf = async (c: Client, id: string) => {
    const result = await c.gql(COMMENT_NODE, { id });
    expect(result.errors).toBeUndefined();
    return present(result.data).node;
  };

  it("gives a non-member no comment of the thread by node(id), and the circle the comment with its replies", async () => {
    const written = await comment(member.client, "Members talk of quokkas here");
    const commentId = present(written.data).putComment.id;
    const reply = await author.client.gql(COMMENT, {
      input: {
        comment: {
          type: "article",
          articleId: articleGid,
          parentId: commentId,
          replyTo: commentId,
          content: "The author replies",
        },
      },
    });
    expect(reply.errors).toBeUndefined();
    const replyId = present(reply.data).putComment.id;

    for (const insider of [trialing, admin]) {
      expect(await nodeOf(insider.client, commentId)).toEqual({
        id: commentId,
        content: "Members talk of quokkas here",
        comments: { totalCount: 1, edges: [{ node: { content: "The author replies" } }] },
      });
    }
    for (const outsider of [lapsed.client, stranger.client, visitor]) {
      expect(await nodeOf(outsider, commentId)).toBeNull();
      expect(await nodeOf(outsider, replyId)).toBeNull();
    }
  });

  it("keeps a former member's own comments theirs, but the replies to them, the words they answer and their notices for the circle", async () => {
    // written while they were a member; a member answers it after they lapsed
    const [own] = await db()
      .insert(comments)
      .values({ type: "article", targetId: dbId(articleGid), authorId: lapsed.user.id, content: "My word as a member" })
      .returning();
    const ownId = gid("Comment", present(own).id);
    const reply = await member.client.gql(COMMENT, {
      input: {
        comment: {
          type: "article",
          articleId: articleGid,
          parentId: ownId,
          replyTo: ownId,
          content: "A member answers",
        },
      },
    });
    expect(reply.errors).toBeUndefined();

    expect(await nodeOf(lapsed.client, ownId)).toEqual({
      id: ownId,
      content: "My word as a member",
      comments: { totalCount: 0, edges: [] },
    });
    expect(await nodeOf(lapsed.client, present(reply.data).putComment.id)).toBeNull();
    const notices = await lapsed.client.gql(REPLY_NOTICES, {});
    expect(notices.errors).toBeUndefined();
    expect(present(present(notices.data).viewer).notices.edges ?? []).toEqual([]);
    // the author, in the circle, hears nothing of it but still reads it
    expect(await nodeOf(author.client, ownId)).toMatchObject({ comments: { totalCount: 1 } });

    // their own reply to a member's comment: theirs to read, the member's words it answers not
    const asked = await member.client.gql(COMMENT, {
      input: { comment: { type: "article", articleId: articleGid, content: "A member asks" } },
    });
    const askedId = dbId(present(asked.data).putComment.id);
    const [answer] = await db()
      .insert(comments)
      .values({
        type: "article",
        targetId: dbId(articleGid),
        authorId: lapsed.user.id,
        parentCommentId: askedId,
        replyToId: askedId,
        content: "My answer as a member",
      })
      .returning();
    const answerId = gid("Comment", present(answer).id);
    const mine = await lapsed.client.gql(REPLY_NODE, { id: answerId });
    expect(mine.errors).toBeUndefined();
    expect(present(mine.data).node).toEqual({
      content: "My answer as a member",
      parentComment: { content: null },
      replyTo: { content: null },
    });
    const inside = await trialing.client.gql(REPLY_NODE, { id: answerId });
    expect(present(inside.data).node).toEqual({
      content: "My answer as a member",
      parentComment: { content: "A member asks" },
      replyTo: { content: "A member asks" },
    });
  });
});

describe("publishing paywalled work", () => {
  it("needs a circle, and the author's own", async () => {
    const alone = await author.client.gql(PUT, {
      input: { title: "No circle", content: "<p>x</p>", accessType: "paywall" },
    });
    expect(codeOf(alone)).toBe("BAD_USER_INPUT");
    const other = await ownCircle(stranger.user.id);
    const borrowed = await author.client.gql(PUT, {
      input: { title: "Borrowed", content: "<p>x</p>", circle: other.gid, accessType: "paywall" },
    });
    expect(codeOf(borrowed)).toBe("FORBIDDEN");
  });
});

describe("changing who reads published work (editArticle, the revision form's path)", () => {
  it("puts a public article in the circle and takes it out again, its body searchable only while public", async () => {
    const word = `wombatword${Date.now().toString(36)}`;
    const draft = await author.client.gql(PUT, {
      input: { title: "Open first", summary: "Open summary", content: `<p>Everyone reads this ${word} at first.</p>` },
    });
    expect(draft.errors).toBeUndefined();
    const published = await inNewWindow(author.client).gql(PUBLISH, { id: present(draft.data).putDraft.id });
    const article = present(present(published.data).publishArticle.article);
    const found = async (c: Client) =>
      (present((await c.gql(SEARCH, { key: word })).data).search.edges ?? []).map((e) => e.node.id);
    const bodyOf = async (c: Client) =>
      present(present((await c.gql(ACCESS, { shortHash: article.shortHash })).data).article).content;
    expect(await found(visitor)).toContain(article.id);

    // no circle, or another's: refused, and the article stays public
    const alone = await author.client.gql(EDIT_ACCESS, { input: { id: article.id, accessType: "paywall" } });
    expect(codeOf(alone)).toBe("BAD_USER_INPUT");
    const other = await ownCircle((await writer()).user.id);
    const borrowed = await author.client.gql(EDIT_ACCESS, {
      input: { id: article.id, circle: other.gid, accessType: "paywall" },
    });
    expect(codeOf(borrowed)).toBe("FORBIDDEN");
    expect(await bodyOf(visitor)).toContain(word);

    const closed = await author.client.gql(EDIT_ACCESS, {
      input: { id: article.id, circle: circle.gid, accessType: "paywall" },
    });
    // the reference's key of an encrypted copy: no copy is made here, so none even for the author
    expect(present(closed.data).editArticle.access).toEqual({
      type: "paywall",
      secret: null,
      circle: { id: circle.gid },
    });
    expect(await bodyOf(visitor)).toBe("");
    expect(await bodyOf(member.client)).toContain(word);
    for (const c of [visitor, member.client]) expect(await found(c)).not.toContain(article.id);

    const opened = await author.client.gql(EDIT_ACCESS, {
      input: { id: article.id, circle: null, accessType: "public" },
    });
    expect(present(opened.data).editArticle.access).toEqual({ type: "public", secret: null, circle: null });
    expect(await bodyOf(visitor)).toContain(word);
    expect(await found(visitor)).toContain(article.id);
  });
});

describe("putCircleArticles", () => {
  it("puts the owner's published work in the circle, paywalled, and takes it out again, purging each article", async () => {
    const owner = await writer();
    const own = await ownCircle(owner.user.id);
    const [first, second] = [await insertArticle(owner.user.id), await insertArticle(owner.user.id)];
    const ids = [gid("Article", first.id), gid("Article", second.id)];
    owner.client.purged = [];
    const added = await owner.client.gql(CIRCLE_ARTICLES, {
      input: { id: own.gid, articles: ids, type: "add", accessType: "paywall", license: "arr" },
    });
    expect(added.errors).toBeUndefined();
    expect(present(added.data).putCircleArticles).toEqual({ id: own.gid, name: own.name });
    expect(owner.client.purged.sort()).toEqual(
      [cacheTags.article(first.id), cacheTags.article(second.id), cacheTags.search].sort(),
    );
    for (const article of [first, second]) {
      const seen = await stranger.client.gql(ACCESS, { shortHash: article.shortHash });
      expect(present(seen.data).article).toEqual({
        license: "arr",
        content: "",
        access: { type: "paywall", circle: { id: own.gid } },
      });
      const asOwner = await owner.client.gql(ACCESS, { shortHash: article.shortHash });
      expect(present(asOwner.data).article?.content).toBe("<p>Fixture text</p>");
    }

    // again: nothing changes, nothing is purged
    owner.client.purged = [];
    const again = await owner.client.gql(CIRCLE_ARTICLES, {
      input: { id: own.gid, articles: ids, type: "add", accessType: "paywall", license: "arr" },
    });
    expect(again.errors).toBeUndefined();
    expect(owner.client.purged).toEqual([]);

    const removed = await owner.client.gql(CIRCLE_ARTICLES, {
      input: { id: own.gid, articles: [ids[0] as string], type: "remove", accessType: "paywall" },
    });
    expect(removed.errors).toBeUndefined();
    const back = await stranger.client.gql(ACCESS, { shortHash: first.shortHash });
    expect(present(back.data).article).toMatchObject({
      content: "<p>Fixture text</p>",
      access: { type: "public", circle: null },
    });
    const still = await stranger.client.gql(ACCESS, { shortHash: second.shortHash });
    expect(present(still.data).article?.access.type).toBe("paywall");
  });

  it("refuses another's circle or articles, missing and archived ones, and changes none of a refused list", async () => {
    const owner = await writer();
    const own = await ownCircle(owner.user.id);
    const mine = await insertArticle(owner.user.id);
    const someone = await createUser();
    const theirs = await insertArticle(someone.id);
    const archived = await insertArticle(owner.user.id, "archived");
    const others = await ownCircle(someone.id);
    const put = (input: { id: string; articles: string[] }) =>
      owner.client.gql(CIRCLE_ARTICLES, { input: { ...input, type: "add", accessType: "paywall" } });
    const cases: [string, { id: string; articles: string[] }, string][] = [
      ["another's circle", { id: others.gid, articles: [gid("Article", mine.id)] }, "FORBIDDEN"],
      ["no such circle", { id: gid("Circle", 99_999_999), articles: [] }, "CIRCLE_NOT_FOUND"],
      [
        "another's article",
        { id: own.gid, articles: [gid("Article", mine.id), gid("Article", theirs.id)] },
        "FORBIDDEN",
      ],
      ["no such article", { id: own.gid, articles: [gid("Article", 99_999_999)] }, "ARTICLE_NOT_FOUND"],
      ["an archived article", { id: own.gid, articles: [gid("Article", archived.id)] }, "FORBIDDEN_BY_TARGET_STATE"],
      [
        "too many at once",
        { id: own.gid, articles: Array.from({ length: 51 }, (_, i) => gid("Article", 1_000_000 + i)) },
        "BAD_USER_INPUT",
      ],
    ];
    for (const [label, input, code] of cases) {
      expect(codeOf(await put(input)), label).toBe(code);
    }
    // the refused list changed none of its articles, the owner's own included
    const seen = await stranger.client.gql(ACCESS, { shortHash: mine.shortHash });
    expect(present(seen.data).article?.access).toEqual({ type: "public", circle: null });
    expect(dbId(own.gid)).toBe(own.id);
  });
});
