import "server-only";
import { htmlToText } from "@/lib/text/html-text";
import { MENTION, normalizeKey, QUICK_SEARCH_SIZE, quickSearchable } from "@/lib/text/search-key";
import { indexText, matchExpression } from "@/lib/text/search-text";
import {
  type ArticleIndexText,
  recordSearch,
  searchArticles,
  searchTags,
  searchUsers,
  type UserIndexText,
} from "@/server/db/queries/search";
import { type Connection, decodeOffset, pageSize, toConnection } from "../connections";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { SearchInput } from "../generated/resolvers";
import { fromGlobalId } from "../ids";
import type { SearchResultConnectionModel } from "../models";

const EMPTY: Connection<never> = {
  totalCount: 0,
  edges: [],
  pageInfo: { startCursor: null, endCursor: null, hasNextPage: false, hasPreviousPage: false },
};

export async function search(ctx: Context, input: SearchInput): Promise<SearchResultConnectionModel> {
  const key = normalizeKey(input.key);
  if (!key) return EMPTY;
  if (input.quicksearch && !quickSearchable(key)) return EMPTY;

  const limit = input.quicksearch ? Math.min(pageSize(input.first), QUICK_SEARCH_SIZE) : pageSize(input.first);
  const offset = decodeOffset(input.after);
  // checked before anything is written: a bad filter records nothing
  const authorId = input.filter?.authorId ? authorIdOf(input.filter.authorId) : undefined;

  const viewerId = ctx.viewer.id;
  // Only a POST records: a GET can come from a link on another site, sent with the reader's
  // (SameSite=Lax) cookie, and no link may write to anyone's account.
  if (input.record && viewerId !== null && ctx.method === "POST") await recordSearch(ctx.db, viewerId, key, ctx.now);

  // the mark says what is looked for, it is not part of the name
  const words = key.replace(MENTION, "");
  const match = matchExpression(words);
  if (!match) return EMPTY;

  const found =
    input.type === "Article"
      ? searchArticles(
          ctx.db,
          { match, whole: matchExpression(words, { whole: true }) ?? match },
          { viewerId, authorId, now: ctx.now },
        )
      : input.type === "User"
        ? searchUsers(ctx.db, match, { viewerId })
        : searchTags(ctx.db, match, input.includeAuthorTags && viewerId !== null ? viewerId : undefined);
  const loader = { Article: ctx.loaders.article, User: ctx.loaders.user, Tag: ctx.loaders.tag }[input.type];
  // first: 0 asks only for the count (or only to record the key): no page to rank
  const ids = limit === 0 ? [] : await found.ids({ limit: limit + 1, offset });
  const nodes = await Promise.all(ids.map((id) => loader.load(id)));
  const rows = nodes.flatMap((node, i) => (node ? [{ node, position: offset + i + 1 }] : []));
  return toConnection(rows, limit, (row) => [row.position], {
    hasPrevious: offset > 0,
    totalCount: found.count,
    toNode: (row) => row.node,
  });
}

function authorIdOf(globalId: string) {
  const { type, id } = fromGlobalId(globalId);
  if (type !== "User") throw new ApiError("BAD_USER_INPUT", "filter.authorId must be a User id.");
  return id;
}

/** A person's entry in the search index, from their row (or the row about to be written). */
export function userIndexText(user: {
  userName: string | null;
  displayName: string | null;
  description: string | null;
}): UserIndexText {
  return {
    userName: indexText(user.userName),
    displayName: indexText(user.displayName),
    description: indexText(user.description),
  };
}

/**
 * An article's entry: publishing and editing write it in the batch that changes the article.
 * Paywalled work is found by its title and summary only: a search for words of its body would
 * tell anyone what the body says.
 */
export function articleIndexText(version: {
  title: string;
  summary: string;
  content: string;
  access?: "public" | "paywall";
}): ArticleIndexText {
  return {
    title: indexText(version.title),
    summary: indexText(version.summary),
    content: version.access === "paywall" ? "" : indexText(htmlToText(version.content)),
  };
}

export const tagIndexText = (content: string) => indexText(content);
