// Global ids as in the contract: base64 of `Type:dbId` (`Article:1` → `QXJ0aWNsZTox`). A leaf
// without graphql-js, so that the worker's own reads (server/cache) give and take the ids the
// API does; the API's errors for a bad one are server/api/ids.ts's.

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

/** The type and database id a global id names, or null for anything that is not one. */
export function parseGlobalId(globalId: string): { type: NodeType; id: number } | null {
  let decoded: string;
  try {
    decoded = atob(globalId);
  } catch {
    return null;
  }
  const sep = decoded.indexOf(":");
  const type = decoded.slice(0, sep) as NodeType;
  const raw = decoded.slice(sep + 1);
  if (sep < 1 || !NODE_TYPES.includes(type) || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  return { type, id: Number(raw) };
}
