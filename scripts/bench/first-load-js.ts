// The JavaScript a browser loads to show a page: every <script src> of the served HTML, sized
// as sent (raw) and as it would travel compressed (gzip and brotli, at the levels a CDN uses).
// Runs against a served worker (`npm start` or `npm run preview`):
//
//   npm run bench:js -- [--base http://127.0.0.1:8787] [--cookie "__access_token=…"] [path …]
//
// Islands that load later (the login dialog, wallets, the editor) are not first-load and are not
// counted. --cookie measures a signed-in reader's pages (the author's, which send visitors away).
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const args = process.argv.slice(2);
/** The value after `--name`, and the arguments without both. */
function option(list: string[], name: string): [string | undefined, string[]] {
  const index = list.indexOf(name);
  return index === -1 ? [undefined, list] : [list[index + 1], list.filter((_, i) => i !== index && i !== index + 1)];
}
const [baseOption, afterBase] = option(args, "--base");
const [cookie, paths] = option(afterBase, "--cookie");
const base = baseOption ?? "http://127.0.0.1:8787";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function measure(path: string) {
  const page = await fetch(new URL(path, base), {
    headers: { "accept-language": "en", ...(cookie ? { cookie } : {}) },
  });
  if (!page.ok) throw new Error(`${path}: HTTP ${page.status}`);
  // an author's page answers a visitor (or a stale cookie) with the login page
  if (new URL(page.url).pathname === "/login" && !path.startsWith("/login")) throw new Error(`${path}: sent to log in`);
  const html = await page.text();
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? ""))];
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 6 }).length;
    brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
  }
  return { path, scripts: sources.length, raw: kb(raw), gzip: kb(gzip), brotli: kb(brotli) };
}

const results = [];
for (const path of paths.length ? paths : ["/"]) results.push(await measure(path));
console.table(results);
