import "server-only";
import { getTranslations } from "next-intl/server";
import type { SyndicatedArticleFieldsFragment as SyndicatedArticle } from "@/lib/graphql/generated/graphql";
import { getNewestSyndication, getTagSyndication, getUserSyndication } from "@/lib/graphql/reads/syndication";
import { type Locale, localeFromTag } from "@/lib/i18n/locales";
import { articlePath, type FeedFormat, type FeedKind, feedPath, tagPath, userPath } from "@/lib/url/entity-paths";
import type { Feed, FeedItem } from "./xml";

// The RSS and Atom feeds' content, read through the API (lib/graphql/reads/syndication.ts:
// cached and tagged, so a new or edited article refreshes them). null: no such public list, the feed is a 404.

type Request = { kind: FeedKind; key?: string; format: FeedFormat; locale: Locale; origin: string };

function item(article: SyndicatedArticle, origin: string): FeedItem {
  return {
    url: new URL(articlePath(article.shortHash), origin).href,
    title: article.title,
    summary: article.summary,
    author: article.author.displayName ?? article.author.userName ?? "",
    published: article.createdAt,
    updated: article.revisedAt ?? article.createdAt,
    language: localeFromTag(article.language),
  };
}

export async function loadFeed({ kind, key, format, locale, origin }: Request): Promise<Feed | null> {
  const [t, site] = await Promise.all([
    getTranslations({ locale, namespace: "feeds" }),
    getTranslations({ locale, namespace: "site" }).then((s) => s("name")),
  ]);
  const base = {
    selfUrl: new URL(`${feedPath(format, kind, key)}?locale=${locale}`, origin).href,
    language: locale,
    generator: site,
  };

  if (kind === "newest") {
    const articles = await getNewestSyndication();
    return {
      ...base,
      title: t("newestTitle", { site }),
      description: t("newestDescription", { site }),
      pageUrl: new URL("/newest", origin).href,
      items: articles.map((article) => item(article, origin)),
    };
  }

  if (kind === "user" && key) {
    const user = await getUserSyndication(key);
    if (!user?.userName || user.status?.state !== "active") return null;
    const name = user.displayName ?? user.userName;
    return {
      ...base,
      title: t("userTitle", { name, site }),
      description: t("userDescription", { name, site }),
      pageUrl: new URL(userPath(user.userName), origin).href,
      items: (user.articles.edges ?? []).map(({ node }) => item(node, origin)),
    };
  }
  if (kind === "tag" && key && /^[A-Za-z0-9+/]+=*$/.test(key)) {
    const node = await getTagSyndication(key);
    if (!node) return null;
    const tag = node.content;
    return {
      ...base,
      title: t("tagTitle", { tag, site }),
      description: t("tagDescription", { tag, site }),
      pageUrl: new URL(tagPath(node.id, node.slug), origin).href,
      items: (node.articles.edges ?? []).map(({ node }) => item(node, origin)),
    };
  }
  return null;
}
