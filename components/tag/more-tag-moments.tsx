"use server";

import { InLocale, moreLink, readerLocale } from "@/components/ui/more-items-request";
import { getTagMoments } from "@/lib/graphql/reads/tag";
import { tagPath } from "@/lib/url/entity-paths";
import { tagIdOfParam } from "@/lib/url/tag-param";
import { TagMomentItems } from "./tag-moments";
import { tagOrderPath } from "./tag-param";

/**
 * The tag's moments after the "more" link's cursor, rendered for infinite scroll (MorePages):
 * their like buttons work as the first page's do. The link comes from the browser, so it is read
 * as the tag page reads its address.
 */
export async function moreTagMoments(href: unknown) {
  const link = moreLink(href);
  const param = link?.path.match(/^\/tags\/([^/]+)$/)?.[1];
  const id = param ? tagIdOfParam(param) : null;
  if (!link || !id || link.params.get("type") !== "moments") throw new Error("Not a link to a tag's moments");
  const locale = await readerLocale();
  const tag = await getTagMoments(id, link.after);
  if (!tag || !("moments" in tag)) throw new Error("No such page");
  const { endCursor, hasNextPage } = tag.moments.pageInfo;
  return {
    items: (
      <InLocale locale={locale}>
        <TagMomentItems moments={tag.moments} />
      </InLocale>
    ),
    next: hasNextPage && endCursor ? tagOrderPath(tagPath(tag.id, tag.slug), "moments", endCursor) : null,
  };
}
