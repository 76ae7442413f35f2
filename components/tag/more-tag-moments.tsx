"use server";

import { setRequestLocale } from "next-intl/server";
import { getTagMoments } from "@/lib/graphql/reads/tag";
import { isLocale } from "@/lib/i18n/locales";
import { tagPath } from "@/lib/url/entity-paths";
import { TagMomentItems } from "./tag-moments";
import { tagOrderPath } from "./tag-param";

/**
 * The tag's moments after the cursor, rendered for infinite scroll (MorePages): their like
 * buttons work as the first page's do. Everything comes from the caller, so everything is checked.
 */
export async function moreTagMoments(locale: unknown, tagId: unknown, after: unknown) {
  if (!isLocale(locale) || typeof tagId !== "string" || typeof after !== "string" || after.length > 200) {
    throw new Error("Bad request");
  }
  setRequestLocale(locale);
  const tag = await getTagMoments(tagId, after);
  if (!tag || !("moments" in tag)) throw new Error("No such page");
  const { endCursor, hasNextPage } = tag.moments.pageInfo;
  return {
    items: <TagMomentItems moments={tag.moments} />,
    next: hasNextPage && endCursor ? tagOrderPath(tagPath(tag.id, tag.slug), "moments", endCursor) : null,
  };
}
