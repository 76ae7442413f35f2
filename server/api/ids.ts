import { ApiError } from "./errors";

// Global ids as in the contract: base64 of `Type:dbId` (`Article:1` → `QXJ0aWNsZTox`).
export const NODE_TYPES = [
  "User",
  "Article",
  "ArticleVersion",
  "Tag",
  "Moment",
  "Comment",
  "Circle",
  "Collection",
  "Draft",
  "TopicChannel",
  "CurationChannel",
  "WritingChallenge",
  "CampaignStage",
  "Asset",
  "Announcement",
  "Transaction",
  "Report",
  "Price",
  "Quote",
  "IcymiTopic",
  "TopicChannelFeedback",
] as const;
export type NodeType = (typeof NODE_TYPES)[number];

export function toGlobalId(type: NodeType, id: number): string {
  return btoa(`${type}:${id}`);
}

export function fromGlobalId(globalId: string): { type: NodeType; id: number } {
  let decoded: string;
  try {
    decoded = atob(globalId);
  } catch {
    throw new ApiError("BAD_USER_INPUT", "Invalid id.");
  }
  const sep = decoded.indexOf(":");
  const type = decoded.slice(0, sep) as NodeType;
  const raw = decoded.slice(sep + 1);
  if (sep < 1 || !NODE_TYPES.includes(type) || !/^[1-9]\d{0,15}$/.test(raw)) {
    throw new ApiError("BAD_USER_INPUT", "Invalid id.");
  }
  return { type, id: Number(raw) };
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
