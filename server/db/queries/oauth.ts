import "server-only";
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../client";
import { oauthClients, oauthCodes, oauthGrants, oauthTokens, users } from "../schema";
import { auditWhile } from "./admin-audit";

// The site's OAuth apps, people's consent to them, and the codes and tokens in between
// (server/api/services/oauth-provider.ts). Codes and tokens are looked up by their hash.

export type OAuthClientRow = typeof oauthClients.$inferSelect;
export type OAuthGrantRow = typeof oauthGrants.$inferSelect;
type TokenKind = (typeof oauthTokens.$inferSelect)["kind"];

export async function clientByClientId(db: Db, clientId: string) {
  const [row] = await db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId)).limit(1);
  return row;
}

/** Who registered or changed an app, and what changed (secrets never: only that one was set). */
export type ClientAudit = {
  actorId: number;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  now: number;
};

/** The audit row of an admin's change to the app `clientId`, in the change's batch. */
const auditOf = (db: Db, action: string, clientId: string, audit: ClientAudit) =>
  auditWhile(
    db,
    { ...audit, action, targetType: "OAuthClient", targetId: oauthClients.id },
    oauthClients,
    eq(oauthClients.clientId, clientId),
  );

export async function insertClient(db: Db, row: typeof oauthClients.$inferInsert, audit: ClientAudit) {
  const [[created]] = await db.batch([
    db.insert(oauthClients).values(row).returning(),
    auditOf(db, "putOAuthClient", row.clientId, audit),
  ]);
  return created;
}

export async function updateClient(
  db: Db,
  client: OAuthClientRow,
  changes: Partial<typeof oauthClients.$inferInsert>,
  audit: ClientAudit,
) {
  const [[updated]] = await db.batch([
    db
      .update(oauthClients)
      .set({ ...changes, updatedAt: sql`(unixepoch('subsec') * 1000)` })
      .where(eq(oauthClients.id, client.id))
      .returning(),
    auditOf(db, "putOAuthClient", client.clientId, audit),
  ]);
  return updated;
}

/** The newest first, for the admin's list. */
export function clientsPage(db: Db, beforeId: number | null, limit: number) {
  return db
    .select()
    .from(oauthClients)
    .where(beforeId == null ? undefined : lt(oauthClients.id, beforeId))
    .orderBy(desc(oauthClients.id))
    .limit(limit);
}

export async function clientCount(db: Db) {
  const [row] = await db.select({ n: count() }).from(oauthClients);
  return row?.n ?? 0;
}

/**
 * The person's consent to the app, made or replaced by the scopes just agreed to, and a code
 * for it: both or neither.
 */
export async function consentWithCode(
  db: Db,
  consent: { userId: number; clientId: number; scope: string[] },
  code: { codeHash: string; redirectUri: string; codeChallenge: string; expiresAt: number },
) {
  const grant = db
    .insert(oauthGrants)
    .values(consent)
    .onConflictDoUpdate({ target: [oauthGrants.userId, oauthGrants.clientId], set: { scope: consent.scope } });
  const grantId = sql`(SELECT ${oauthGrants.id} FROM ${oauthGrants} WHERE ${oauthGrants.userId} = ${consent.userId} AND ${oauthGrants.clientId} = ${consent.clientId})`;
  await db.batch([grant, db.insert(oauthCodes).values({ ...code, grantId })]);
}

export type SpentCode = { grant: OAuthGrantRow; redirectUri: string; codeChallenge: string };

/**
 * Spends a code: it comes back to the one call that spent it, while fresh. A code already spent
 * comes back as `replayed`, with its grant, so the caller can revoke what the first use gave.
 */
export async function spendCode(
  db: Db,
  codeHash: string,
  now: number,
): Promise<{ spent: SpentCode } | { replayed: number } | null> {
  const [spent] = await db
    .update(oauthCodes)
    .set({ usedAt: now })
    .where(and(eq(oauthCodes.codeHash, codeHash), isNull(oauthCodes.usedAt), gt(oauthCodes.expiresAt, now)))
    .returning({
      grantId: oauthCodes.grantId,
      redirectUri: oauthCodes.redirectUri,
      codeChallenge: oauthCodes.codeChallenge,
    });
  if (spent) {
    const [grant] = await grantOf(db, spent.grantId);
    return grant ? { spent: { grant, redirectUri: spent.redirectUri, codeChallenge: spent.codeChallenge } } : null;
  }
  const [used] = await db
    .select({ grantId: oauthCodes.grantId, usedAt: oauthCodes.usedAt })
    .from(oauthCodes)
    .where(eq(oauthCodes.codeHash, codeHash))
    .limit(1);
  return used?.usedAt != null ? { replayed: used.grantId } : null;
}

