import "server-only";
import { and, count, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "../client";
import { circleFollows, circleMembers, circlePrices, circles } from "../schema";

// Circles, their prices and follows. A new circle takes its owner's one active slot in a single
// conditional INSERT (no read first), with the partial unique index on (owner_id) where active
// behind it; its price row is written in the same batch.

export type CircleRow = typeof circles.$inferSelect;
export type CirclePriceRow = typeof circlePrices.$inferSelect;
type NewCircle = Pick<
  typeof circles.$inferInsert,
  "ownerId" | "name" | "displayName" | "description" | "avatar" | "cover"
>;

/** Members: a subscription active or in its trial (section: circles). */
export const MEMBER_STATES = ["active", "trialing"] as const;

export async function circleByName(db: Db, name: string) {
  const [row] = await db.select().from(circles).where(sql`lower(${circles.name}) = lower(${name})`).limit(1);
  return row;
}

/** Another circle already holds the name, in any case. */
export async function circleNameTaken(db: Db, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: circles.id })
    .from(circles)
    .where(and(sql`lower(${circles.name}) = lower(${name})`, exceptId ? sql`${circles.id} <> ${exceptId}` : undefined))
    .limit(1);
  return Boolean(row);
}

/**
 * Creates the circle and its price in one batch. The INSERT … SELECT writes nothing when the
 * owner already has an active circle, and then neither does the price's (it selects the new
 * circle by its name): the caller reads an empty result as the limit reached.
 */
export async function insertCircle(db: Db, circle: NewCircle, price: { amount: number; currency: "HKD" }, now: number) {
  // every column in the table's order, the id left to SQLite
  const values = sql.join(
    [
      sql`NULL`,
      sql`${circle.ownerId}`,
      sql`${circle.name}`,
      sql`${circle.displayName}`,
      sql`${circle.description ?? null}`,
      sql`${circle.avatar ?? null}`,
      sql`${circle.cover ?? null}`,
      sql`'active'`,
      sql`${now}`,
      sql`${now}`,
    ],
    sql`, `,
  );
  const [inserted] = await db.batch([
    db
      .insert(circles)
      .select(
        sql`SELECT ${values} WHERE NOT EXISTS (SELECT 1 FROM ${circles} WHERE ${circles.ownerId} = ${circle.ownerId} AND ${circles.state} = 'active')`,
      )
      .returning(),
    db
      .insert(circlePrices)
      .select(
        sql`SELECT NULL, ${circles.id}, ${price.amount}, ${price.currency}, 'active', ${now}, ${now} FROM ${circles} WHERE lower(${circles.name}) = lower(${circle.name}) AND ${circles.ownerId} = ${circle.ownerId} AND ${circles.createdAt} = ${now} AND NOT EXISTS (SELECT 1 FROM ${circlePrices} WHERE ${circlePrices.circleId} = ${circles.id})`,
      ),
  ]);
  return inserted[0];
}

/**
 * Edits a circle and, when `amount` is given, sets its price, in one batch. A price once set
 * stays: a second one fails the unique index on circle_id, and the batch is undone whole.
 */
export async function updateCircle(
  db: Db,
  id: number,
  changes: Partial<NewCircle>,
  amount: number | null,
  now: number,
): Promise<CircleRow | undefined> {
  const update = db
    .update(circles)
    .set({ ...changes, updatedAt: now })
    .where(eq(circles.id, id))
    .returning();
  if (amount === null) return (await update)[0];
  const price = db
    .insert(circlePrices)
    .values({ circleId: id, amount, currency: "HKD", createdAt: now, updatedAt: now });
  const [, updated] = await db.batch([price, update]);
  return updated[0];
}

/** A write refused by a unique index of the circles' tables: which one. */
export function circleConflict(error: unknown): "name" | "price" | "owner" | null {
  // D1's error may come wrapped (drizzle's failed query, with D1's as its cause)
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (/UNIQUE constraint failed: index 'circles_name_unique'/.test(cause.message)) return "name";
    if (
      /UNIQUE constraint failed: (circle_prices\.circle_id|index 'circle_prices_circle_unique')/.test(cause.message)
    ) {
      return "price";
    }
    if (/UNIQUE constraint failed: index 'circles_owner_active_unique'/.test(cause.message)) return "owner";
  }
  return null;
}

