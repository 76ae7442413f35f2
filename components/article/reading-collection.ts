import "server-only";
import { ArticleCollectionQuery, type CollectionNav } from "@/lib/graphql/documents/article";
import { execute } from "@/lib/graphql/execute";
import { isGlobalId } from "@/lib/url/global-id";

/**
 * The collection an article is read in (`?collection=`), when it is one of the author's;
 * anything else (no such collection, someone else's) reads the article on its own.
 */
export async function readingCollection(id: string | null, authorId: string): Promise<CollectionNav | null> {
  if (!id || !isGlobalId(id)) return null;
  const data = await execute(ArticleCollectionQuery, { id }, { tags: [`collection-node:${id}`] }).catch(() => null);
  const node = data?.node;
  return node && "title" in node && node.author.id === authorId ? node : null;
}
