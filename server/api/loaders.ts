import "server-only";
import DataLoader from "dataloader";
import type { Db } from "@/server/db/client";
import { articlesByIds, latestVersions, tagsOfArticles } from "@/server/db/queries/articles";
import { channelsByIds } from "@/server/db/queries/channels";
import { type CirclePriceRow, pricesOfCircles } from "@/server/db/queries/circles";
import { tagsByIds } from "@/server/db/queries/tags";
import { circlesByIds, transactionsByIds } from "@/server/db/queries/transactions";
import { usersByIds } from "@/server/db/queries/users";

// Per-request batching: a list of 20 articles asks for their authors in one query, not 20.
// D1 allows at most 100 bound parameters a statement, hence maxBatchSize.

function byId<T extends { id: number }>(load: (ids: readonly number[]) => Promise<T[]>) {
  return new DataLoader<number, T | undefined>(
    async (ids) => {
      const rows = await load(ids);
      const map = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => map.get(id));
    },
    { maxBatchSize: 90 },
  );
}

function grouped<V>(load: (ids: readonly number[]) => Promise<Map<number, V>>, empty: V) {
  return new DataLoader<number, V>(
    async (ids) => {
      const map = await load(ids);
      return ids.map((id) => map.get(id) ?? empty);
    },
    { maxBatchSize: 90 },
  );
}

export function createLoaders(db: Db) {
  return {
    user: byId((ids) => usersByIds(db, ids)),
    article: byId((ids) => articlesByIds(db, ids)),
    tag: byId((ids) => tagsByIds(db, ids)),
    channel: byId((ids) => channelsByIds(db, ids)),
    // a page of transactions names its circles and the transactions refunds undo
    circle: byId((ids) => circlesByIds(db, ids)),
    transaction: byId((ids) => transactionsByIds(db, ids)),
    articleVersion: grouped((ids) => latestVersions(db, ids), undefined),
    articleTags: grouped((ids) => tagsOfArticles(db, ids), []),
    // a circle's prices (one for now), for each circle a page shows
    circlePrices: grouped(async (ids) => {
      const map = new Map<number, CirclePriceRow[]>();
      for (const price of await pricesOfCircles(db, ids))
        map.set(price.circleId, [...(map.get(price.circleId) ?? []), price]);
      return map;
    }, [] as CirclePriceRow[]),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

/**
 * A row that a foreign key promises (an article's author, a comment's): its absence is a broken
 * database, answered as an internal error rather than a null in a non-null field.
 */
export async function mustLoad<T>(loader: DataLoader<number, T | undefined>, id: number): Promise<T> {
  const row = await loader.load(id);
  if (row === undefined) throw new Error(`Row ${id} is missing.`);
  return row;
}
