import "server-only";
import { and, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../client";
import { socialAccounts, socialLoginRequests, users } from "../schema";

// Provider accounts linked to ours, and the round trips to providers in flight
// (server/api/services/social-login.ts).

export type SocialAccountRow = typeof socialAccounts.$inferSelect;
export type SocialLoginRequestRow = typeof socialLoginRequests.$inferSelect;
type Provider = SocialAccountRow["provider"];

export function insertSocialLoginRequest(db: Db, row: typeof socialLoginRequests.$inferInsert) {
  return db.insert(socialLoginRequests).values(row);
}

/** Rounds that ended before `before`: none can be spent any more. */
export function deleteExpiredSocialLoginRequests(db: Db, before: number) {
  return db.delete(socialLoginRequests).where(lt(socialLoginRequests.expiresAt, before));
}

/**
 * Spends the round of `state` for this provider and purpose: the row comes back only to the one
 * call that spent it, and only before it expired.
 */
export async function spendSocialLoginRequest(
  db: Db,
  state: string,
  match: { provider: SocialLoginRequestRow["provider"]; purpose: SocialLoginRequestRow["purpose"]; now: number },
) {
  const [row] = await db
    .update(socialLoginRequests)
    .set({ usedAt: match.now })
    .where(
      and(
        eq(socialLoginRequests.state, state),
        eq(socialLoginRequests.provider, match.provider),
        eq(socialLoginRequests.purpose, match.purpose),
        isNull(socialLoginRequests.usedAt),
        gt(socialLoginRequests.expiresAt, match.now),
      ),
    )
    .returning();
  return row;
}

export async function socialAccountBySubject(db: Db, provider: Provider, subject: string) {
  const [row] = await db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)))
    .limit(1);
  return row;
}

export function socialAccountsOf(db: Db, userId: number) {
  return db
    .select()
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId))
    .orderBy(socialAccounts.provider)
    .limit(10);
}

type Link = { provider: Provider; subject: string; userName: string | null; email: string | null; now: number };

export function insertSocialAccount(db: Db, userId: number, link: Link) {
  return db.insert(socialAccounts).values({
    userId,
    provider: link.provider,
    subject: link.subject,
    userName: link.userName,
    email: link.email,
    createdAt: link.now,
  });
}

/** For an account the same batch creates: found by its (unique) user name. */
export function insertSocialAccountOfNewUser(db: Db, userName: string, link: Link) {
  return db.insert(socialAccounts).select(
    db
      .select({
        id: sql<number>`null`.as("id"),
        userId: users.id,
        provider: sql`${link.provider}`.as("provider"),
        subject: sql`${link.subject}`.as("subject"),
        userName: sql`${link.userName}`.as("user_name"),
        email: sql`${link.email}`.as("email"),
        createdAt: sql`${link.now}`.as("created_at"),
      })
      .from(users)
      .where(sql`lower(${users.userName}) = lower(${userName})`),
  );
}

/**
 * Unlinks the provider's account, in one statement that also asks whether the person keeps a way
 * to sign in (an email for codes, a wallet, another provider): two unlinks at once cannot both
 * pass on the other's account. The row comes back when it was removed.
 */
export async function deleteSocialAccountKeepingAWayIn(db: Db, userId: number, provider: Provider) {
  const other = db
    .select({ one: sql`1` })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.userId, userId), ne(socialAccounts.provider, provider)));
  const owner = db
    .select({ one: sql`1` })
    .from(users)
    .where(and(eq(users.id, userId), or(sql`${users.email} is not null`, sql`${users.ethAddress} is not null`)));
  const [row] = await db
    .delete(socialAccounts)
    .where(
      and(
        eq(socialAccounts.userId, userId),
        eq(socialAccounts.provider, provider),
        or(sql`exists ${owner}`, sql`exists ${other}`),
      ),
    )
    .returning();
  return row;
}
