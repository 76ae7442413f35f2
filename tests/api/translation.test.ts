import { and, eq } from "drizzle-orm";
import { Parser } from "htmlparser2";
import { beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import {
  articles,
  articleTranslations,
  articleVersions,
  circleMembers,
  circles,
  comments,
  moments,
} from "@/server/db/schema";
import { Client, codeOf, createUser, db, PASSWORD, present } from "../support/api";
import { HOSTILE_MARKUP, KEYS } from "../support/translation-server";
import { graphql } from "./generated/gql";

// Reading across languages: Article.translation and availableTranslations, ArticleVersion's,
// and the OpenCC switch of moments and comments. Models are reached at the stand-in server the
// tests start (tests/support/translation-server.ts), which speaks Google's formats.

const server = inject("translationServer");
const run = Math.floor(Math.random() * 1e6);
const gid = (type: string, id: number) => btoa(`${type}:${id}`);

let ipSeq = 0;
const client = () => {
  ipSeq += 1;
  return new Client(`10.19.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`);
};
async function signedIn(email: string | null) {
  const c = client();
  const result = await c.gql(`mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }`, {
    input: { email, passwordOrCode: PASSWORD },
  });
  expect(result.errors).toBeUndefined();
  return c;
}

/** A deployment with Cloud Translation v2 (and, asked for, Gemini) configured against the stand-in. */
const googleVars = (key: string = KEYS.good) => ({
  GOOGLE_TRANSLATION_API_KEY: key,
  GOOGLE_TRANSLATION_API_URL: `${server}/language/translate/v2`,
});
const geminiVars = (key: string = KEYS.good) => ({ GEMINI_API_KEY: key, GEMINI_API_URL: `${server}/v1beta` });

type Recorded = { path: string; body: Record<string, unknown> };
const requests = async (): Promise<Recorded[]> => (await fetch(`${server}/__requests`)).json();
const forgetRequests = () => fetch(`${server}/__requests`, { method: "DELETE" });

const TRANSLATION = graphql(`
  query Translation($shortHash: String!, $input: ArticleTranslationInput) {
    article(input: { shortHash: $shortHash }) {
      language
      availableTranslations
      translation(input: $input) {
        title
        summary
        content
        language
        model
      }
    }
  }
`);
const translate = (c: Client, shortHash: string, input?: { language: "en" | "zh_hans" | "zh_hant"; model?: never }) =>
  c.gql(TRANSLATION, { shortHash, input });
const translateWith = (
  c: Client,
  shortHash: string,
  language: "en" | "zh_hans" | "zh_hant",
  model?: "opencc" | "google_translation_v2" | "google_gemini_2_5_flash" | "google_gemini_2_0_flash",
) => c.gql(TRANSLATION, { shortHash, input: { language, model } });

const VERSION_TRANSLATION = graphql(`
  query VersionTranslation($id: ID!, $input: ArticleTranslationInput) {
    node(input: { id: $id }) {
      ... on ArticleVersion {
        title
        translation(input: $input) {
          title
          content
          language
          model
        }
      }
    }
  }
`);

const SHORT_TEXTS = graphql(`
  query ShortTexts($shortHash: String!, $language: UserLanguage!) {
    moment(input: { shortHash: $shortHash }) {
      content
      translation(input: { language: $language }) {
        content
        language
        model
      }
      comments(input: { first: 10, sort: oldest }) {
        edges {
          node {
            state
            content
            translation(input: { language: $language }) {
              content
              language
              model
            }
          }
        }
      }
    }
  }
`);

type UserRow = Awaited<ReturnType<typeof createUser>>;
let author: UserRow;
let stranger: UserRow;
let admin: UserRow;
let member: UserRow;
let lapsed: UserRow;
let owner: UserRow;
let hantReader: UserRow;

/** Hostile as a body can be: links, images, code, a script and a comment a sanitizer would have dropped. */
const SIMPLIFIED_BODY = [
  "<h2>软件与服务器</h2>",
  '<p>我的<a href="/a/软件?q=鼠标&amp;x=1" title="软件">软件</a>在服务器上运行。<img src="/软件.png" alt="软件截图"></p>',
  '<pre><code class="language-js">const 软件 = "鼠标";</code></pre>',
  '<p>用<code>软件</code>和<span lang="ja">学校の软件</span>。</p>',
  "<script>var s = '软件';</script><!-- 软件 -->",
].join("");

async function insertArticle(values: {
  shortHash: string;
  language: string | null;
  title: string;
  summary: string;
  content: string;
  state?: "active" | "archived" | "banned";
  access?: "public" | "paywall";
  circleId?: number | null;
}) {
  const [article] = await db()
    .insert(articles)
    .values({
      authorId: author.id,
      shortHash: values.shortHash,
      state: values.state ?? "active",
      title: values.title,
      summary: values.summary,
      language: values.language,
    })
    .returning();
  const [version] = await db()
    .insert(articleVersions)
    .values({
      articleId: present(article).id,
      title: values.title,
      summary: values.summary,
      content: values.content,
      wordCount: values.content.length,
      dataHash: `hash-${values.shortHash}`,
      access: values.access ?? "public",
      circleId: values.circleId ?? null,
    })
    .returning();
  return { article: present(article), version: present(version) };
}

const hash = (name: string) => `tr${name}${run}`;
let simplified: Awaited<ReturnType<typeof insertArticle>>;
let traditional: Awaited<ReturnType<typeof insertArticle>>;
let english: Awaited<ReturnType<typeof insertArticle>>;
let archived: Awaited<ReturnType<typeof insertArticle>>;
let paywalled: Awaited<ReturnType<typeof insertArticle>>;
let circleId: number;

beforeAll(async () => {
  author = await createUser();
  stranger = await createUser();
  admin = await createUser({ role: "admin" });
  member = await createUser();
  lapsed = await createUser();
  owner = await createUser();
  hantReader = await createUser({ language: "zh_hant" });
  const [circle] = await db()
    .insert(circles)
    .values({ ownerId: owner.id, name: `circle${run}`, displayName: "A circle" })
    .returning();
  circleId = present(circle).id;
  await db()
    .insert(circleMembers)
    .values([
      { circleId, userId: member.id, state: "active" },
      { circleId, userId: lapsed.id, state: "canceled" },
    ]);

  simplified = await insertArticle({
    shortHash: hash("hans"),
    language: "zh_hans",
    title: "我的软件",
    summary: "关于鼠标和服务器",
    content: SIMPLIFIED_BODY,
  });
  traditional = await insertArticle({
    shortHash: hash("hant"),
    language: "zh_hant",
    title: "我的軟體",
    summary: "關於滑鼠和伺服器",
    content: "<p>我們的<strong>軟體</strong>在伺服器上執行。</p>",
  });
  english = await insertArticle({
    shortHash: hash("en"),
    language: "en",
    title: "It's my software",
    summary: "On mice & servers",
    content:
      '<p>Read <a href="/a/x">the manual</a>, then <code>npm start</code>.<br><img src="/m.png" alt="A mouse"></p>',
  });
  archived = await insertArticle({
    shortHash: hash("archived"),
    language: "zh_hans",
    state: "archived",
    title: "旧软件",
    summary: "旧的",
    content: "<p>旧软件</p>",
  });
  paywalled = await insertArticle({
    shortHash: hash("paywall"),
    language: "zh_hans",
    title: "付费软件",
    summary: "只给圈子",
    content: "<p>圈子里的软件</p>",
    access: "paywall",
    circleId,
  });
});

beforeEach(async () => {
  await forgetRequests();
});

/** The tags, attributes, comments and code of some HTML: what a translation may not change. */
function skeleton(html: string): string[] {
  const parts: string[] = [];
  const stack: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      stack.push(name);
      parts.push(`<${name} ${JSON.stringify(attributes)}>`);
    },
    onclosetag(name) {
      stack.pop();
      parts.push(`</${name}>`);
    },
    ontext(text) {
      if (stack.some((name) => ["pre", "code", "script"].includes(name))) parts.push(text);
    },
    oncomment(text) {
      parts.push(`<!--${text}-->`);
    },
  });
  parser.end(html);
  return parts;
}

