import "server-only";
import { getTranslations } from "next-intl/server";
import {
  FEED_SIZE,
  NewestFeedQuery,
  type SyndicatedArticle,
  TagFeedQuery,
  UserFeedQuery,
} from "@/lib/graphql/documents/syndication";
import { execute } from "@/lib/graphql/execute";
import { type Locale, localeFromTag } from "@/lib/i18n/locales";
import { articlePath, type FeedFormat, type FeedKind, feedPath, tagPath, userPath } from "@/lib/url/entity-paths";
import type { Feed, FeedItem } from "./xml";

// The RSS and Atom feeds' content, read through the API (execute: cached and tagged, so a new
// or edited article refreshes them). null: no such public list, the feed is a 404.

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
    const { viewer } = await execute(NewestFeedQuery, { first: FEED_SIZE }, { tags: ["feed:newest"] });
    return {
      ...base,
      title: t("newestTitle", { site }),
      description: t("newestDescription", { site }),
      pageUrl: new URL("/newest", origin).href,
      items: (viewer?.recommendation.newest.edges ?? []).map(({ node }) => item(node, origin)),
    };
  }

  if (kind === "user" && key) {
    const { user } = await execute(
      UserFeedQuery,
      { userName: key, first: FEED_SIZE },
      { tags: [`user-name:${key.toLowerCase()}`] },
    );
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
    const { node } = await execute(TagFeedQuery, { id: key, first: FEED_SIZE }, { tags: [`tag-id:${key}`] }).catch(
      () => ({ node: null }),
    );
    if (node?.__typename !== "Tag" || node.content === undefined) return null;
    const tag = node.content;
    return {
      ...base,
      title: t("tagTitle", { tag, site }),
      description: t("tagDescription", { tag, site }),
      pageUrl: new URL(tagPath(node.id, node.slug ?? ""), origin).href,
      items: (node.articles?.edges ?? []).map(({ node }) => item(node, origin)),
    };
  }
  return null;
}
