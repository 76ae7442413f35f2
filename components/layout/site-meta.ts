import "server-only";
import { getCloudflareContext } from "@opennextjs/cloudflare";
import type { Metadata } from "next";
import { type PageMeta, pageMetadata } from "@/lib/seo/metadata";

/** This deployment's origin and whether it is a test host: fixed per deployment, so cached. */
async function siteConfig() {
  "use cache";
  const { env } = await getCloudflareContext({ async: true });
  return { url: env.SITE_URL ?? "http://127.0.0.1:8787", testHost: Boolean(env.TEST_HOST) };
}

/** A page's metadata with this deployment's origin and test-host flag. */
export async function metadataFor(meta: PageMeta): Promise<Metadata> {
  return pageMetadata(meta, await siteConfig());
}
