// How long the history page's word diff takes on long articles (a measurement, not a test):
//
//   node scripts/bench/word-diff.ts [--words 10000] [--runs 20]
//
// Builds articles of about --words words (English) or characters (Chinese) from the seed's
// language banks, edits them as the seed does (scattered word and sentence edits), and times
// wordDiff() on a few kinds of change. Prints the median and the slowest run in ms.
import { performance } from "node:perf_hooks";
import { wordDiff } from "../../lib/text/word-diff.ts";
import { createRng, type Rng } from "../seed/random.ts";
import type { Lang } from "../seed/text/bank.ts";
import { BANKS } from "../seed/text/banks.ts";
import { countWords, writeArticle } from "../seed/text/prose.ts";
import { parseBlocks, renderBlocks, reviseBlocks } from "../seed/text/revise.ts";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const WORDS = arg("words", 10_000);
const RUNS = arg("runs", 20);

function longArticle(rng: Rng, lang: Lang): string {
  const bank = BANKS[lang];
  const parts: string[] = [];
  let words = 0;
  while (words < WORDS) {
    const prose = writeArticle(bank, "books", rng, "");
    parts.push(prose.content);
    words += countWords(prose.text, lang);
  }
  return parts.join("\n");
}

/** `rounds` rounds of the seed's edits (two to five each, in random paragraphs). */
function edited(html: string, lang: Lang, rng: Rng, rounds: number): string {
  let blocks = parseBlocks(html);
  for (let n = 0; n < rounds; n++) blocks = reviseBlocks(blocks, BANKS[lang], "books", rng);
  return renderBlocks(blocks).content;
}

function time(label: string, from: string, to: string) {
  const ms: number[] = [];
  let marks = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const diff = wordDiff(from, to);
    ms.push(performance.now() - started);
    marks = diff.insertions + diff.deletions;
  }
  ms.sort((a, b) => a - b);
  const median = ms[Math.floor(ms.length / 2)] ?? 0;
  const worst = ms.at(-1) ?? 0;
  console.log(
    `${label.padEnd(44)} median ${median.toFixed(1).padStart(7)} ms   max ${worst.toFixed(1).padStart(7)} ms   ${marks} marks`,
  );
}

const rng = createRng(5);
console.log(`word diff, ~${WORDS} words, ${RUNS} runs each`);
for (const lang of ["en", "zh_hant"] as const) {
  const base = longArticle(rng, lang);
  time(`${lang}: identical`, base, base);
  time(`${lang}: 10 rounds of edits`, base, edited(base, lang, rng, 10));
  time(`${lang}: 100 rounds of edits`, base, edited(base, lang, rng, 100));
  time(`${lang}: against another article (cap)`, base, longArticle(rng, lang));
}
