import { createHash } from "node:crypto";
import { BASE_TIME, COUNTS, DAY, HOUR } from "../config.ts";
import type { SeedContext } from "../context.ts";
import { COVER_PATHS } from "../images.ts";
import type { Rng } from "../random.ts";
import type { SeededArticle, UserRow } from "../rows.ts";
import { type Lang, SEED_LANGUAGES, TOPICS } from "../text/bank.ts";
import { BANKS } from "../text/banks.ts";
import { countWords, summarize, writeArticle, writeTitle } from "../text/prose.ts";
import { parseBlocks, renderBlocks, reviseBlocks } from "../text/revise.ts";
import type { SeededUsers } from "./users.ts";

type License = NonNullable<SeededArticle["version"]["license"]>;
const LICENSE_WEIGHTS: readonly License[] = [
  "cc_by_nc_nd_4",
  "cc_by_nc_nd_4",
  "cc_by_nc_nd_4",
  "cc_by_nc_nd_4",
  "cc_0",
  "arr",
  "cc_by_nc_nd_2",
];

const DONATION_REQUEST: Readonly<Record<Lang, string>> = {
  en: "If this piece meant something to you, a small donation keeps me writing.",
  zh_hant: "如果這篇文章對你有意義，小小的支持能讓我繼續寫下去。",
  zh_hans: "如果这篇文章对你有意义，小小的支持能让我继续写下去。",
};

/** Demo accounts and admins write more, so their profiles have something to show. */
function authorPool(users: SeededUsers, lang: Lang): UserRow[] {
  const pool: UserRow[] = [];
  for (const user of users.all) {
    if (user.state === "archived") continue;
    const weight = user.id === users.alice.id || user.id === users.bob.id ? 8 : user.role === "admin" ? 2 : 3;
    if (user.language === lang) for (let i = 0; i < weight; i++) pool.push(user);
  }
  return pool;
}

function uniqueTitle(rng: Rng, lang: Lang, topic: SeededArticle["topic"], used: Set<string>): string {
  let title = "";
  for (let tries = 0; tries < 25; tries++) {
    title = writeTitle(BANKS[lang], topic, rng);
    if (!used.has(title)) break;
  }
  used.add(title);
  return title;
}

export function generateArticles(ctx: SeedContext, users: SeededUsers): SeededArticle[] {
  const rng = ctx.rng.fork("articles");
  const planned: { lang: Lang; author: UserRow; createdAt: number }[] = [];
  for (const lang of SEED_LANGUAGES) {
    const pool = authorPool(users, lang);
    for (let i = 0; i < COUNTS.articlesPerLanguage; i++) {
      // a few authors write outside their own language
      const author = rng.chance(0.06) ? rng.pick(users.active) : rng.pick(pool);
      planned.push({ lang, author, createdAt: BASE_TIME - rng.int(2 * HOUR, 180 * DAY) });
    }
  }
  // ids follow publication time, as they would in production
  planned.sort((a, b) => a.createdAt - b.createdAt);

  const titles = new Set<string>();
  const articles = planned.map(({ lang, author, createdAt }, i): SeededArticle => {
    const id = i + 1;
    const bank = BANKS[lang];
    const topic = rng.pick(TOPICS);
    const prose = writeArticle(bank, topic, rng, uniqueTitle(rng, lang, topic, titles));
    const summary = summarize(prose.text, lang);
    const wordCount = countWords(prose.text, lang);
    const cover = rng.chance(0.65) ? rng.pick(COVER_PATHS) : null;
    if (cover) ctx.addAsset(author.id, "cover", cover, createdAt);
    const askForDonation = rng.chance(0.2);
    const version: SeededArticle["version"] = {
      id,
      articleId: id,
      title: prose.title,
      summary,
      summaryCustomized: false,
      content: prose.content,
      cover,
      wordCount,
      dataHash: dataHash(prose.content),
      license: rng.pick(LICENSE_WEIGHTS),
      access: "public",
      canComment: rng.chance(0.97),
      sensitiveByAuthor: false,
      requestForDonation: askForDonation ? DONATION_REQUEST[lang] : null,
      replyToDonator: null,
      circleId: null,
      description: null,
      createdAt,
    };
    return {
      topic,
      row: {
        id,
        authorId: author.id,
        shortHash: ctx.shortHash(),
        state: "active",
        title: prose.title,
        summary,
        cover,
        wordCount,
        language: lang,
        pinned: false,
        sensitiveByAdmin: false,
        revisionCount: 0,
        readCount: 0,
        appreciationTotal: 0,
        commentCount: 0,
        bookmarkCount: 0,
        revisedAt: null,
        createdAt,
        updatedAt: createdAt,
      },
      version,
      versions: [version],
    };
  });
  assignStates(rng, articles, users);
  // a stream of its own, so the articles above stay as they were before articles had histories
  addRevisions(ctx.rng.fork("article-versions"), articles, users, titles);
  return articles;
}

