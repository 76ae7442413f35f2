// What dataHash and mediaHash answer for a version: its CID (lib/ipfs/cid.ts), or, for a
// paywalled version or one the backfill has not reached yet, the SHA-256 of its body that
// named it before CIDs. Either finds the article again (Query.article by mediaHash).
export const versionHash = (v: { cid: string | null; dataHash: string }) => v.cid ?? v.dataHash;
