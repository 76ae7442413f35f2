"use server";

import { nextPagePath } from "@/components/article/article-feed";
import { InLocale, moreLink, readerLocale } from "@/components/ui/more-items-request";
import { getUserMoments, getUserProfile } from "@/lib/graphql/reads/user";
import { userMomentsPath } from "@/lib/url/entity-paths";
import { decodePathText } from "@/lib/url/path-text";
import { UserMomentItems } from "./user-moments";

/**
 * The person's moments after the "more" link's cursor, rendered for infinite scroll
 * (MorePages): their like buttons work as the first page's do. The link comes from the
 * browser, so it is read as the page reads its address; the person's id is looked up by name
 * (it names the cache entry's tag), never taken from the caller.
 */
export async function moreUserMoments(href: unknown) {
  const link = moreLink(href);
  const encoded = link?.path.match(/^\/@([^/]+)$/)?.[1];
  const userName = encoded ? decodePathText(encoded) : null;
  if (!link || !userName || link.params.get("type") !== "moments") throw new Error("Not a link to someone's moments");
  const locale = await readerLocale();
  const user = await getUserProfile(userName);
  const moments = user ? await getUserMoments(userName, user.id, link.after) : null;
  if (!moments) throw new Error("No such page");
  return {
    items: (
      <InLocale locale={locale}>
        <UserMomentItems moments={moments} />
      </InLocale>
    ),
    next: nextPagePath(userMomentsPath(userName), moments.pageInfo),
  };
}
