import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { type CollectionDetail, CollectionQuery } from "@/lib/graphql/documents/user";
import { execute } from "@/lib/graphql/execute";
import { isGlobalId } from "@/lib/url/global-id";
import { decodePathText } from "@/lib/url/path-text";
import { loadUser } from "./load-user";

/**
 * A collection page's person and collection, only under the collection's own author's name:
 * another name in the address, or no such collection, is a real 404. Read once per request.
 */
export const loadCollection = cache(async (userName: string, param: string, after: string | null) => {
  const id = decodePathText(param) ?? "";
  const user = await loadUser(userName);
  const data = isGlobalId(id)
    ? await execute(CollectionQuery, { id, after }, { tags: [`collection-node:${id}`] }).catch(() => null)
    : null;
  const node = data?.node;
  if (node?.__typename !== "Collection" || (node as CollectionDetail).author.id !== user.id) notFound();
  return { user, collection: node as CollectionDetail };
});
