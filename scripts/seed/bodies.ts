// The seeded versions' bodies go where the app reads them: the local R2 bucket CONTENTS that
// `npm start` (wrangler dev / preview) serves from, reached through wrangler's platform proxy
// with the same state directory that `wrangler d1 execute --local` fills.
import path from "node:path";
import { getPlatformProxy } from "wrangler";
import { contentHash, putBody } from "../../server/db/article-bodies.ts";
import { backfillCids } from "../../server/db/ipfs-blocks.ts";
import * as schema from "../../server/db/schema/index.ts";
import { REPO_ROOT } from "./config.ts";
import type { SeedTable } from "./sql.ts";

/** Puts every version's body in R2 under its hash; answers the tables with the bodies left out of D1. */
export async function storeSeedBodies(tables: readonly SeedTable[]): Promise<SeedTable[]> {
  const versions = tables.find((t) => t.table === schema.articleVersions);
  if (!versions) return [...tables];
  const bodies = new Map<string, string>();
  const rows = await Promise.all(
    (versions.rows as { content?: string | null; dataHash: string }[]).map(async (row) => {
      if (typeof row.content !== "string") return row;
      // keyed by the hash of what is stored, whatever the generator wrote
      const dataHash = await contentHash(row.content);
      bodies.set(dataHash, row.content);
      return { ...row, content: null, dataHash };
    }),
  );
  const proxy = await getPlatformProxy<{ CONTENTS: R2Bucket }>({
    configPath: path.join(REPO_ROOT, "wrangler.toml"),
    persist: true,
  });
  try {
    const entries = [...bodies];
    // a few at a time: each put is a round trip to the local workerd
    for (let i = 0; i < entries.length; i += 32) {
      await Promise.all(entries.slice(i, i + 32).map(([hash, content]) => putBody(proxy.env.CONTENTS, hash, content)));
    }
  } finally {
    await proxy.dispose();
  }
  return tables.map((t) => (t === versions ? { table: t.table, rows } : t));
}

/**
 * Once the rows are in D1: every public version gets its CID and its IPFS block, as one the API
 * publishes does, by the same rounds the cron runs for versions from before CIDs.
 */
export async function giveSeedCids(): Promise<number> {
  const proxy = await getPlatformProxy<{ DB: D1Database; CONTENTS: R2Bucket }>({
    configPath: path.join(REPO_ROOT, "wrangler.toml"),
    persist: true,
  });
  let named = 0;
  try {
    for (;;) {
      const round = await backfillCids(proxy.env, 100);
      named += round.named;
      if (round.done) break;
    }
  } finally {
    await proxy.dispose();
  }
  return named;
}
