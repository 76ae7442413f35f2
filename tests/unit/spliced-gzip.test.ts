import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipWith, splicedGzip } from "@/server/cache/spliced-gzip";

// A member copy compressed once, with each reader's state written into it on the answer
// (server/cache/member-pages.ts): what a browser's gzip decoder reads back must be the copy
// with the state at its point, byte for byte.

const encoder = new TextEncoder();

/** A page-like text: repetitive markup, so the runs refer back within themselves a great deal. */
function page(size: number): Uint8Array {
  let html = "<!DOCTYPE html><html><head><title>Margins</title>";
  for (let i = 0; html.length < size; i++) html += `<p class="line">Paragraph ${i} of a kept copy, 中文 ${i % 7}</p>`;
  return encoder.encode(`${html}</body></html>`);
}

async function viaDecompressionStream(gzip: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([gzip]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe("a kept copy compressed once, with each answer's insert spliced in", () => {
  it("decodes to the copy with the insert at its point, for each of several inserts", async () => {
    const text = page(120_000);
    const at = 48;
    const spliced = splicedGzip(text, at);
    for (const state of ['{"viewer":{"id":"VXNlcjo1"}}', "", "x".repeat(70_000)]) {
      const insert = encoder.encode(state);
      const gzip = gzipWith(spliced, text, insert);
      const expected = new Uint8Array([...text.subarray(0, at), ...insert, ...text.subarray(at)]);
      expect(Buffer.from(gunzipSync(gzip)).equals(Buffer.from(expected))).toBe(true);
      expect(Buffer.from(await viaDecompressionStream(gzip)).equals(Buffer.from(expected))).toBe(true);
    }
  });

  it("holds at either end of the text, and stays about as small as compressing the whole", () => {
    const text = page(80_000);
    const insert = encoder.encode('<script type="application/json">{"a":1}</script>');
    for (const at of [0, text.length]) {
      const gzip = gzipWith(splicedGzip(text, at), text, insert);
      expect(gunzipSync(gzip).toString()).toBe(
        Buffer.concat([text.subarray(0, at), insert, text.subarray(at)]).toString(),
      );
    }
    const spliced = gzipWith(splicedGzip(text, 200), text, insert);
    expect(spliced.length).toBeLessThan(text.length / 5);
  });
});
