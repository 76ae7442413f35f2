"use server";

import { setRequestLocale } from "next-intl/server";
import { getFollowingFeed } from "@/lib/graphql/reads/feed";
import { isLocale } from "@/lib/i18n/locales";
import { nextPagePath } from "./article-feed";
import { FollowItems } from "./follow-feed";

/**
 * The viewer's follow feed after the cursor, rendered for infinite scroll (MorePages): the
 * moments' like buttons in it work as the first page's do. Read as the viewer, like the page.
 */
export async function moreFollowFeed(locale: unknown, after: unknown) {
  if (!isLocale(locale) || typeof after !== "string" || after.length > 200) throw new Error("Bad request");
  setRequestLocale(locale);
  const feed = await getFollowingFeed(after);
  if (!feed) throw new Error("No such page");
  return { items: <FollowItems edges={feed.edges ?? []} />, next: nextPagePath("/follow", feed.pageInfo) };
}
