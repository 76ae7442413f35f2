import type { Metadata } from "next";
import { LOCALES, type Locale } from "@/lib/i18n/locales";

// Every page's head (section 2.3): title with the product suffix (the root layout's
// template), description, canonical URL, alternates per language, noindex on test hosts.
// The locale is not in our URLs: the `locale` query parameter names a language version.

const HREFLANG: Record<Locale, string> = { en: "en", "zh-Hant": "zh-Hant", "zh-Hans": "zh-Hans" };

export type PageMeta = {
  title: string;
  description?: string;
  /** The public path, e.g. `/a/abc123` (no locale). */
  path: string;
  image?: string;
  keywords?: string[];
  noindex?: boolean;
  /** Languages the page exists in; all three unless said otherwise. */
  availableLanguages?: readonly Locale[];
};

export function pageMetadata(meta: PageMeta, site: { url: string; testHost: boolean }): Metadata {
  const languages = Object.fromEntries(
    (meta.availableLanguages ?? LOCALES).map((locale) => [HREFLANG[locale], `${meta.path}?locale=${locale}`]),
  );
  return {
    metadataBase: new URL(site.url),
    title: meta.title,
    description: meta.description,
    keywords: meta.keywords,
    alternates: { canonical: meta.path, languages: { ...languages, "x-default": meta.path } },
    robots: meta.noindex || site.testHost ? { index: false, follow: false } : undefined,
    openGraph: {
      title: meta.title,
      description: meta.description,
      url: meta.path,
      images: meta.image ? [meta.image] : undefined,
    },
    twitter: { card: meta.image ? "summary_large_image" : "summary", title: meta.title, description: meta.description },
  };
}
