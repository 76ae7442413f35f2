"use server";

import { InLocale, moreLink, readerLocale } from "@/components/ui/more-items-request";
import { getFollowingFeed } from "@/lib/graphql/reads/feed";
import { nextPagePath } from "./article-feed";
import { FollowItems } from "./follow-feed";

/**
 * The viewer's follow feed after the "more" link's cursor, rendered for infinite scroll
 * (MorePages): the moments' like buttons in it work as the first page's do. Read as the viewer,
 * like the page.
 */
export async function moreFollowFeed(href: unknown) {
  const link = moreLink(href);
  if (!link) throw new Error("Not a link to the feed");
  const locale = await readerLocale();
  const feed = await getFollowingFeed(link.after);
  if (!feed) throw new Error("No such page");
  return {
    items: (
      <InLocale locale={locale}>
        <FollowItems edges={feed.edges ?? []} />
      </InLocale>
    ),
    next: nextPagePath("/follow", feed.pageInfo),
  };
}
