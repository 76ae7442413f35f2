import type { Metadata } from "next";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { type FeedKind, feedPath, ogImagePath } from "@/lib/url/entity-paths";
import { decodePathText } from "@/lib/url/path-text";

// Every page's head (section 2.3): title with the product suffix (the root layout's
// template), description, canonical URL, alternates per language, noindex on test hosts,
// Open Graph and Twitter cards (the page's own generated image, or the site's card), and the
// RSS and Atom feeds of the list the page shows.
// The locale is not in our URLs: the `locale` query parameter names a language version.

const HREFLANG: Record<Locale, string> = { en: "en", "zh-Hant": "zh-Hant", "zh-Hans": "zh-Hans" };
/** Open Graph writes locales as language_TERRITORY. */
const OG_LOCALE: Record<Locale, string> = { en: "en_US", "zh-Hant": "zh_TW", "zh-Hans": "zh_CN" };

export type PageMeta = {
  title: string;
  /** The title names the site already (the home page): the layout's suffix is not added. */
  fullTitle?: boolean;
  description?: string;
  /** The public path, e.g. `/a/abc123` (no locale). */
  path: string;
  /**
   * The page's image, e.g. `ogImagePath("article", shortHash)`. Left out: the card of the entity
   * an entity page's path names (/a/…, /m/…, /@…, /tags/…), else the site's card.
   */
  image?: string;
  /** Open Graph type: `article` for an article or moment, `profile` for a person. */
  type?: "website" | "article" | "profile";
  keywords?: string[];
  noindex?: boolean;
  /** Languages the page exists in; all three unless said otherwise. */
  availableLanguages?: readonly Locale[];
};

export type SiteMeta = {
  url: string;
  testHost: boolean;
  /** The site's name in the page's language (og:site_name). */
  name?: string;
  /** The language the page is rendered in. */
  locale?: Locale;
  /**
   * The address named the language (`?locale=`): this is that language version, its own
   * canonical. Without it the page is the bare address, which picks a language per reader
   * and which the alternates list as x-default.
   */
  languageVersion?: boolean;
};

export function pageMetadata(meta: PageMeta, site: SiteMeta): Metadata {
  const languages = Object.fromEntries(
    (meta.availableLanguages ?? LOCALES).map((locale) => [HREFLANG[locale], `${meta.path}?locale=${locale}`]),
  );
  const image = cardInLanguage(
    meta.image ?? cardOfPath(meta.path) ?? ogImagePath("site", site.locale ?? "zh-Hans"),
    site.locale,
  );
  const feed = feedOfPath(meta.path);
  const inLanguage = site.locale ? `?locale=${site.locale}` : "";
  const canonical = site.languageVersion && site.locale ? meta.path + inLanguage : meta.path;
  return {
    metadataBase: new URL(site.url),
    title: meta.fullTitle ? { absolute: meta.title } : meta.title,
    description: meta.description,
    keywords: meta.keywords,
    alternates: {
      canonical,
      languages: { ...languages, "x-default": meta.path },
      ...(feed && {
        types: {
          "application/rss+xml": [{ url: feedPath("rss", feed.kind, feed.key) + inLanguage, title: meta.title }],
          "application/atom+xml": [{ url: feedPath("atom", feed.kind, feed.key) + inLanguage, title: meta.title }],
        },
      }),
    },
    robots: meta.noindex || site.testHost ? { index: false, follow: false } : undefined,
    openGraph: {
      type: meta.type ?? "website",
      title: meta.title,
      description: meta.description,
      url: canonical,
      siteName: site.name,
      locale: site.locale ? OG_LOCALE[site.locale] : undefined,
      alternateLocale: site.locale ? LOCALES.filter((l) => l !== site.locale).map((l) => OG_LOCALE[l]) : undefined,
      images: [{ url: image, width: 1200, height: 630, alt: meta.title }],
    },
    twitter: {
      card: "summary_large_image",
      title: meta.title,
      description: meta.description,
      images: [{ url: image, alt: meta.title }],
    },
  };
}

/** Our generated cards say their labels in the page's language (`?locale=`); other images as they are. */
function cardInLanguage(image: string, locale: Locale | undefined): string {
  return locale && /^\/og\/(?!site\/)[^?]+$/.test(image) ? `${image}?locale=${locale}` : image;
}

/** The generated card of the entity a public path names: an article, a moment, a person or a tag. */
export function cardOfPath(path: string): string | undefined {
  const pathname = path.split(/[?#]/)[0] ?? "";
  const entity = /^\/(a|m)\/([A-Za-z0-9]+)$/.exec(pathname);
  if (entity?.[2]) return ogImagePath(entity[1] === "a" ? "article" : "moment", entity[2]);
  const user = /^\/@([^/]+)$/.exec(pathname);
  const userName = user?.[1] && decodePathText(user[1]);
  if (userName) return ogImagePath("user", userName);
  const tag = /^\/tags\/([A-Za-z0-9+/=]+?)-[^/]*$/.exec(pathname);
  if (tag?.[1]) return ogImagePath("tag", tag[1]);
  return undefined;
}

/**
 * The feed of the list a public path shows, if any: the Latest feed on the home page and
 * /newest, a person's articles on /@name, a tag's newest articles on /tags/{id}-{slug}.
 */
export function feedOfPath(path: string): { kind: FeedKind; key?: string } | undefined {
  const pathname = path.split(/[?#]/)[0] ?? "";
  if (pathname === "/" || pathname === "/newest") return { kind: "newest" };
  const user = /^\/@([^/]+)$/.exec(pathname);
  const userName = user?.[1] && decodePathText(user[1]);
  if (userName) return { kind: "user", key: userName };
  const tag = /^\/tags\/([A-Za-z0-9+/=]+?)-[^/]*$/.exec(pathname);
  if (tag?.[1]) return { kind: "tag", key: tag[1] };
  return undefined;
}
