import type { FeedFormat, FeedKind } from "@/lib/url/entity-paths";

// The inverse of feedPath (lib/url/entity-paths.ts): which feed an address under /feed names.

const FORMATS: Record<string, FeedFormat> = { xml: "rss", atom: "atom" };

export function parseFeedPath(segments: string[]): { kind: FeedKind; key?: string; format: FeedFormat } | null {
  const last = segments.at(-1) ?? "";
  const match = /^(.+)\.(xml|atom)$/.exec(last);
  const format = match?.[2] ? FORMATS[match[2]] : undefined;
  const name = match?.[1];
  if (!format || !name) return null;
  if (segments.length === 1 && name === "newest") return { kind: "newest", format };
  if (segments.length === 2 && (segments[0] === "user" || segments[0] === "tag")) {
    return { kind: segments[0], key: name, format };
  }
  return null;
}
