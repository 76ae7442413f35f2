import { type NodeType, parseGlobalId } from "@/lib/graphql/global-id";
import { ApiError } from "./errors";

// Global ids as in the contract (lib/graphql/global-id.ts), refused with the API's error.
export { NODE_TYPES, type NodeType, toGlobalId } from "@/lib/graphql/global-id";

export function fromGlobalId(globalId: string): { type: NodeType; id: number } {
  const parsed = parseGlobalId(globalId);
  if (!parsed) throw new ApiError("BAD_USER_INPUT", "Invalid id.");
  return parsed;
}

/** The db id of a global id that must be of `type`. */
export function idOf(globalId: string, type: NodeType): number {
  const parsed = fromGlobalId(globalId);
  if (parsed.type !== type) throw new ApiError("BAD_USER_INPUT", `Expected a ${type} id.`);
  return parsed.id;
}

const SHORT_HASH_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/**
 * A new article's or moment's short hash: 12 random characters of [a-z0-9] (62 bits), the
 * shape of the seeded ones. Unique indexes catch the unlikely repeat.
 */
export function newShortHash(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  // 252 is the largest multiple of 36 under 256: rejecting larger bytes keeps every character equally likely
  let hash = "";
  for (const byte of bytes) if (byte < 252) hash += SHORT_HASH_ALPHABET[byte % 36];
  return hash.length === 12 ? hash : newShortHash();
}
