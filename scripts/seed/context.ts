import { BASE_TIME } from "./config.ts";
import { createShortHashes, type Rng, seededUuid } from "./random.ts";
import type { AssetRow } from "./rows.ts";

export type AssetType = AssetRow["type"];

export type SeedContext = {
  rng: Rng;
  shortHash: () => string;
  assets: AssetRow[];
  addAsset(authorId: number, type: AssetType, path: string, createdAt: number): AssetRow;
};

export function createContext(rng: Rng): SeedContext {
  const uuidRng = rng.fork("uuids");
  const assets: AssetRow[] = [];
  return {
    rng,
    shortHash: createShortHashes(rng.fork("short-hashes")),
    assets,
    addAsset(authorId, type, path, createdAt) {
      const asset: AssetRow = {
        id: assets.length + 1,
        uuid: seededUuid(uuidRng),
        authorId,
        type,
        path,
        createdAt,
      };
      assets.push(asset);
      return asset;
    },
  };
}

/** A time in [from, to], never after the base time. */
export function timeBetween(rng: Rng, from: number, to: number): number {
  const end = Math.min(to, BASE_TIME);
  return end <= from ? end : rng.int(from, end);
}
