import { CID } from "multiformats/cid";
import * as raw from "multiformats/codecs/raw";
import * as Digest from "multiformats/hashes/digest";

// A version's IPFS address: a CIDv1 of its document's bytes as one raw block (codec 0x55),
// hashed with sha2-256 (multihash 0x12), written in base32 ("bafkrei…"). A raw block is what a
// trustless gateway answers to `Accept: application/vnd.ipld.raw`, so anyone can hash what
// they fetched and compare. The hash is taken with WebCrypto, which the worker, the browser
// and node all have, rather than multiformats' own sha2 module, whose node build needs
// node:crypto.

const SHA2_256 = 0x12;

/** The CIDv1 (raw, sha2-256, base32) of these bytes. */
export async function rawCid(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return CID.create(1, raw.code, Digest.create(SHA2_256, hash)).toString();
}

/**
 * The CID a text names, when it is one this site makes (v1, raw, sha2-256) in its canonical
 * base32 form; null for anything else. Older versions' hashes (bare SHA-256 hex) are not CIDs.
 */
export function parseRawCid(text: string): CID | null {
  try {
    const cid = CID.parse(text);
    if (cid.version !== 1 || cid.code !== raw.code || cid.multihash.code !== SHA2_256) return null;
    return cid.toString() === text ? cid : null;
  } catch {
    return null;
  }
}

/** Whether a version's hash is a CID (a version from before CIDs carries a bare SHA-256). */
export const isRawCid = (text: string | null | undefined): text is string => !!text && parseRawCid(text) !== null;
