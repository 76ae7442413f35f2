import "server-only";
import { cache } from "react";
import { CollectionViewerQuery } from "../documents/collection";
import { executeAsViewer } from "../execute";

/**
 * The viewer's side of a collection (theirs or not, liked or not, the like count now): null
 * when there is no such collection. Per request, for the parts of a page streamed in <Suspense>.
 */
export const getCollectionForViewer = cache(async (id: string) => {
  const data = await executeAsViewer(CollectionViewerQuery, { id }).catch(() => null);
  const node = data?.node;
  if (!node || !("likeCount" in node)) return null;
  return { viewer: data.viewer?.id ? data.viewer : null, collection: node };
});
