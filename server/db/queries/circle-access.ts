import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "../client";
import { circleMembers, circles } from "../schema";

/** Whether the user may read a circle's paywalled work: its owner, or a member in good standing. */
export async function readsCircle(db: Db, circleId: number, userId: number) {
  const [owner] = await db
    .select({ id: circles.id })
    .from(circles)
    .where(and(eq(circles.id, circleId), eq(circles.ownerId, userId)))
    .limit(1);
  if (owner) return true;
  const [member] = await db
    .select({ state: circleMembers.state })
    .from(circleMembers)
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)))
    .limit(1);
  return member?.state === "active" || member?.state === "trialing";
}