const dataHash = (content: string) => createHash("sha256").update(content).digest("hex");

/** What the author noted about an edit, on some of the versions. */
const REVISION_NOTES: Readonly<Record<Lang, readonly string[]>> = {
  en: ["Fixed a few words.", "Reworked a paragraph.", "Corrections after readers' comments."],
  zh_hant: ["修正了幾個字。", "重寫了一段。", "根據讀者留言做了修訂。"],
  zh_hans: ["修正了几个字。", "重写了一段。", "根据读者留言做了修订。"],
};

/** Share of the other articles that were edited after publication. */
const REVISED_SHARE = 0.12;

/**
 * Gives a deterministic share of articles 2 to 4 versions (two of Alice's active articles and
 * one of Bob's always among them): each later version edits words and sentences of the one
 * before, is created later, and sometimes retitles the article. The article's row follows its
 * newest version. Version ids continue after the first versions' (which equal the article ids),
 * so within an article a larger id is a newer version.
 */
function addRevisions(rng: Rng, articles: SeededArticle[], users: SeededUsers, titles: Set<string>): void {
  const active = (authorId: number) => articles.filter((a) => a.row.state === "active" && a.row.authorId === authorId);
  const chosen = new Set([...rng.sample(active(users.alice.id), 2), ...rng.sample(active(users.bob.id), 1)]);
  for (const article of articles) if (rng.chance(REVISED_SHARE)) chosen.add(article);

  let nextId = articles.length + 1;
  for (const article of articles) {
    if (!chosen.has(article)) continue;
    const lang = article.row.language;
    const bank = BANKS[lang];
    const count = rng.int(2, 4);
    let previous = article.version;
    let blocks = parseBlocks(previous.content);
    for (let n = 1; n < count; n++) {
      blocks = reviseBlocks(blocks, bank, article.topic, rng);
      const { content, text } = renderBlocks(blocks);
      // spread the edits over the time left before the base time, each strictly later
      const room = Math.floor((BASE_TIME - previous.createdAt) / (count - n + 1));
      const createdAt = previous.createdAt + rng.int(Math.max(1, Math.floor(room / 3)), Math.max(1, room));
      const title = rng.chance(0.25) ? uniqueTitle(rng, lang, article.topic, titles) : previous.title;
      const version: SeededArticle["version"] = {
        ...previous,
        id: nextId++,
        title,
        summary: summarize(text, lang),
        content,
        wordCount: countWords(text, lang),
        dataHash: dataHash(content),
        description: rng.chance(0.6) ? rng.pick(REVISION_NOTES[lang]) : null,
        createdAt,
      };
      article.versions.push(version);
      previous = version;
    }
    article.version = previous;
    Object.assign(article.row, {
      title: previous.title,
      summary: previous.summary,
      wordCount: previous.wordCount,
      revisionCount: article.versions.length - 1,
      revisedAt: previous.createdAt,
      updatedAt: previous.createdAt,
    });
  }
}

/** A handful archived (one of Alice's), a few banned, and each demo account pins one. */
function assignStates(rng: Rng, articles: readonly SeededArticle[], users: SeededUsers): void {
  const demoIds = [users.alice.id, users.bob.id];
  const byAuthor = (id: number) => articles.filter((a) => a.row.authorId === id);
  const others = articles.filter((a) => !demoIds.includes(a.row.authorId));
  const [aliceArchived, alicePinned] = rng.sample(byAuthor(users.alice.id), 2);
  const [bobPinned] = rng.sample(byAuthor(users.bob.id), 1);
  const picked = rng.sample(others, 11);
  for (const a of picked.slice(0, 3)) a.row.state = "banned";
  for (const a of [...picked.slice(3), aliceArchived]) if (a) a.row.state = "archived";
  for (const a of [alicePinned, bobPinned]) if (a) a.row.pinned = true;
  const sensitive = others.find((a) => a.row.state === "active");
  if (sensitive) sensitive.row.sensitiveByAdmin = true;
}