describe("between the Chinese scripts (OpenCC)", () => {
  it("converts a Simplified article's title, summary and body to Taiwan Traditional, phrase by phrase", async () => {
    const result = await translate(client(), simplified.article.shortHash, { language: "zh_hant" });
    expect(result.errors).toBeUndefined();
    const translation = present(result.data?.article?.translation);
    expect(translation).toMatchObject({
      title: "我的軟體",
      summary: "關於滑鼠和伺服器",
      language: "zh_hant",
      model: "opencc",
    });
    expect(translation.content).toContain("<h2>軟體與伺服器</h2>");
    expect(translation.content).toContain(">軟體</a>在伺服器上執行。");
    // links, images, code, other languages, scripts and comments as they were
    expect(skeleton(present(translation.content))).toEqual(skeleton(SIMPLIFIED_BODY));
    expect(translation.content).toContain('<span lang="ja">学校の软件</span>');
    expect(translation.content).toContain('<a href="/a/软件?q=鼠标&amp;x=1" title="软件">');
    // offline: nothing was asked of any service
    expect(await requests()).toEqual([]);
  });

  it("converts a Traditional article to Simplified", async () => {
    const result = await translate(client(), traditional.article.shortHash, { language: "zh_hans" });
    expect(result.data?.article?.translation).toEqual({
      title: "我的软件",
      summary: "关于鼠标和服务器",
      content: "<p>我们的<strong>软件</strong>在服务器上运行。</p>",
      language: "zh_hans",
      model: "opencc",
    });
  });

  it("answers null for the article's own language, and for a visitor who names none", async () => {
    const own = await translate(client(), simplified.article.shortHash, { language: "zh_hans" });
    expect(own.errors).toBeUndefined();
    expect(own.data?.article?.translation).toBeNull();
    const none = await translate(client(), simplified.article.shortHash);
    expect(none.data?.article?.translation).toBeNull();
  });

  it("takes a signed-in reader's own language when none is named", async () => {
    const reader = await signedIn(hantReader.email);
    const result = await translate(reader, simplified.article.shortHash);
    expect(result.data?.article?.translation).toMatchObject({ title: "我的軟體", language: "zh_hant" });
  });

  it("refuses OpenCC for anything but Chinese", async () => {
    const result = await translateWith(client(), simplified.article.shortHash, "en", "opencc");
    expect(codeOf(result)).toBe("BAD_USER_INPUT");
    expect(result.errors?.[0]?.message).toMatch(/Traditional and Simplified Chinese only/);
  });

  it("keeps each conversion per version and direction, and serves it from there", async () => {
    const { article, version } = await insertArticle({
      shortHash: hash("kept"),
      language: "zh_hans",
      title: "软件",
      summary: "软件",
      content: "<p>软件</p>",
    });
    await translate(client(), article.shortHash, { language: "zh_hant" });
    const key = and(
      eq(articleTranslations.versionId, version.id),
      eq(articleTranslations.language, "zh_hant"),
      eq(articleTranslations.model, "opencc"),
    );
    const [row] = await db().select().from(articleTranslations).where(key);
    // the body is in R2 (tests/api/article-bodies.test.ts)
    expect(row).toMatchObject({ title: "軟體", content: null });
    // a later read is the kept row, not a new conversion
    await db().update(articleTranslations).set({ title: "kept row" }).where(key);
    const again = await translate(client(), article.shortHash, { language: "zh_hant" });
    expect(again.data?.article?.translation?.title).toBe("kept row");

    // a new version is converted afresh; the old one keeps its own, which the history page reads
    const [next] = await db()
      .insert(articleVersions)
      .values({
        articleId: article.id,
        title: "鼠标",
        summary: "鼠标",
        content: "<p>鼠标</p>",
        wordCount: 2,
        dataHash: `hash-next-${run}`,
      })
      .returning();
    const current = await translate(client(), article.shortHash, { language: "zh_hant" });
    expect(current.data?.article?.translation).toMatchObject({ title: "滑鼠", content: "<p>滑鼠</p>" });
    const old = await client().gql(VERSION_TRANSLATION, {
      id: gid("ArticleVersion", version.id),
      input: { language: "zh_hant" },
    });
    expect(old.data?.node).toMatchObject({ title: "软件", translation: { title: "kept row", model: "opencc" } });
    const rows = await db()
      .select()
      .from(articleTranslations)
      .where(eq(articleTranslations.versionId, present(next).id));
    expect(rows).toHaveLength(1);
  });

  it("lists the other script among the available translations, without a model", async () => {
    const hans = await translate(client(), simplified.article.shortHash);
    expect(hans.data?.article?.availableTranslations).toEqual(["zh_hant"]);
    const hant = await translate(client(), traditional.article.shortHash);
    expect(hant.data?.article?.availableTranslations).toEqual(["zh_hans"]);
    const en = await translate(client(), english.article.shortHash);
    expect(en.data?.article?.availableTranslations).toEqual([]);
  });

  it("tells the script of a Chinese article that names none from its text", async () => {
    const { article } = await insertArticle({
      shortHash: hash("unnamed"),
      language: null,
      title: "我们的软件和服务器",
      summary: "这个软件运行得很快",
      content: "<p>软件</p>",
    });
    const result = await translate(client(), article.shortHash, { language: "zh_hant" });
    expect(result.data?.article).toMatchObject({
      availableTranslations: ["zh_hant"],
      translation: { title: "我們的軟體和伺服器", model: "opencc" },
    });
  });
});

