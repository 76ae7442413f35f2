// Each public version's IPFS block: the bytes of its self-contained HTML document
// (lib/ipfs/document.ts), kept in R2 (CONTENTS) under `ipfs/<cid>` beside the bodies
// (`articles/<sha256>`, article-bodies.ts). The block is stored, not rendered again when asked
// for, so /ipfs/<cid> answers the bytes the CID was made of even after the template changes.
// A deployment pins these objects to an IPFS node (README, "Permanence"); nothing here does.
//
// No `server-only` and no Drizzle here: worker.ts's cron round and the seed use this module.

import { rawCid } from "../../lib/ipfs/cid.ts";
import { type VersionDocumentInput, versionDocumentBytes } from "../../lib/ipfs/document.ts";
import { getBodies } from "./article-bodies.ts";

const KEY_PREFIX = "ipfs/";

export const blockKey = (cid: string) => `${KEY_PREFIX}${cid}`;

/** Makes a version's document, stores it under its CID, and answers the CID. */
export async function putVersionBlock(bucket: R2Bucket, version: VersionDocumentInput): Promise<string> {
  const bytes = versionDocumentBytes(version);
  const cid = await rawCid(bytes);
  // a document already stored is the same bytes: putting it again changes nothing
  await bucket.put(blockKey(cid), bytes, { httpMetadata: { contentType: "text/html; charset=utf-8" } });
  return cid;
}

/** A block's bytes, or null when none is stored under the CID. */
export async function getBlock(bucket: R2Bucket, cid: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const object = await bucket.get(blockKey(cid));
  return object ? new Uint8Array(await object.arrayBuffer()) : null;
}

type BackfillEnv = { DB: D1Database; CONTENTS: R2Bucket };

type MissingRow = {
  id: number;
  title: string;
  content: string | null;
  data_hash: string;
  license: string;
  created_at: number;
  language: string | null;
  display_name: string | null;
  user_name: string | null;
};

/**
 * One round of giving public versions from before CIDs theirs: the document is made from the
 * version's row, its body and its author's name as they are now, stored, then the row names
 * it (only if it still names none). Paywalled versions get none. Puts before the update, so a
 * round cut short leaves nothing half-named; the next one takes up what is left.
 */
export async function backfillCids(env: BackfillEnv, limit = 40): Promise<{ named: number; done: boolean }> {
  const { results } = await env.DB.prepare(
    `SELECT v.id, v.title, v.content, v.data_hash, v.license, v.created_at, a.language,
            u.display_name, u.user_name
     FROM article_versions v JOIN articles a ON a.id = v.article_id JOIN users u ON u.id = a.author_id
     WHERE v.cid IS NULL AND v.access = 'public' ORDER BY v.id LIMIT ?1`,
  )
    .bind(limit)
    .all<MissingRow>();
  if (results.length === 0) return { named: 0, done: true };
  const inR2 = results.filter((r) => r.content === null).map((r) => r.data_hash);
  const bodies = await getBodies(env.CONTENTS, inR2);
  const cids = await Promise.all(
    results.map((r) =>
      putVersionBlock(env.CONTENTS, {
        title: r.title,
        authorName: r.display_name ?? r.user_name ?? "",
        userName: r.user_name,
        createdAt: r.created_at,
        language: r.language,
        license: r.license,
        content: r.content ?? bodies.get(r.data_hash) ?? "",
      }),
    ),
  );
  const name = env.DB.prepare("UPDATE article_versions SET cid = ?1 WHERE id = ?2 AND cid IS NULL");
  await env.DB.batch(results.map((r, i) => name.bind(cids[i], r.id)));
  return { named: results.length, done: results.length < limit };
}
