// Converting a 10,000-character article between the Chinese scripts (issue 19):
//
//   npm run bench:translation                                   conversion alone, in Node
//   npm run bench:translation -- --base http://127.0.0.1:8787   and through a served worker
//
// In Node (the V8 that workerd runs): each cold figure is a fresh process's first conversion,
// which reads the dictionaries (median of 5 processes); warm is the median of 20 more in the
// same process. opencc-js's own converter is measured the same way, for comparison.
//
// Through a served worker: a 10,000-character Simplified article is written into the local D1
// (a new one each run, so nothing is kept for it yet), then its translation into Traditional is
// asked for over /graphql: the first answer converts and keeps it, the next 20 read the kept
// row. Start the server just before, so that the first conversion is also its isolate's first
// (cold dictionaries); the same query without the translation is the baseline. The article
// stays in the local database (short hash bench…) until `npm run db:seed`.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { REPO_ROOT } from "../seed/config.ts";
import { zhHans } from "../seed/text/zh-hans.ts";
import { executeFile } from "../seed/wrangler.ts";

const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i === -1 ? undefined : argv[i + 1];
};
const CHARACTERS = 10_000;

/** About 10,000 characters of Simplified prose in paragraphs under headings, as articles are written. */
function article(): { text: string; html: string } {
  const sentences = [...zhHans.sentences, ...Object.values(zhHans.topics).flatMap((t) => t.sentences)].map((s) =>
    s.replaceAll("{s}", "软件").replaceAll("{o}", "服务器").replaceAll("{time}", "去年"),
  );
  let text = "";
  let html = "";
  let i = 0;
  while (text.length < CHARACTERS) {
    if (i % 40 === 0) html += `<h2>${zhHans.headings[(i / 40) % zhHans.headings.length]}</h2>`;
    let paragraph = "";
    for (let n = 0; n < 5 && text.length + paragraph.length < CHARACTERS; n++) {
      paragraph += sentences[i % sentences.length];
      i++;
    }
    text += paragraph;
    html += `<p>${paragraph}</p>`;
  }
  return { text, html };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** One fresh process's first conversion and its later ones (`--child ours|opencc-js`). */
async function child(kind: string) {
  const { text } = article();
  let convert: (t: string) => string;
  const start = performance.now();
  if (kind === "ours") {
    const { convertScript } = await import("../../lib/text/chinese-script.ts");
    convert = (t) => convertScript(t, "zh_hant");
  } else {
    const { Converter } = await import("opencc-js/cn2t");
    convert = Converter({ from: "cn", to: "twp" });
  }
  convert(text);
  const cold = performance.now() - start;
  const warm: number[] = [];
  for (let n = 0; n < 20; n++) {
    const t = performance.now();
    convert(text);
    warm.push(performance.now() - t);
  }
  process.stdout.write(JSON.stringify({ cold, warm: median(warm) }));
}

function inNode() {
  const rows = [];
  for (const kind of ["ours", "opencc-js"]) {
    const runs = Array.from({ length: 5 }, () => {
      const out = spawnSync(process.execPath, [import.meta.filename, "--child", kind], { encoding: "utf8" });
      if (out.status !== 0) throw new Error(out.stderr);
      return JSON.parse(out.stdout) as { cold: number; warm: number };
    });
    rows.push({
      converter: kind,
      "cold (first call, median of 5 processes)": ms(median(runs.map((r) => r.cold))),
      "warm (median of 20)": ms(median(runs.map((r) => r.warm))),
    });
  }
  console.log(
    `Converting ${CHARACTERS.toLocaleString()} characters of Simplified Chinese to Taiwan Traditional, in Node:`,
  );
  console.table(rows);
}

async function inWorker(base: string) {
  const { html } = article();
  const shortHash = `bench${Date.now().toString(36)}`;
  const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;
  const file = path.join(mkdtempSync(path.join(tmpdir(), "translation-bench-")), "article.sql");
  writeFileSync(
    file,
    [
      `INSERT INTO articles (author_id, short_hash, title, summary, language, word_count)
       SELECT id, ${quote(shortHash)}, '关于软件的一万字', '软件与服务器', 'zh_hans', ${CHARACTERS} FROM users ORDER BY id LIMIT 1;`,
      `INSERT INTO article_versions (article_id, title, summary, content, word_count, data_hash)
       SELECT id, title, summary, ${quote(html)}, ${CHARACTERS}, ${quote(shortHash)} FROM articles WHERE short_hash = ${quote(shortHash)};`,
    ].join("\n"),
  );
  executeFile(file);

  const ask = async (translated: boolean) => {
    const query = `query($h: String!) { article(input: { shortHash: $h }) { title ${
      translated ? "translation(input: { language: zh_hant, model: opencc }) { title content }" : "contents { html }"
    } } }`;
    const start = performance.now();
    const response = await fetch(new URL("/graphql", base), {
      method: "POST",
      headers: { "content-type": "application/json", "apollo-require-preflight": "true" },
      body: JSON.stringify({ query, variables: { h: shortHash } }),
    });
    const body = (await response.json()) as { errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return performance.now() - start;
  };
  const first = await ask(true);
  const kept: number[] = [];
  const plain: number[] = [];
  for (let n = 0; n < 20; n++) {
    kept.push(await ask(true));
    plain.push(await ask(false));
  }
  console.log(`Through the worker at ${base} (/a/${shortHash}, ${html.length.toLocaleString()} characters of HTML):`);
  console.table([
    { request: "translation, first (converted and kept)", time: ms(first) },
    { request: "translation, kept (median of 20)", time: ms(median(kept)) },
    { request: "the body without translation (median of 20)", time: ms(median(plain)) },
  ]);
}

const childKind = option("child");
if (childKind) {
  await child(childKind);
} else {
  inNode();
  const base = option("base");
  if (base) await inWorker(base);
  else console.log(`(add --base <served worker> to measure through the worker; repo: ${REPO_ROOT})`);
}