describe("other languages through a configured model", () => {
  it("offers nothing without a key, and answers null rather than an error", async () => {
    const result = await translate(client(), simplified.article.shortHash, { language: "en" });
    expect(result.errors).toBeUndefined();
    expect(result.data?.article?.translation).toBeNull();
    expect(result.data?.article?.availableTranslations).not.toContain("en");
    const gemini = await translateWith(client(), simplified.article.shortHash, "en", "google_gemini_2_5_flash");
    expect(gemini.errors).toBeUndefined();
    expect(gemini.data?.article?.translation).toBeNull();
    expect(await requests()).toEqual([]);
  });

  it("translates with Cloud Translation v2, keeping the article's structure, and keeps the translation", async () => {
    const c = client().withVars(googleVars());
    const result = await translate(c, english.article.shortHash, { language: "zh_hant" });
    expect(result.errors).toBeUndefined();
    const translation = present(result.data?.article?.translation);
    expect(translation).toMatchObject({
      title: "⟦zh_hant:It's my software⟧",
      summary: "⟦zh_hant:On mice & servers⟧",
      language: "zh_hant",
      model: "google_translation_v2",
    });
    expect(translation.content).toBe(
      '<p>⟦zh_hant:Read ⟧<a href="/a/x">⟦zh_hant:the manual⟧</a>⟦zh_hant:, then ⟧<code>npm start</code>⟦zh_hant:.⟧<br><img src="/m.png" alt="A mouse"></p>',
    );
    // the documented request: the texts as HTML, from English into Taiwan's Chinese, one request
    const asked = await requests();
    expect(asked).toHaveLength(1);
    expect(asked[0]?.body).toEqual({
      q: [
        "It's my software",
        "On mice &amp; servers",
        'Read <span id="0">the manual</span>, then <span id="1"></span>.<span id="2"></span><span id="3"></span>',
      ],
      target: "zh-TW",
      source: "en",
      format: "html",
    });
    // made once: the next reader reads the kept translation, the service is not asked again
    const again = await translate(client().withVars(googleVars()), english.article.shortHash, { language: "zh_hant" });
    expect(again.data?.article?.translation).toEqual(translation);
    expect(await requests()).toHaveLength(1);
    // and it stays available where no key is configured any more
    const later = await translate(client(), english.article.shortHash, { language: "zh_hant" });
    expect(later.data?.article?.availableTranslations).toEqual(["zh_hant"]);
  });

  it("lets no markup of a model's answer into the article", async () => {
    const { article } = await insertArticle({
      shortHash: hash("hostile"),
      language: "zh_hans",
      title: "软件",
      summary: "软件",
      content: SIMPLIFIED_BODY,
    });
    const result = await translate(client().withVars(googleVars(KEYS.hostile)), article.shortHash, { language: "en" });
    const translation = present(result.data?.article?.translation);
    expect(skeleton(present(translation.content))).toEqual(skeleton(SIMPLIFIED_BODY));
    expect(translation.content).not.toMatch(/onerror|onclick|javascript:|alert\(1\)<\/script>/);
    // what it wrote stays as words: the title is text
    expect(translation.title).toBe(`alert(1)x⟦en:软件⟧`);
    expect(HOSTILE_MARKUP).toContain("<script>");
  });

  it("lists every other language while a model is configured", async () => {
    const c = client().withVars(googleVars());
    expect((await translate(c, simplified.article.shortHash)).data?.article?.availableTranslations).toEqual([
      "en",
      "zh_hant",
    ]);
    expect((await translate(c, traditional.article.shortHash)).data?.article?.availableTranslations).toEqual([
      "en",
      "zh_hans",
    ]);
  });

  it("keeps to OpenCC between the scripts even with a model configured", async () => {
    const result = await translate(client().withVars(googleVars()), traditional.article.shortHash, {
      language: "zh_hans",
    });
    expect(result.data?.article?.translation?.model).toBe("opencc");
    expect(await requests()).toEqual([]);
  });

  it("tells the reader clearly when the quota is used up, and keeps nothing", async () => {
    for (const key of [KEYS.quota, KEYS.rate]) {
      const result = await translate(client().withVars(googleVars(key)), simplified.article.shortHash, {
        language: "en",
      });
      expect(codeOf(result)).toBe("ACTION_LIMIT_EXCEEDED");
      expect(result.errors?.[0]?.extensions?.reason).toBe("quota");
      expect(result.errors?.[0]?.message).toBe(
        "The translation service has reached its limit for now. Please try again later.",
      );
      // the rest of the article still answers
      expect(result.data?.article?.language).toBe("zh_hans");
    }
    const kept = await db()
      .select()
      .from(articleTranslations)
      .where(and(eq(articleTranslations.versionId, simplified.version.id), eq(articleTranslations.language, "en")));
    expect(kept).toEqual([]);
  });

  it("tells the reader when the service refuses the key, or cannot be reached", async () => {
    const refused = await translate(client().withVars(googleVars("not-a-key")), simplified.article.shortHash, {
      language: "en",
    });
    expect(codeOf(refused)).toBe("ACTION_FAILED");
    expect(refused.errors?.[0]?.extensions?.reason).toBe("key");
    expect(refused.errors?.[0]?.message).toBe(
      "The translation service refused this site's key, so nothing can be translated for now.",
    );
    // the key never reaches the reader
    expect(JSON.stringify(refused.errors)).not.toContain("not-a-key");

    const nowhere = await translate(
      client().withVars({ GOOGLE_TRANSLATION_API_KEY: KEYS.good, GOOGLE_TRANSLATION_API_URL: "http://127.0.0.1:9/v2" }),
      simplified.article.shortHash,
      { language: "en" },
    );
    expect(codeOf(nowhere)).toBe("ACTION_FAILED");
    expect(nowhere.errors?.[0]?.extensions?.reason).toBe("unavailable");
  });

  it("translates with Gemini, each model's translation kept apart", async () => {
    const c = client().withVars(geminiVars());
    const flash = await translateWith(c, simplified.article.shortHash, "en", "google_gemini_2_5_flash");
    expect(flash.errors).toBeUndefined();
    const translation = present(flash.data?.article?.translation);
    expect(translation).toMatchObject({ title: "⟦en:我的软件⟧", language: "en", model: "google_gemini_2_5_flash" });
    expect(skeleton(present(translation.content))).toEqual(skeleton(SIMPLIFIED_BODY));
    const older = await translateWith(c, simplified.article.shortHash, "en", "google_gemini_2_0_flash");
    expect(older.data?.article?.translation?.model).toBe("google_gemini_2_0_flash");
    const asked = await requests();
    expect(asked.map((r) => r.path)).toEqual([
      "/v1beta/models/gemini-2.5-flash:generateContent",
      "/v1beta/models/gemini-2.0-flash:generateContent",
    ]);
    const rows = await db()
      .select()
      .from(articleTranslations)
      .where(and(eq(articleTranslations.versionId, simplified.version.id), eq(articleTranslations.language, "en")));
    expect(rows.map((r) => r.model).sort()).toEqual(["google_gemini_2_0_flash", "google_gemini_2_5_flash"]);
  });

  it("answers Gemini's quota and key errors as Cloud Translation's", async () => {
    const quota = await translateWith(client().withVars(geminiVars(KEYS.quota)), traditional.article.shortHash, "en");
    expect(codeOf(quota)).toBe("ACTION_LIMIT_EXCEEDED");
    const refused = await translateWith(client().withVars(geminiVars("nope")), traditional.article.shortHash, "en");
    expect(codeOf(refused)).toBe("ACTION_FAILED");
    expect(refused.errors?.[0]?.extensions?.reason).toBe("key");
  });

  it("uses the configured default model when none is asked for", async () => {
    const c = client().withVars({ ...googleVars(), ...geminiVars(), TRANSLATION_MODEL: "google_gemini_2_5_flash" });
    const result = await translate(c, traditional.article.shortHash, { language: "en" });
    expect(result.data?.article?.translation?.model).toBe("google_gemini_2_5_flash");
  });
});

