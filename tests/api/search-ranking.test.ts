import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { matchExpression, searchWords } from "@/lib/text/search-text";
import { searchArticles } from "@/server/db/queries/search";
import * as schema from "@/server/db/schema";
import { Client, db, present } from "../support/api";
import { seedDemoData } from "../support/demo-data";
import { graphql } from "./generated/gql";

// Search ranking on the demo data (the seed of `npm run db:prepare`, built by the same code
// and indexed by the same functions): an article whose title holds the searched word must be
// on the first page (20 results) whenever fewer than 20 titles hold that word, however many
// articles mention the word only in their body.
//
// A title's words are its words as the index sees them (searchWords: folded to Simplified,
// lower-cased, cut by Intl.Segmenter), so the test searches for what a reader would type
// after reading the title:
//  - in Latin titles, words of 3 or more letters that are not stop words (the, and, with …
//    are in nearly every text and say nothing about the article);
//  - in Chinese titles, the two-character words (關於, 家族, 群組): most Chinese words are two
//    characters, and a two-character run across a word boundary is not a word a reader
//    would look for (nor one the segmenter indexes).
// A title "holds" a word as the search matches it: one of its words starts with it.

const PAGE = 20;

const STOP_WORDS = new Set(
  (
    "the and for with from about into onto over under after before than that this these those " +
    "what when where which while who whom whose why how are was were been being have has had " +
    "not but nor yet all any our your their its his her they them you she him one two out off " +
    "can will just more most some such only own same too very also"
  ).split(" "),
);

function titleWords(title: string): string[] {
  return searchWords(title).filter(
    (word) => (/^\p{Script=Latin}{3,}$/u.test(word) && !STOP_WORDS.has(word)) || /^\p{Script=Han}{2}$/u.test(word),
  );
}

const SEARCH = graphql(`
  query RankedSearch($input: SearchInput!) {
    search(input: $input) {
      totalCount
      edges {
        node {
          id
        }
      }
    }
  }
`);

const gid = (id: number) => btoa(`Article:${id}`);

type Visible = { id: number; title: string };
let visible: Visible[] = [];

beforeAll(async () => {
  // what search reads: people, their restrictions, tags, articles and their versions
  const wanted = new Set<unknown>([
    schema.users,
    schema.userRestrictions,
    schema.tags,
    schema.articles,
    schema.articleVersions,
    schema.articleTags,
  ]);
  await seedDemoData((t) => wanted.has(t.table));
  // the articles any reader can find: the rest never show up, whatever their title
  const { results } = await env.DB.prepare(
    `SELECT a.id AS id, a.title AS title FROM articles a JOIN users u ON u.id = a.author_id
     WHERE a.state = 'active' AND u.state = 'active'
       AND NOT EXISTS (SELECT 1 FROM user_restrictions r WHERE r.user_id = a.author_id)`,
  ).all<Visible>();
  visible = results;
}, 120_000);

describe("ranking on the demo data", () => {
  it("puts every article whose title holds a word on the first page, when fewer than 20 titles hold it", async () => {
    const wordsOf = new Map(visible.map((article) => [article.id, searchWords(article.title)]));
    const queries = new Set(visible.flatMap((article) => titleWords(article.title)));
    expect(visible.length).toBeGreaterThan(300);
    expect(queries.size).toBeGreaterThan(300);

    const client = new Client("10.9.0.1");
    const missing: string[] = [];
    let checked = 0;
    for (const word of queries) {
      const holders = visible.filter((a) => wordsOf.get(a.id)?.some((w) => w.startsWith(word)));
      if (holders.length >= PAGE) continue;
      const result = await client.gql(SEARCH, { input: { key: word, type: "Article", first: PAGE } });
      expect(result.errors).toBeUndefined();
      const found = present(result.data).search;
      const page = new Set(present(found.edges).map((e) => e.node.id));
      for (const article of holders) {
        checked += 1;
        if (!page.has(gid(article.id))) {
          missing.push(`${word}: "${article.title}" not in the first ${PAGE} of ${found.totalCount}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(500);
  }, 300_000);
});

describe("paging past the ranked pool", () => {
  it("continues with the other matches, each result once, as many as the count", async () => {
    // a pool of 4 makes most of a common word's matches fall past it
    const found = searchArticles(
      db(),
      { match: matchExpression("的") ?? "", whole: matchExpression("的", { whole: true }) ?? "" },
      { viewerId: null, now: Date.now(), pool: 4 },
    );
    const total = await found.count();
    expect(total).toBeGreaterThan(50);
    const seen: number[] = [];
    for (let offset = 0; offset < total + 7; offset += 7) seen.push(...(await found.ids({ limit: 7, offset })));
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    // the pool's title matches rank first
    const titled = new Set(
      visible.filter((a) => searchWords(a.title).some((w) => w.startsWith("的"))).map((a) => a.id),
    );
    expect(titled.size).toBeGreaterThan(0);
    expect(titled.has(seen[0] ?? 0)).toBe(true);
  }, 60_000);
});
