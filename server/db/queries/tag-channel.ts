import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { tags } from "../schema";
import { auditWhile } from "./admin-audit";

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
    auditWhile(
      db,
      { ...entry, action: "putTagChannel", targetType: "Tag", targetId: tags.id, after: fields },
      tags,
      eq(tags.id, tagId),
    ),
    db.update(tags).set(fields).where(eq(tags.id, tagId)).returning(),
  ]);
  return changed ?? null;
}
