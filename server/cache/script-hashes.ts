// The hashes a kept page's Content-Security-Policy names (lib/security/headers.ts): one per
// inline script Next and React wrote into it (the RSC payload, the streaming helpers), taken
// from the page's own bytes, so no other inline script can run on it.

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXTERNAL = /\bsrc\s*=/i;
/** Data blocks (JSON-LD): the browser never runs them, and the policy has no say over them. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json\b/i;

/** Base64 SHA-256 of each distinct inline script in the page, in order of first appearance. */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const texts = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (EXTERNAL.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    texts.add(text);
  }
  const encoder = new TextEncoder();
  return Promise.all(
    [...texts].map(async (text) => {
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
      return btoa(String.fromCharCode(...digest));
    }),
  );
}