export function insertTokens(
  db: Db,
  grantId: number,
  tokens: { tokenHash: string; kind: TokenKind; expiresAt: number }[],
  now: number,
) {
  return db.batch([
    db.insert(oauthTokens).values(tokens.map((t) => ({ ...t, grantId }))),
    db.update(oauthGrants).set({ usedAt: now }).where(eq(oauthGrants.id, grantId)),
  ]);
}

/**
 * Spends a refresh token of this app: the grant comes back to the one call that spent it. A
 * token already spent comes back as `replayed`: someone else holds a copy.
 */
export async function spendRefreshToken(
  db: Db,
  tokenHash: string,
  clientId: number,
  now: number,
): Promise<{ spent: { grantId: number } } | { replayed: number } | null> {
  const ofClient = sql`${oauthTokens.grantId} IN (SELECT ${oauthGrants.id} FROM ${oauthGrants} WHERE ${oauthGrants.clientId} = ${clientId})`;
  const [spent] = await db
    .update(oauthTokens)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(oauthTokens.tokenHash, tokenHash),
        eq(oauthTokens.kind, "refresh"),
        isNull(oauthTokens.rotatedAt),
        gt(oauthTokens.expiresAt, now),
        ofClient,
      ),
    )
    .returning({ grantId: oauthTokens.grantId, expiresAt: oauthTokens.expiresAt });
  if (spent) return { spent: { grantId: spent.grantId } };
  const [used] = await db
    .select({ grantId: oauthTokens.grantId })
    .from(oauthTokens)
    .where(
      and(
        eq(oauthTokens.tokenHash, tokenHash),
        eq(oauthTokens.kind, "refresh"),
        isNotNull(oauthTokens.rotatedAt),
        ofClient,
      ),
    )
    .limit(1);
  return used ? { replayed: used.grantId } : null;
}

/** A token of this app, whatever its kind: what a revocation request names. */
export async function tokenOfClient(db: Db, tokenHash: string, clientId: number) {
  const [row] = await db
    .select({ id: oauthTokens.id, kind: oauthTokens.kind, grantId: oauthTokens.grantId })
    .from(oauthTokens)
    .innerJoin(oauthGrants, eq(oauthGrants.id, oauthTokens.grantId))
    .where(and(eq(oauthTokens.tokenHash, tokenHash), eq(oauthGrants.clientId, clientId)))
    .limit(1);
  return row;
}

export function deleteToken(db: Db, id: number) {
  return db.delete(oauthTokens).where(eq(oauthTokens.id, id));
}

/** Ends a consent: its tokens, its codes and the consent itself, together. */
export function revokeGrants(db: Db, grantIds: number[]) {
  if (grantIds.length === 0) return Promise.resolve();
  return db.batch([
    db.delete(oauthTokens).where(inArray(oauthTokens.grantId, grantIds)),
    db.delete(oauthCodes).where(inArray(oauthCodes.grantId, grantIds)),
    db.delete(oauthGrants).where(inArray(oauthGrants.id, grantIds)),
  ]);
}

/** The person behind a live access token, with what they let the app do. One query. */
export async function accessTokenHolder(db: Db, tokenHash: string, now: number) {
  const [row] = await db
    .select({ user: users, scope: oauthGrants.scope, grantId: oauthGrants.id })
    .from(oauthTokens)
    .innerJoin(oauthGrants, eq(oauthGrants.id, oauthTokens.grantId))
    .innerJoin(users, eq(users.id, oauthGrants.userId))
    .where(and(eq(oauthTokens.tokenHash, tokenHash), eq(oauthTokens.kind, "access"), gt(oauthTokens.expiresAt, now)))
    .limit(1);
  return row;
}

export function grantOf(db: Db, grantId: number) {
  return db.select().from(oauthGrants).where(eq(oauthGrants.id, grantId)).limit(1);
}

/** The apps the person let act for them, the most recently used first. */
export function grantsOfUser(db: Db, userId: number) {
  return db
    .select({ grant: oauthGrants, client: oauthClients })
    .from(oauthGrants)
    .innerJoin(oauthClients, eq(oauthClients.id, oauthGrants.clientId))
    .where(eq(oauthGrants.userId, userId))
    .orderBy(desc(sql`coalesce(${oauthGrants.usedAt}, ${oauthGrants.createdAt})`))
    .limit(100);
}

export async function grantIdsOf(db: Db, userId: number, clientId: number) {
  const rows = await db
    .select({ id: oauthGrants.id })
    .from(oauthGrants)
    .where(and(eq(oauthGrants.userId, userId), eq(oauthGrants.clientId, clientId)));
  return rows.map((r) => r.id);
}

/** Codes and tokens whose time is over: none can be used any more. */
export function deleteExpiredOAuthRows(db: Db, before: number) {
  return db.batch([
    db.delete(oauthCodes).where(lt(oauthCodes.expiresAt, before)),
    db.delete(oauthTokens).where(lt(oauthTokens.expiresAt, before)),
  ]);
}
