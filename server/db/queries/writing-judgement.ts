import "server-only";
import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { Db, Statement } from "../client";
import { comments, moments } from "../schema";
import { auditWhile } from "./admin-audit";

// Admins' judgement of a moment or a comment: spam (setSpamStatus) or an advertisement
// (setWritingAdStatus). Articles are judged with their other moderated fields
// (article-moderation.ts). Each is one conditional write on what the admin saw, with its audit
// row in the same batch.

export type JudgedField = "isSpam" | "isAd";
type Judged = { kind: "Moment" | "Comment"; id: number };

const TABLE = { Moment: moments, Comment: comments } as const;

const columnOf = (kind: Judged["kind"], field: JudgedField) => TABLE[kind][field];

/** The field still holds `value` (a judgement never made is NULL, which `=` matches nothing against). */
const holds = (kind: Judged["kind"], field: JudgedField, value: boolean | null): SQL =>
  value === null ? isNull(columnOf(kind, field)) : eq(columnOf(kind, field), value);

/**
 * The audit row and the UPDATE … RETURNING that set the writing's judgement from `before` to
 * `after`, both only while it still is `before`. The UPDATE answers the id it changed, or none
 * when another admin changed it first.
 */
export function judgeWritingStatements(
  db: Db,
  change: Judged & {
    field: JudgedField;
    before: boolean | null;
    after: boolean;
    actorId: number;
    action: string;
    now: number;
  },
): [Statement, Statement] {
  const table = TABLE[change.kind];
  const still = and(eq(table.id, change.id), holds(change.kind, change.field, change.before));
  const audit = auditWhile(
    db,
    {
      actorId: change.actorId,
      action: change.action,
      targetType: change.kind,
      targetId: table.id,
      before: { [change.field]: change.before },
      after: { [change.field]: change.after },
      now: change.now,
    },
    table,
    still,
  );
  const update = db
    .update(table)
    .set({ [change.field]: change.after })
    .where(still)
    .returning({ id: table.id });
  return [audit, update];
}
