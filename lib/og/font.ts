import "server-only";
import { getCloudflareContext } from "@opennextjs/cloudflare";

// The cards' font is a static asset (public/fonts, about 1.2 MB), read through the worker's
// ASSETS binding when first needed and kept for the isolate's life: the worker's own bundle
// stays free of it.

export const OG_FONT_PATH = "/fonts/og-sans-cjk-bold.otf";

let loading: Promise<ArrayBuffer> | undefined;

/** The font's bytes; fetched from SITE_URL when no ASSETS binding is there (`next dev`). */
export function ogFont(): Promise<ArrayBuffer> {
  loading ??= fetchFont().catch((error: unknown) => {
    loading = undefined; // try again on the next request
    throw error;
  });
  return loading;
}

async function fetchFont(): Promise<ArrayBuffer> {
  const { env } = await getCloudflareContext({ async: true });
  const url = new URL(OG_FONT_PATH, env.SITE_URL ?? "http://127.0.0.1:8787");
  const res = env.ASSETS ? await env.ASSETS.fetch(url) : await fetch(url);
  if (!res.ok) throw new Error(`Open Graph font: ${res.status} for ${OG_FONT_PATH}`);
  return res.arrayBuffer();
}
