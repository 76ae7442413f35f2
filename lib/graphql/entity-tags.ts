import { cacheTags, entityTagOfGlobalId } from "@/lib/cache/tags";

/**
 * At most this many entity tags per cached read: the tag cache looks a read's tags up in one
 * statement, and D1 binds at most 100 values. A page of 20 articles with their authors fits.
 */
const MAX_ENTITY_TAGS = 64;

/**
 * Kinds whose change a cached list can live without until it expires: a card shows a tag's
 * name, and a tag is renamed rarely. They are kept only while there is room. A tag's own
 * entity tag only: its parts (`tag:4/bookmarks`) are what its page shows, and are kept first.
 */
const SPARED = /^tag:\d+$/;

/**
 * Parts of an entity that one kind of write changes, by the fields that show them: a read
 * showing one carries the part's tag, which that write purges instead of the entity's, so
 * the pages that only name the entity stay (lib/cache/tags.ts).
 */
const PARTS: { entity: string; fields: string[]; tag: (globalId: string) => string }[] = [
  { entity: "user:", fields: ["followers", "following"], tag: cacheTags.userFollows },
  { entity: "article:", fields: ["bookmarkCount"], tag: cacheTags.articleBookmarks },
  { entity: "tag:", fields: ["numFollowers"], tag: cacheTags.tagBookmarks },
];

/**
 * The cache tags of every entity a result holds, from the global ids in it (`VXNlcjox` →
 * `user:1`), so a mutation that purges `user:1` refreshes every page that showed that user;
 * and the tags of the parts it shows (`user:1/follows` beside that person's followers).
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
      if (tag) {
        found.add(tag);
        for (const part of PARTS) {
          if (tag.startsWith(part.entity) && part.fields.some((field) => field in value)) found.add(part.tag(id));
        }
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
