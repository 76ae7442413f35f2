import "server-only";
import { storedPathOf } from "@/lib/media/paths";
import { imageSources } from "@/lib/text/article-text";
import { type AssetRow, authorAssetsByPaths } from "@/server/db/queries/assets";
import { MAX_PAGE_SIZE } from "../connections";
import type { Context } from "../context";

/**
 * The author's images a draft or an article has: what was uploaded for it, and the author's
 * own uploads its cover and content name (an image pasted from another draft of theirs), each
 * once, oldest first, at most a page.
 */
export async function shownAssets(
  ctx: Context,
  authorId: number,
  uploaded: Promise<AssetRow[]>,
  cover: string | null,
  content: string,
): Promise<AssetRow[]> {
  const paths = [...(cover ? [cover] : []), ...imageSources(content)].map(storedPathOf);
  const [own, named] = await Promise.all([
    uploaded,
    paths.length ? authorAssetsByPaths(ctx.db, authorId, [...new Set(paths)].slice(0, MAX_PAGE_SIZE)) : [],
  ]);
  const byId = new Map([...own, ...named].map((asset) => [asset.id, asset]));
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(0, MAX_PAGE_SIZE);
}
