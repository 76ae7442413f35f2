// The JavaScript a browser loads to show a page: every <script src> of the served HTML, sized
// as sent (raw) and as it would travel compressed (gzip and brotli, at the levels a CDN uses).
// Runs against a served worker (`npm start` or `npm run preview`):
//
//   npm run bench:js -- [--base http://127.0.0.1:8787] [path …]
//
// Islands that load later (the login dialog, wallets) are not first-load and are not counted.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const baseIndex = args.indexOf("--base");
const base = baseIndex === -1 ? "http://127.0.0.1:8787" : (args[baseIndex + 1] ?? "");
const paths = baseIndex === -1 ? args : args.filter((_, i) => i !== baseIndex && i !== baseIndex + 1);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function measure(path: string) {
  const page = await fetch(new URL(path, base), { headers: { "accept-language": "en" } });
  if (!page.ok) throw new Error(`${path}: HTTP ${page.status}`);
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
