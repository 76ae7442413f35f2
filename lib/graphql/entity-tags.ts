import { cacheTags, entityTagOfGlobalId } from "@/lib/cache/tags";

/**
 * At most this many entity tags per cached read: the tag cache looks a read's tags up in one
 * statement, and D1 binds at most 100 values. A page of 20 articles with their authors fits.
 */
const MAX_ENTITY_TAGS = 64;

/**
 * Kinds whose change a cached list can live without until it expires: a card shows a tag's
 * name, and a tag is renamed rarely. They are kept only while there is room.
 */
const SPARED = /^tag:/;

/** A person's fields that a follow changes: a read showing one carries the person's follows tag. */
const FOLLOW_FIELDS = ["followers", "following"];

/**
 * The cache tags of every entity a result holds, from the global ids in it (`VXNlcjox` →
 * `user:1`), so a mutation that purges `user:1` refreshes every page that showed that user;
 * and `user:1/follows` where the result shows that person's followers or following, which a
 * follow purges instead.
 */
export function entityTags(data: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (value === null || typeof value !== "object") return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    const { id } = value as { id?: unknown };
    if (typeof id === "string") {
      const tag = entityTagOfGlobalId(id);
      if (tag) found.add(tag);
      if (tag?.startsWith("user:") && FOLLOW_FIELDS.some((field) => field in value)) {
        found.add(cacheTags.userFollows(id));
      }
    }
    for (const child of Object.values(value)) visit(child);
  };
  visit(data);
  const all = [...found];
  return [...all.filter((tag) => !SPARED.test(tag)), ...all.filter((tag) => SPARED.test(tag))].slice(
    0,
    MAX_ENTITY_TAGS,
  );
}
