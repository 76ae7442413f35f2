import "server-only";
import { cache } from "react";
import { cacheTags, entityTagOfGlobalId } from "@/lib/cache/tags";
import {
  CollectionQuery,
  UserArticlesQuery,
  UserCollectionsQuery,
  UserMomentsQuery,
  UserProfileQuery,
} from "../documents/user";
import { execute, executePage } from "../execute";
import type { CollectionDetailQuery } from "../generated/graphql";

/** The person a profile shows, by user name (any case, with or without @); null: no such person. */
export const getUserProfile = cache(async (userName: string | null) => {
  if (!userName) return null;
  const { user } = await execute(UserProfileQuery, { userName }, { tags: [cacheTags.userByName(userName)] });
  return user;
});

/**
 * A page of a person's articles, with their pinned works; `userId` is their global id, which
 * names the list's tag. Null when `after` no longer leads anywhere.
 */
export async function getUserArticles(userName: string, userId: string, after: string | null) {
  const data = await executePage(UserArticlesQuery, { userName, after }, { tags: [cacheTags.userArticles(userId)] });
  return data?.user ?? null;
}

/** A page of a person's collections; null when `after` no longer leads anywhere. */
export async function getUserCollections(userName: string, userId: string, after: string | null) {
  const tags = [cacheTags.userCollections(userId)];
  const data = await executePage(UserCollectionsQuery, { userName, after }, { tags });
  return data?.user?.collections ?? null;
}

/** A page of a person's moments, newest first; null when `after` no longer leads anywhere. */
export async function getUserMoments(userName: string, userId: string, after: string | null) {
  const data = await executePage(UserMomentsQuery, { userName, after }, { tags: [cacheTags.userMoments(userId)] });
  return data?.user?.moments ?? null;
}

export type CollectionDetail = Extract<NonNullable<CollectionDetailQuery["node"]>, { __typename: "Collection" }>;

/** A collection by global id with a page of its articles; null for another id or a cursor that means nothing. */
export const getCollection = cache(async (id: string, after: string | null): Promise<CollectionDetail | null> => {
  const tag = entityTagOfGlobalId(id);
  if (!tag) return null;
  const data = await execute(CollectionQuery, { id, after }, { tags: [tag] }).catch(() => null);
  return data?.node?.__typename === "Collection" ? data.node : null;
});

export type CollectionDigest = NonNullable<
  NonNullable<Awaited<ReturnType<typeof getUserCollections>>>["edges"]
>[number]["node"];
