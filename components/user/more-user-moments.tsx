"use server";

import { setRequestLocale } from "next-intl/server";
import { nextPagePath } from "@/components/article/article-feed";
import { getUserMoments, getUserProfile } from "@/lib/graphql/reads/user";
import { isLocale } from "@/lib/i18n/locales";
import { userMomentsPath } from "@/lib/url/entity-paths";
import { UserMomentItems } from "./user-moments";

/**
 * The person's moments after the cursor, rendered for infinite scroll (MorePages): their like
 * buttons work as the first page's do. Everything comes from the caller, so everything is
 * checked; the person's id is looked up, never taken (it names the cache entry's tag).
 */
export async function moreUserMoments(locale: unknown, userName: unknown, after: unknown) {
  if (!isLocale(locale) || typeof userName !== "string" || typeof after !== "string" || after.length > 200) {
    throw new Error("Bad request");
  }
  setRequestLocale(locale);
  const user = await getUserProfile(userName);
  const moments = user ? await getUserMoments(userName, user.id, after) : null;
  if (!moments) throw new Error("No such page");
  return {
    items: <UserMomentItems moments={moments} />,
    next: nextPagePath(userMomentsPath(userName), moments.pageInfo),
  };
}