describe("who may read a translation", () => {
  it("has none for an article the reader may not see", async () => {
    expect((await translate(client(), archived.article.shortHash, { language: "zh_hant" })).data).toEqual({
      article: null,
    });
    const id = gid("ArticleVersion", archived.version.id);
    const input = { language: "zh_hant" as const };
    const asStranger = await (await signedIn(stranger.email)).gql(VERSION_TRANSLATION, { id, input });
    expect(asStranger.data?.node).toBeNull();
    const asAuthor = await (await signedIn(author.email)).gql(VERSION_TRANSLATION, { id, input });
    expect(asAuthor.data?.node).toMatchObject({ translation: { title: "舊軟體" } });
  });

  it("keeps a paywalled article's translation to its circle, author and admins", async () => {
    const shortHash = paywalled.article.shortHash;
    const read = async (c: Client) => (await translate(c, shortHash, { language: "zh_hant" })).data?.article;
    for (const outsider of [client(), await signedIn(stranger.email), await signedIn(lapsed.email)]) {
      expect(await read(outsider)).toMatchObject({ translation: null, availableTranslations: [] });
    }
    for (const insider of [author, member, owner, admin]) {
      expect(await read(await signedIn(insider.email))).toMatchObject({
        translation: { title: "付費軟體", content: "<p>圈子裡的軟體</p>" },
        availableTranslations: ["zh_hant"],
      });
    }
    // kept once, and still not for outsiders
    expect(await read(client().withVars(googleVars()))).toMatchObject({ translation: null, availableTranslations: [] });
    const version = await client().gql(VERSION_TRANSLATION, {
      id: gid("ArticleVersion", paywalled.version.id),
      input: { language: "zh_hant" },
    });
    expect(version.data?.node).toMatchObject({ translation: null });
  });
});

