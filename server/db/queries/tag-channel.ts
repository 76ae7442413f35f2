import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { adminAudit, tags } from "../schema";

// putTagChannel: an admin makes a tag a channel (or no longer) and names it for the navbar.
// The change and its audit row are one batch; the audit row is a SELECT of the tag, so a tag
// deleted meanwhile gets neither.

export type TagChannelFields = Partial<
  Pick<typeof tags.$inferInsert, "channelEnabled" | "navbarTitleEn" | "navbarTitleZhHant" | "navbarTitleZhHans">
>;

export async function updateTagChannel(
  db: Db,
  tagId: number,
  fields: TagChannelFields,
  entry: { actorId: number; before: object; now: number },
) {
  const [, [changed]] = await db.batch([
    db.insert(adminAudit).select(
      db
        .select({
          id: sql`NULL`.as("id"),
          actorId: sql`${entry.actorId}`.as("actor_id"),
          action: sql`'putTagChannel'`.as("action"),
          targetType: sql`'Tag'`.as("target_type"),
          targetId: tags.id,
          before: sql`${JSON.stringify(entry.before)}`.as("before"),
          after: sql`${JSON.stringify(fields)}`.as("after"),
          createdAt: sql`${entry.now}`.as("created_at"),
        })
        .from(tags)
        .where(eq(tags.id, tagId)),
    ),
    db.update(tags).set(fields).where(eq(tags.id, tagId)).returning(),
  ]);
  return changed ?? null;
}
