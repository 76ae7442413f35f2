// Article bodies live in R2 (the CONTENTS bucket), each under the SHA-256 of its text, which
// article_versions.data_hash already records: versions that share a body (a revision that only
// changed the title or the license) share one object, and putting a body that is already there
// changes nothing, so a write may be retried at will. D1 keeps everything else of a version.
// Translated bodies are article bodies too (article_translations.content_hash), in the same
// key space: a translation that equals some version's text is that one object.
//
// No `server-only` and no Drizzle here: worker.ts's cron round, the seed and the backfill
// script use this module as it is.

const KEY_PREFIX = "articles/";

export const bodyKey = (hash: string) => `${KEY_PREFIX}${hash}`;

/** SHA-256 of the text as UTF-8, hex: the version's data_hash and its body's key. */
export async function contentHash(content: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(content));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Stores a body under its hash; R2 checks the hash against what it received. */
export async function putBody(bucket: R2Bucket, hash: string, content: string): Promise<void> {
  await bucket.put(bodyKey(hash), content, {
    sha256: hash,
    httpMetadata: { contentType: "text/html; charset=utf-8" },
  });
}

/** Bodies by hash, fetched in parallel; a hash with no object is a broken store and throws. */
export async function getBodies(bucket: R2Bucket, hashes: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(hashes)];
  const texts = await Promise.all(
    unique.map(async (hash) => {
      const object = await bucket.get(bodyKey(hash));
      if (!object) throw new Error(`The body ${hash} is missing from R2.`);
      return object.text();
    }),
  );
  return new Map(unique.map((hash, i) => [hash, texts[i] ?? ""]));
}

type BackfillEnv = { DB: D1Database; CONTENTS: R2Bucket };

/** Each row with the hash of its content, once every distinct content is in R2 under it. */
async function putHashed<Row extends { content: string }>(bucket: R2Bucket, rows: readonly Row[]) {
  const hashed = await Promise.all(rows.map(async (r) => ({ ...r, hash: await contentHash(r.content) })));
  const bodies = new Map(hashed.map((r) => [r.hash, r.content]));
  await Promise.all([...bodies].map(([hash, content]) => putBody(bucket, hash, content)));
  return hashed;
}

export type BackfillRound = {
  moved: number;
  /** The last id looked at: the next round may start after it. */
  lastId: number;
  done: boolean;
};

/**
 * One round of moving bodies that are still in D1 (rows from before R2) into R2, oldest first:
 * each body is put under the hash of its text, then its row's content is cleared (and its
 * data_hash set to that hash, should a row have carried another). Puts before the update, so a
 * round cut short anywhere leaves every row readable; the next round takes up what is left.
 */
export async function backfillBodies(env: BackfillEnv, limit = 100, afterId = 0): Promise<BackfillRound> {
  const { results } = await env.DB.prepare(
    "SELECT id, content FROM article_versions WHERE id > ?1 AND content IS NOT NULL ORDER BY id LIMIT ?2",
  )
    .bind(afterId, limit)
    .all<{ id: number; content: string }>();
  const last = results.at(-1);
  if (!last) return { moved: 0, lastId: afterId, done: true };
  const rows = await putHashed(env.CONTENTS, results);
  const clear = env.DB.prepare(
    "UPDATE article_versions SET content = NULL, data_hash = ?1 WHERE id = ?2 AND content IS NOT NULL",
  );
  await env.DB.batch(rows.map((r) => clear.bind(r.hash, r.id)));
  return { moved: rows.length, lastId: last.id, done: results.length < limit };
}

/**
 * The same for translations kept before R2 (migration 0026): a round puts each body under its
 * hash, then clears the rows it stored, so a round cut short leaves every row readable.
 */
export async function backfillTranslationBodies(env: BackfillEnv, limit = 100): Promise<Omit<BackfillRound, "lastId">> {
  const { results } = await env.DB.prepare(
    `SELECT version_id, language, model, content FROM article_translations
     WHERE content IS NOT NULL ORDER BY version_id, language, model LIMIT ?1`,
  )
    .bind(limit)
    .all<{ version_id: number; language: string; model: string; content: string }>();
  if (results.length === 0) return { moved: 0, done: true };
  const rows = await putHashed(env.CONTENTS, results);
  const clear = env.DB.prepare(
    `UPDATE article_translations SET content = NULL, content_hash = ?1
     WHERE version_id = ?2 AND language = ?3 AND model = ?4 AND content IS NOT NULL`,
  );
  await env.DB.batch(rows.map((r) => clear.bind(r.hash, r.version_id, r.language, r.model)));
  return { moved: rows.length, done: results.length < limit };
}

/**
 * The every-minute Cron Trigger's share (worker.ts `scheduled`): one round of the backfill,
 * versions first, then translations. 40 rows keep a round within the free plan's 50
 * subrequests (at most 40 puts and 3 D1 calls); a round with nothing left to move costs two
 * indexed queries. scripts/bodies/backfill.ts does the same in bulk where a local state
 * directory is at hand. Answers whether it moved anything (the round's subrequests are spent).
 */
export async function backfillRound(env: BackfillEnv): Promise<boolean> {
  const versions = await backfillBodies(env, 40);
  if (versions.moved > 0) {
    console.log(`Moved ${versions.moved} article bodies from D1 to R2.`);
    return true;
  }
  const translations = await backfillTranslationBodies(env, 40);
  if (translations.moved > 0) console.log(`Moved ${translations.moved} translated bodies from D1 to R2.`);
  return translations.moved > 0;
}
