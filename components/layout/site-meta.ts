import "server-only";
import { getCloudflareContext } from "@opennextjs/cloudflare";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { isLocale, LANGUAGE_VERSION_HEADER } from "@/lib/i18n/locales";
import { type PageMeta, pageMetadata } from "@/lib/seo/metadata";

/** This deployment's origin and whether it is a test host: fixed per deployment, so cached. */
export async function siteConfig() {
  "use cache";
  const { env } = await getCloudflareContext({ async: true });
  return { url: env.SITE_URL ?? "http://127.0.0.1:8787", testHost: Boolean(env.TEST_HOST) };
}

/** A page's metadata with this deployment's origin, test-host flag, language and name. */
export async function metadataFor(meta: PageMeta): Promise<Metadata> {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : undefined;
  const t = await getTranslations({ locale: locale ?? "zh-Hans", namespace: "site" });
  const languageVersion = (await headers()).has(LANGUAGE_VERSION_HEADER);
  return pageMetadata(meta, { ...(await siteConfig()), locale, languageVersion, name: t("name") });
}
