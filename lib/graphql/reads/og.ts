import "server-only";
import { cacheTags, entityTagOfGlobalId } from "@/lib/cache/tags";
import { OgArticleQuery, OgMomentQuery, OgTagQuery, OgUserQuery } from "../documents/og";
import { execute } from "../execute";

// What the Open Graph cards (lib/og) show of an entity: null for no such entity.

export async function getArticleCard(shortHash: string) {
  const { article } = await execute(OgArticleQuery, { shortHash }, { tags: [cacheTags.articleByHash(shortHash)] });
  return article;
}

export async function getUserCard(userName: string) {
  const { user } = await execute(OgUserQuery, { userName }, { tags: [cacheTags.userByName(userName)] });
  return user;
}

export async function getTagCard(id: string) {
  const tag = entityTagOfGlobalId(id);
  if (!tag) return null;
  const { node } = await execute(OgTagQuery, { id }, { tags: [tag] }).catch(() => ({ node: null }));
  return node?.__typename === "Tag" ? node : null;
}

export async function getMomentCard(shortHash: string) {
  const { moment } = await execute(OgMomentQuery, { shortHash }, { tags: [cacheTags.momentByHash(shortHash)] });
  return moment;
}
