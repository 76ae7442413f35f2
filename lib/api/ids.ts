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
