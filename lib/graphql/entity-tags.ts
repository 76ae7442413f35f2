import { entityTagOfGlobalId } from "@/lib/cache/tags";

/** At most this many entity tags per cached read; a page of 20 articles with authors fits. */
const MAX_ENTITY_TAGS = 64;

/**
 * The cache tags of every entity a result holds, from the global ids in it (`VXNlcjox` →
 * `user:1`), so a mutation that purges `user:1` refreshes every page that showed that user.
 */
export function entityTags(data: unknown): string[] {
  const tags = new Set<string>();
  const visit = (value: unknown) => {
    if (tags.size >= MAX_ENTITY_TAGS || value === null || typeof value !== "object") return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    const { id } = value as { id?: unknown };
    if (typeof id === "string") {
      const tag = entityTagOfGlobalId(id);
      if (tag) tags.add(tag);
    }
    for (const child of Object.values(value)) visit(child);
  };
  visit(data);
  return [...tags];
}
