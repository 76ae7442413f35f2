import "server-only";
import { contentHash, getBodies, putBody } from "@/server/db/article-bodies";
import type { Context } from "../context";
import { ApiError } from "../errors";

/** A version's body: from its row while the backfill has not moved it yet, else from R2. */
export function versionBody(ctx: Context, version: { content: string | null; dataHash: string }): Promise<string> {
  return keptBody(ctx, version.content, version.dataHash);
}

/** A body from its row (one from before R2), else from R2 under its hash. */
export function keptBody(ctx: Context, content: string | null, hash: string | null): Promise<string> {
  if (content !== null) return Promise.resolve(content);
  // the schema's check keeps one of the two (article_translations_body_kept)
  if (hash === null) return Promise.reject(new Error("A body is neither in its row nor named in R2."));
  return getBodies(ctx.env.CONTENTS, [hash]).then((found) => found.get(hash) ?? "");
}

/**
 * Puts a new version's body in R2 before anything of the version is written to D1, and answers
 * its hash. R2 first: should the D1 batch then fail, the body is an object no row names, which
 * costs a little storage and nothing else (the same text put again later lands on the same key);
 * the other way round, a version could name a body that was never stored. An R2 failure writes
 * nothing, and the person is asked to try again.
 */
export async function storeBody(ctx: Context, content: string, failure: string): Promise<string> {
  const hash = await contentHash(content);
  try {
    await putBody(ctx.env.CONTENTS, hash, content);
  } catch (error) {
    console.error("storing an article body failed", error);
    throw new ApiError("ACTION_FAILED", failure);
  }
  return hash;
}