export function pricesOfCircles(db: Db, ids: readonly number[]) {
  return db
    .select()
    .from(circlePrices)
    .where(inArray(circlePrices.circleId, [...ids]))
    .orderBy(circlePrices.id);
}

// ---- follows ----

export const followCircle = (db: Db, userId: number, circleId: number, now: number) =>
  db.insert(circleFollows).values({ userId, circleId, createdAt: now }).onConflictDoNothing();

export const unfollowCircle = (db: Db, userId: number, circleId: number) =>
  db.delete(circleFollows).where(and(eq(circleFollows.userId, userId), eq(circleFollows.circleId, circleId)));

/** Of these circles, those the user follows. */
export async function followedCirclesAmong(db: Db, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: circleFollows.circleId })
    .from(circleFollows)
    .where(and(eq(circleFollows.userId, userId), inArray(circleFollows.circleId, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** A circle's followers, last followed first, keyed by (time, user id). */
export function circleFollowerPage(db: Db, circleId: number, limit: number, after?: readonly [number, number]) {
  return db
    .select({ userId: circleFollows.userId, createdAt: circleFollows.createdAt })
    .from(circleFollows)
    .where(
      and(
        eq(circleFollows.circleId, circleId),
        after
          ? or(
              lt(circleFollows.createdAt, after[0]),
              and(eq(circleFollows.createdAt, after[0]), lt(circleFollows.userId, after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(desc(circleFollows.createdAt), desc(circleFollows.userId))
    .limit(limit + 1);
}

export async function circleFollowerCount(db: Db, circleId: number) {
  const [row] = await db.select({ n: count() }).from(circleFollows).where(eq(circleFollows.circleId, circleId));
  return row?.n ?? 0;
}

/** The circles a user follows, last followed first. */
export function followedCirclePage(db: Db, userId: number, limit: number, after?: readonly [number, number]) {
  return db
    .select({ circle: circles, createdAt: circleFollows.createdAt })
    .from(circleFollows)
    .innerJoin(circles, eq(circles.id, circleFollows.circleId))
    .where(
      and(
        eq(circleFollows.userId, userId),
        after
          ? or(
              lt(circleFollows.createdAt, after[0]),
              and(eq(circleFollows.createdAt, after[0]), lt(circleFollows.circleId, after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(desc(circleFollows.createdAt), desc(circleFollows.circleId))
    .limit(limit + 1);
}

export async function followedCircleCount(db: Db, userId: number) {
  const [row] = await db.select({ n: count() }).from(circleFollows).where(eq(circleFollows.userId, userId));
  return row?.n ?? 0;
}

// ---- members (subscriptions write them in a later part; the seed has some) ----

export function circleMemberPage(db: Db, circleId: number, limit: number, after?: readonly [number, number]) {
  return db
    .select({ userId: circleMembers.userId, createdAt: circleMembers.createdAt })
    .from(circleMembers)
    .where(
      and(
        eq(circleMembers.circleId, circleId),
        inArray(circleMembers.state, [...MEMBER_STATES]),
        after
          ? or(
              lt(circleMembers.createdAt, after[0]),
              and(eq(circleMembers.createdAt, after[0]), lt(circleMembers.userId, after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(desc(circleMembers.createdAt), desc(circleMembers.userId))
    .limit(limit + 1);
}

export async function circleMemberCount(db: Db, circleId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(circleMembers)
    .where(and(eq(circleMembers.circleId, circleId), inArray(circleMembers.state, [...MEMBER_STATES])));
  return row?.n ?? 0;
}

export async function isCircleMember(db: Db, circleId: number, userId: number) {
  const [row] = await db
    .select({ userId: circleMembers.userId })
    .from(circleMembers)
    .where(
      and(
        eq(circleMembers.circleId, circleId),
        eq(circleMembers.userId, userId),
        inArray(circleMembers.state, [...MEMBER_STATES]),
      ),
    )
    .limit(1);
  return Boolean(row);
}
