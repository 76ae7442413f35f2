import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articleIndexText } from "@/server/api/services/search";
import { HOTNESS } from "@/server/db/queries/hottest";
import { indexArticle } from "@/server/db/queries/search";
import { adminAudit, articles, articleTags, comments, moments, notices, tags } from "@/server/db/schema";
import { Client, codeOf, createUser, db, present } from "../support/api";
import { gid, insertArticle, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Moderating articles (issue 37): admins ban and restore articles, mark them sensitive, keep
// them out of lists or put them among the editors' picks, and boost them in the hottest
// rankings; each change with its audit row, each refusal writing nothing. Readers see every
// change at once: the feeds, tag pages and search these tests read are the ones the site shows.

const SetState = graphql(`
  mutation ArticleModerationState($id: ID!, $state: ArticleState!) {
    updateArticleState(input: { id: $id, state: $state }) {
      id
      state
    }
  }
`);

const SetSensitive = graphql(`
  mutation ArticleModerationSensitive($id: ID!, $sensitive: Boolean!) {
    updateArticleSensitive(input: { id: $id, sensitive: $sensitive }) {
      id
      sensitiveByAdmin
    }
  }
`);

const Recommend = graphql(`
  mutation ArticleModerationRecommend($id: ID!, $enabled: Boolean!, $type: RecommendTypes) {
    toggleArticleRecommend(input: { id: $id, enabled: $enabled, type: $type }) {
      id
      oss {
        inRecommendIcymi
        inRecommendHottest
        inRecommendNewest
        inSearch
      }
    }
  }
`);

const Boost = graphql(`
  mutation ArticleModerationBoost($id: ID!, $boost: Float!, $type: BoostTypes!) {
    setBoost(input: { id: $id, boost: $boost, type: $type }) {
      id
      ... on Article {
        oss {
          boost
          score
        }
      }
    }
  }
`);

const Lists = graphql(`
  query ArticleModerationLists {
    viewer {
      recommendation {
        newest(input: { first: 5 }) {
          edges {
            node {
              id
            }
          }
        }
        hottest(input: { first: 5 }) {
          edges {
            node {
              id
            }
          }
        }
        icymi(input: { first: 5 }) {
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

const TagPage = graphql(`
  query ArticleModerationTag($id: ID!) {
    node(input: { id: $id }) {
      ... on Tag {
        articles(input: { first: 10 }) {
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

const Search = graphql(`
  query ArticleModerationSearch($key: String!) {
    search(input: { key: $key, type: Article, first: 10 }) {
      edges {
        node {
          id
        }
      }
    }
  }
`);

const Page = graphql(`
  query ArticleModerationPage($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      id
      state
      sensitiveByAdmin
    }
  }
`);

const Find = graphql(`
  query ArticleModerationFind($key: String!) {
    oss {
      articles(input: { first: 10, filter: { searchKey: $key } }) {
        totalCount
        edges {
          node {
            id
            state
          }
        }
      }
    }
  }
`);

const Notices = graphql(`
  query ArticleModerationNotices {
    viewer {
      notices(input: { first: 5 }) {
        edges {
          node {
            __typename
            ... on OfficialAnnouncementNotice {
              message
            }
          }
        }
      }
    }
  }
`);

const FreezeAuthor = graphql(`
  mutation ArticleModerationFreeze($id: ID!, $state: UserState!) {
    updateUserState(input: { id: $id, state: $state }) {
      id
    }
  }
`);

const CommentWords = graphql(`
  query ArticleModerationComment($id: ID!) {
    node(input: { id: $id }) {
      ... on Comment {
        state
        content
      }
    }
  }
`);

const Judge = graphql(`
  mutation ArticleModerationJudgeSpam($id: ID!, $isSpam: Boolean!) {
    setSpamStatus(input: { id: $id, isSpam: $isSpam }) {
      __typename
      ... on Article {
        oss {
          spamStatus {
            isSpam
          }
        }
      }
      ... on Moment {
        spamStatus {
          isSpam
        }
      }
    }
  }
`);

const JudgeAd = graphql(`
  mutation ArticleModerationJudgeAd($id: ID!, $isAd: Boolean!) {
    setAdStatus(input: { id: $id, isAd: $isAd }) {
      oss {
        adStatus {
          isAd
        }
      }
    }
  }
`);

const JudgeWritingAd = graphql(`
  mutation ArticleModerationJudgeWritingAd($id: ID!, $isAd: Boolean!) {
    setWritingAdStatus(input: { id: $id, isAd: $isAd }) {
      __typename
    }
  }
`);

const SpamFound = graphql(`
  query ArticleModerationSpamFound($isSpam: Boolean!) {
    oss {
      articles(input: { first: 50, filter: { isSpam: $isSpam } }) {
        edges {
          node {
            id
          }
        }
      }
    }
  }
`);

const HotMoments = graphql(`
  query ArticleModerationHotMoments {
    viewer {
      recommendation {
        hottestMoments(input: { first: 5 }) {
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

const DAY = 86_400_000;

/**
 * An active article that leads Latest and the site's hottest (its time and score far ahead of
 * whatever else the shared database holds), filed under a tag of its own and findable in
 * search by a word of its own.
 */
async function listed() {
  const author = await writer({ language: "en" });
  const row = await insertArticle(author.user.id);
  // later fixtures lead earlier ones, and all lead the other files' (hottest-feed's are 400 days ahead)
  const ahead = Date.now() + 800 * DAY;
  await db().update(articles).set({ createdAt: ahead, hotScore: ahead, hotAt: 1 }).where(eq(articles.id, row.id));
  const word = `zqx${row.id}moderated`;
  const [tag] = await db()
    .insert(tags)
    .values({ content: word, slug: word, shortHash: `m${row.id}${Math.floor(Math.random() * 1e6)}` })
    .returning();
  await db()
    .insert(articleTags)
    .values({ articleId: row.id, tagId: present(tag).id });
  await db().batch([
    ...indexArticle(db(), row.id, articleIndexText({ title: `${word} title`, summary: "", content: "<p>x</p>" })),
  ]);
  return { author, article: row, id: gid("Article", row.id), tagId: gid("Tag", present(tag).id), word };
}

/** Where a reader finds the article: Latest, hottest, the editors' picks, its tag's page, search. */
async function whereShown(a: Awaited<ReturnType<typeof listed>>) {
  const reader = new Client();
  const lists = present((await reader.gql(Lists)).data?.viewer).recommendation;
  const tagPage = (await reader.gql(TagPage, { id: a.tagId })).data?.node;
  const found = (await reader.gql(Search, { key: a.word })).data?.search.edges ?? [];
  const has = (edges: readonly { node: { id: string } }[] | null | undefined) =>
    (edges ?? []).some((e) => e.node.id === a.id);
  return {
    newest: has(lists.newest.edges),
    hottest: has(lists.hottest.edges),
    icymi: has(lists.icymi.edges),
    tag: has(tagPage && "articles" in tagPage ? tagPage.articles.edges : []),
    search: has(found),
  };
}

const auditOf = (articleId: number) =>
  db()
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.targetType, "Article"), eq(adminAudit.targetId, articleId)))
    .orderBy(adminAudit.id);
const bannedNotices = (articleId: number) =>
  db()
    .select()
    .from(notices)
    .where(and(eq(notices.type, "ArticleBanned"), eq(notices.targetId, articleId)));
const stateOf = async (articleId: number) =>
  (await db().select({ state: articles.state }).from(articles).where(eq(articles.id, articleId)))[0]?.state;

describe("updateArticleState", () => {
  it("bans an article out of every list, search and its page, tells its author, and restores it", async () => {
    const a = await listed();
    const admin = await writer({ role: "admin" });
    expect(await whereShown(a)).toEqual({ newest: true, hottest: true, icymi: false, tag: true, search: true });

    const banned = await admin.client.gql(SetState, { id: a.id, state: "banned" });
    expect(banned.errors).toBeUndefined();
    expect(banned.data?.updateArticleState.state).toBe("banned");
    expect(await whereShown(a)).toEqual({ newest: false, hottest: false, icymi: false, tag: false, search: false });
    // its page: gone to readers; its author and admins read it as banned
    expect((await new Client().gql(Page, { shortHash: a.article.shortHash })).data?.article).toBeNull();
    expect((await a.author.client.gql(Page, { shortHash: a.article.shortHash })).data?.article?.state).toBe("banned");
    // the author's notice, in their language
    const told = (await a.author.client.gql(Notices)).data?.viewer?.notices.edges ?? [];
    const notice = told.find((e) => e.node.__typename === "OfficialAnnouncementNotice")?.node;
    expect(notice && "message" in notice ? notice.message : null).toContain(`“${a.article.title}” was banned`);
    expect(await bannedNotices(a.article.id)).toHaveLength(1);

    const restored = await admin.client.gql(SetState, { id: a.id, state: "active" });
    expect(restored.data?.updateArticleState.state).toBe("active");
    expect(await whereShown(a)).toEqual({ newest: true, hottest: true, icymi: false, tag: true, search: true });
    const audit = await auditOf(a.article.id);
    expect(audit.map((r) => [r.action, r.actorId, r.before, r.after])).toEqual([
      ["updateArticleState", admin.user.id, { state: "active" }, { state: "banned" }],
      ["updateArticleState", admin.user.id, { state: "banned" }, { state: "active" }],
    ]);
    // restoring tells nobody anything new
    expect(await bannedNotices(a.article.id)).toHaveLength(1);
  });

  it("refuses a second ban, an archived article, archiving and an unknown id, writing nothing", async () => {
    const admin = await writer({ role: "admin" });
    const a = await listed();
    await admin.client.gql(SetState, { id: a.id, state: "banned" });
    expect(codeOf(await admin.client.gql(SetState, { id: a.id, state: "banned" }))).toBe("ACTION_FAILED");
    expect(await auditOf(a.article.id)).toHaveLength(1);
    expect(await bannedNotices(a.article.id)).toHaveLength(1);

    const archived = await insertArticle(a.author.user.id, "archived");
    const archivedId = gid("Article", archived.id);
    expect(codeOf(await admin.client.gql(SetState, { id: archivedId, state: "banned" }))).toBe(
      "FORBIDDEN_BY_TARGET_STATE",
    );
    expect(codeOf(await admin.client.gql(SetState, { id: archivedId, state: "active" }))).toBe(
      "FORBIDDEN_BY_TARGET_STATE",
    );
    expect(await stateOf(archived.id)).toBe("archived");
    const active = await insertArticle(a.author.user.id);
    expect(codeOf(await admin.client.gql(SetState, { id: gid("Article", active.id), state: "archived" }))).toBe(
      "BAD_USER_INPUT",
    );
    expect(codeOf(await admin.client.gql(SetState, { id: gid("Article", 999_999_999), state: "banned" }))).toBe(
      "ARTICLE_NOT_FOUND",
    );
    expect([...(await auditOf(archived.id)), ...(await auditOf(active.id))]).toHaveLength(0);
    expect(await stateOf(active.id)).toBe("active");
  });

  it("bans once when two admins ban the same article at the same moment", async () => {
    const a = await listed();
    const [x, y] = await Promise.all([writer({ role: "admin" }), writer({ role: "admin" })]);
    const results = await Promise.all([x, y].map((admin) => admin.client.gql(SetState, { id: a.id, state: "banned" })));
    expect(results.map((r) => r.data?.updateArticleState.state ?? codeOf(r)).sort()).toEqual([
      "ACTION_FAILED",
      "banned",
    ]);
    expect(await auditOf(a.article.id)).toHaveLength(1);
    expect(await bannedNotices(a.article.id)).toHaveLength(1);
  });
});

describe("updateArticleSensitive", () => {
  it("marks an article sensitive for its readers, with an audit row, and unmarks it", async () => {
    const a = await listed();
    const admin = await writer({ role: "admin" });
    const marked = await admin.client.gql(SetSensitive, { id: a.id, sensitive: true });
    expect(marked.data?.updateArticleSensitive.sensitiveByAdmin).toBe(true);
    const read = await new Client().gql(Page, { shortHash: a.article.shortHash });
    expect(read.data?.article?.sensitiveByAdmin).toBe(true);
    // the same mark again changes nothing and logs nothing
    expect((await admin.client.gql(SetSensitive, { id: a.id, sensitive: true })).errors).toBeUndefined();
    await admin.client.gql(SetSensitive, { id: a.id, sensitive: false });
    expect((await new Client().gql(Page, { shortHash: a.article.shortHash })).data?.article?.sensitiveByAdmin).toBe(
      false,
    );
    expect((await auditOf(a.article.id)).map((r) => [r.action, r.before, r.after])).toEqual([
      ["updateArticleSensitive", { sensitiveByAdmin: false }, { sensitiveByAdmin: true }],
      ["updateArticleSensitive", { sensitiveByAdmin: true }, { sensitiveByAdmin: false }],
    ]);
  });

  it("leaves an archived article as it is", async () => {
    const author = await createUser();
    const archived = await insertArticle(author.id, "archived");
    const admin = await writer({ role: "admin" });
    const result = await admin.client.gql(SetSensitive, { id: gid("Article", archived.id), sensitive: true });
    expect(codeOf(result)).toBe("FORBIDDEN_BY_TARGET_STATE");
    expect(await auditOf(archived.id)).toHaveLength(0);
  });
});

describe("toggleArticleRecommend", () => {
  it("keeps an article out of hottest, Latest and search, each alone, and lets it back", async () => {
    const a = await listed();
    const admin = await writer({ role: "admin" });
    const toggle = async (type: "hottest" | "newest" | "search", enabled: boolean) => {
      const result = await admin.client.gql(Recommend, { id: a.id, enabled, type });
      expect(result.errors).toBeUndefined();
      return present(result.data).toggleArticleRecommend.oss;
    };
    expect(await toggle("hottest", false)).toMatchObject({ inRecommendHottest: false, inRecommendNewest: true });
    // out of the site's hottest; its tag lists newest first, where it stays
    expect(await whereShown(a)).toEqual({ newest: true, hottest: false, icymi: false, tag: true, search: true });
    await toggle("hottest", true);
    expect(await toggle("newest", false)).toMatchObject({ inRecommendHottest: true, inRecommendNewest: false });
    // out of Latest and of its tag's newest list
    expect(await whereShown(a)).toEqual({ newest: false, hottest: true, icymi: false, tag: false, search: true });
    await toggle("newest", true);
    expect(await toggle("search", false)).toMatchObject({ inSearch: false });
    expect(await whereShown(a)).toEqual({ newest: true, hottest: true, icymi: false, tag: true, search: false });
    await toggle("search", true);
    expect(await whereShown(a)).toEqual({ newest: true, hottest: true, icymi: false, tag: true, search: true });
    expect((await auditOf(a.article.id)).map((r) => [r.action, r.before, r.after])).toEqual([
      ["toggleArticleRecommend", { inHottest: true }, { inHottest: false }],
      ["toggleArticleRecommend", { inHottest: false }, { inHottest: true }],
      ["toggleArticleRecommend", { inNewest: true }, { inNewest: false }],
      ["toggleArticleRecommend", { inNewest: false }, { inNewest: true }],
      ["toggleArticleRecommend", { inSearch: true }, { inSearch: false }],
      ["toggleArticleRecommend", { inSearch: false }, { inSearch: true }],
    ]);
  });

  it("puts an article among the editors' picks and takes it out, once each at the same moment", async () => {
    const a = await listed();
    const [x, y] = await Promise.all([writer({ role: "admin" }), writer({ role: "admin" })]);
    const picked = await Promise.all(
      [x, y].map((admin) => admin.client.gql(Recommend, { id: a.id, enabled: true, type: "icymi" })),
    );
    for (const r of picked) expect(r.data?.toggleArticleRecommend.oss.inRecommendIcymi).toBe(true);
    expect((await whereShown(a)).icymi).toBe(true);
    await x.client.gql(Recommend, { id: a.id, enabled: false, type: "icymi" });
    expect((await whereShown(a)).icymi).toBe(false);
    expect((await auditOf(a.article.id)).map((r) => [r.before, r.after])).toEqual([
      [{ inRecommendIcymi: false }, { inRecommendIcymi: true }],
      [{ inRecommendIcymi: true }, { inRecommendIcymi: false }],
    ]);
  });

  it("needs a list to name, and an article that is not archived", async () => {
    const a = await listed();
    const admin = await writer({ role: "admin" });
    expect(codeOf(await admin.client.gql(Recommend, { id: a.id, enabled: false }))).toBe("BAD_USER_INPUT");
    const archived = await insertArticle(a.author.user.id, "archived");
    const refused = await admin.client.gql(Recommend, {
      id: gid("Article", archived.id),
      enabled: true,
      type: "icymi",
    });
    expect(codeOf(refused)).toBe("FORBIDDEN_BY_TARGET_STATE");
    expect([...(await auditOf(a.article.id)), ...(await auditOf(archived.id))]).toHaveLength(0);
  });
});

describe("setBoost", () => {
  it("scales an article's hottest standing: boosted twofold it passes one with more activity", async () => {
    const a = await listed();
    const ahead = await listed();
    // `ahead` has readers' activity worth 1.5 times a's
    const lead = Math.round(HOTNESS.halfLife * Math.log2(1.5));
    await db()
      .update(articles)
      .set({ hotScore: (await scoreOf(a.article.id)) + lead })
      .where(eq(articles.id, ahead.article.id));
    const admin = await writer({ role: "admin" });
    const before = await scoreOf(a.article.id);
    const boosted = await admin.client.gql(Boost, { id: a.id, boost: 2, type: "Article" });
    expect(boosted.errors).toBeUndefined();
    const node = boosted.data?.setBoost;
    expect(node && "oss" in node ? node.oss : null).toEqual({ boost: 2, score: before + HOTNESS.halfLife });
    const order = async () =>
      (present((await new Client().gql(Lists)).data?.viewer).recommendation.hottest.edges ?? [])
        .map((e) => e.node.id)
        .filter((id) => id === a.id || id === ahead.id);
    expect(await order()).toEqual([a.id, ahead.id]);
    // back to 1: the standing it had
    await admin.client.gql(Boost, { id: a.id, boost: 1, type: "Article" });
    expect(await scoreOf(a.article.id)).toBe(before);
    expect(await order()).toEqual([ahead.id, a.id]);
    expect((await auditOf(a.article.id)).map((r) => [r.action, r.before, r.after])).toEqual([
      ["setBoost", { boost: 1 }, { boost: 2 }],
      ["setBoost", { boost: 2 }, { boost: 1 }],
    ]);
  });

  it("refuses a boost of 0 or past 100, and other kinds of thing, writing nothing", async () => {
    const a = await listed();
    const admin = await writer({ role: "admin" });
    const before = await scoreOf(a.article.id);
    for (const boost of [0, 101]) {
      expect(codeOf(await admin.client.gql(Boost, { id: a.id, boost, type: "Article" }))).toBe("BAD_USER_INPUT");
    }
    expect(codeOf(await admin.client.gql(Boost, { id: a.id, boost: 2, type: "User" }))).toBe("BAD_USER_INPUT");
    expect(
      codeOf(await admin.client.gql(Boost, { id: gid("User", a.author.user.id), boost: 2, type: "Article" })),
    ).toBe("BAD_USER_INPUT");
    expect(await scoreOf(a.article.id)).toBe(before);
    expect(await auditOf(a.article.id)).toHaveLength(0);
  });
});

describe("Article.oss", () => {
  it("is admins' alone", async () => {
    const a = await listed();
    const OSS = `query($hash: String!) { article(input: { shortHash: $hash }) { oss { boost inSearch } } }`;
    expect(codeOf(await a.author.client.gql(OSS, { hash: a.article.shortHash }))).toBe("FORBIDDEN");
    expect(codeOf(await new Client().gql(OSS, { hash: a.article.shortHash }))).toBe("UNAUTHENTICATED");
    const admin = await writer({ role: "admin" });
    const read = await admin.client.gql(OSS, { hash: a.article.shortHash });
    expect(read.data).toEqual({ article: { oss: { boost: 1, inSearch: true } } });
  });
});

describe("OSS.articles", () => {
  it("finds articles in any state by short hash or by words of the title", async () => {
    const a = await listed();
    const admin = await writer({ role: "admin" });
    await admin.client.gql(SetState, { id: a.id, state: "banned" });
    const byHash = await admin.client.gql(Find, { key: a.article.shortHash });
    expect(byHash.data?.oss.articles.edges?.map((e) => [e.node.id, e.node.state])).toEqual([[a.id, "banned"]]);
    const byTitle = await admin.client.gql(Find, { key: a.article.title.toLowerCase() });
    expect(byTitle.data?.oss.articles.edges?.map((e) => e.node.id)).toContain(a.id);
    // LIKE's wildcards are taken as they are written
    expect((await admin.client.gql(Find, { key: "%_%_%_%_%_%_%_%_%" })).data?.oss.articles.totalCount).toBe(0);
  });
});

describe("a frozen author", () => {
  it("leaves every list and search, their comments' words are hidden from others, and all return when reactivated", async () => {
    const a = await listed();
    const admin = await writer({ role: "admin" });
    const [comment] = await db()
      .insert(comments)
      .values({ type: "article", targetId: a.article.id, authorId: a.author.user.id, content: "<p>Mine</p>" })
      .returning();
    const commentId = gid("Comment", present(comment).id);
    const wordsFor = async (client: Client) => {
      const node = (await client.gql(CommentWords, { id: commentId })).data?.node;
      return node && "content" in node ? node.content : undefined;
    };
    const setAuthor = (state: "frozen" | "active") =>
      admin.client.gql(FreezeAuthor, { id: gid("User", a.author.user.id), state });

    expect((await setAuthor("frozen")).errors).toBeUndefined();
    expect(await whereShown(a)).toEqual({ newest: false, hottest: false, icymi: false, tag: false, search: false });
    expect(await wordsFor(new Client())).toBeNull();
    // the author still reads their own words, and admins read them to judge
    expect(await wordsFor(a.author.client)).toBe("<p>Mine</p>");
    expect(await wordsFor(admin.client)).toBe("<p>Mine</p>");

    expect((await setAuthor("active")).errors).toBeUndefined();
    expect(await whereShown(a)).toEqual({ newest: true, hottest: true, icymi: false, tag: true, search: true });
    expect(await wordsFor(new Client())).toBe("<p>Mine</p>");
  });
});

describe("spam and advertisements", () => {
  it("keeps an article judged spam out of every list and search, its page kept, and lets it back", async () => {
    const a = await listed();
    const admin = await writer({ role: "admin" });
    const judged = await admin.client.gql(Judge, { id: a.id, isSpam: true });
    expect(judged.errors).toBeUndefined();
    expect(judged.data?.setSpamStatus).toEqual({ __typename: "Article", oss: { spamStatus: { isSpam: true } } });
    expect(await whereShown(a)).toEqual({ newest: false, hottest: false, icymi: false, tag: false, search: false });
    expect((await new Client().gql(Page, { shortHash: a.article.shortHash })).data?.article?.state).toBe("active");
    const spam = (await admin.client.gql(SpamFound, { isSpam: true })).data?.oss.articles.edges ?? [];
    expect(spam.map((e) => e.node.id)).toContain(a.id);
    // the same judgement again changes nothing and logs nothing
    await admin.client.gql(Judge, { id: a.id, isSpam: true });

    await admin.client.gql(Judge, { id: a.id, isSpam: false });
    expect(await whereShown(a)).toEqual({ newest: true, hottest: true, icymi: false, tag: true, search: true });
    const audit = await auditOf(a.article.id);
    expect(audit.map((r) => [r.action, r.before, r.after])).toEqual([
      ["setSpamStatus", { isSpam: null }, { isSpam: true }],
      ["setSpamStatus", { isSpam: true }, { isSpam: false }],
    ]);
  });

  it("keeps an advertisement out of hottest only of these lists", async () => {
    const a = await listed();
    const admin = await writer({ role: "admin" });
    const judged = await admin.client.gql(JudgeAd, { id: a.id, isAd: true });
    expect(judged.data?.setAdStatus.oss.adStatus).toEqual({ isAd: true });
    expect(await whereShown(a)).toEqual({ newest: true, hottest: false, icymi: false, tag: true, search: true });
    await admin.client.gql(JudgeWritingAd, { id: a.id, isAd: false });
    expect(await whereShown(a)).toEqual({ newest: true, hottest: true, icymi: false, tag: true, search: true });
    expect((await auditOf(a.article.id)).map((r) => r.action)).toEqual(["setAdStatus", "setWritingAdStatus"]);
  });

  it("takes a moment judged spam or an advertisement out of the moments feed, and hides a comment's words", async () => {
    const author = await writer();
    const admin = await writer({ role: "admin" });
    const [moment] = await db()
      .insert(moments)
      .values({ authorId: author.user.id, shortHash: `spam${Date.now()}`, content: "<p>Buy</p>", likeCount: 1_000_000 })
      .returning();
    const momentId = gid("Moment", present(moment).id);
    const inFeed = async () =>
      ((await new Client().gql(HotMoments)).data?.viewer?.recommendation.hottestMoments.edges ?? []).some(
        (e) => e.node.id === momentId,
      );
    expect(await inFeed()).toBe(true);
    const judged = await admin.client.gql(Judge, { id: momentId, isSpam: true });
    expect(judged.data?.setSpamStatus).toEqual({ __typename: "Moment", spamStatus: { isSpam: true } });
    expect(await inFeed()).toBe(false);
    await admin.client.gql(Judge, { id: momentId, isSpam: false });
    expect(await inFeed()).toBe(true);
    await admin.client.gql(JudgeWritingAd, { id: momentId, isAd: true });
    expect(await inFeed()).toBe(false);

    const a = await listed();
    const [comment] = await db()
      .insert(comments)
      .values({ type: "article", targetId: a.article.id, authorId: author.user.id, content: "<p>Cheap pills</p>" })
      .returning();
    const commentId = gid("Comment", present(comment).id);
    const wordsFor = async (client: Client) => {
      const node = (await client.gql(CommentWords, { id: commentId })).data?.node;
      return node && "content" in node ? node.content : undefined;
    };
    expect((await admin.client.gql(JudgeWritingAd, { id: commentId, isAd: true })).errors).toBeUndefined();
    expect(await wordsFor(new Client())).toBeNull();
    expect(await wordsFor(author.client)).toBe("<p>Cheap pills</p>");
    expect(await wordsFor(admin.client)).toBe("<p>Cheap pills</p>");
    const rows = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.targetType, "Comment"), eq(adminAudit.targetId, present(comment).id)));
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ["setWritingAdStatus", { isAd: null }, { isAd: true }],
    ]);
  });

  it("refuses what is not a writing, and anyone but an admin", async () => {
    const a = await listed();
    const admin = await writer({ role: "admin" });
    const person = await writer();
    expect(codeOf(await admin.client.gql(Judge, { id: gid("User", person.user.id), isSpam: true }))).toBe(
      "BAD_USER_INPUT",
    );
    expect(codeOf(await admin.client.gql(JudgeAd, { id: gid("Moment", 1), isAd: true }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await person.client.gql(Judge, { id: a.id, isSpam: true }))).toBe("FORBIDDEN");
    expect(await auditOf(a.article.id)).toEqual([]);
  });

  it("gives one of two simultaneous judgements, with one audit row", async () => {
    const a = await listed();
    const [one, two] = [await writer({ role: "admin" }), await writer({ role: "admin" })];
    const [moment] = await db()
      .insert(moments)
      .values({ authorId: a.author.user.id, shortHash: `race${Date.now()}`, content: "<p>Race</p>" })
      .returning();
    const momentId = gid("Moment", present(moment).id);
    const results = await Promise.all([
      one.client.gql(Judge, { id: momentId, isSpam: true }),
      two.client.gql(Judge, { id: momentId, isSpam: true }),
    ]);
    // the loser either saw the change already (answered as it is) or lost the race (ACTION_FAILED)
    expect(results.filter((r) => !r.errors).length).toBeGreaterThanOrEqual(1);
    expect(results.map(codeOf).filter((c) => c && c !== "ACTION_FAILED")).toEqual([]);
    const rows = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.targetType, "Moment"), eq(adminAudit.targetId, present(moment).id)));
    expect(rows).toHaveLength(1);
  });
});

async function scoreOf(articleId: number) {
  return present((await db().select({ s: articles.hotScore }).from(articles).where(eq(articles.id, articleId)))[0]).s;
}