describe("moments and comments", () => {
  let momentHash: string;

  beforeAll(async () => {
    const [moment] = await db()
      .insert(moments)
      .values({ authorId: author.id, shortHash: `trm${run}`, content: "我的软件坏了，鼠标也是。" })
      .returning();
    momentHash = present(moment).shortHash;
    const targetId = present(moment).id;
    await db()
      .insert(comments)
      .values([
        { type: "moment", targetId, authorId: stranger.id, content: "試試重開伺服器。", createdAt: 1_800_000_000_000 },
        {
          type: "moment",
          targetId,
          authorId: stranger.id,
          content: "软件",
          state: "banned",
          createdAt: 1_800_000_001_000,
        },
        { type: "moment", targetId, authorId: member.id, content: "Try again", createdAt: 1_800_000_002_000 },
      ]);
  });

  it("converts a moment and its comments to the reader's script, whichever they were written in", async () => {
    const result = await client().gql(SHORT_TEXTS, { shortHash: momentHash, language: "zh_hant" });
    expect(result.errors).toBeUndefined();
    const moment = present(result.data?.moment);
    expect(moment.translation).toEqual({ content: "我的軟體壞了，滑鼠也是。", language: "zh_hant", model: "opencc" });
    expect(moment.comments.edges?.map((e) => e.node.translation)).toEqual([
      { content: "試試重開伺服器。", language: "zh_hant", model: "opencc" },
      null,
      { content: "Try again", language: "zh_hant", model: "opencc" },
    ]);
    const simplifiedView = await client().gql(SHORT_TEXTS, { shortHash: momentHash, language: "zh_hans" });
    expect(simplifiedView.data?.moment?.comments.edges?.[0]?.node.translation?.content).toBe("试试重开服务器。");
  });

  it("has no conversion into English", async () => {
    const result = await client().gql(SHORT_TEXTS, { shortHash: momentHash, language: "en" });
    expect(result.data?.moment?.translation).toBeNull();
    expect(result.data?.moment?.comments.edges?.every((e) => e.node.translation === null)).toBe(true);
  });
});
