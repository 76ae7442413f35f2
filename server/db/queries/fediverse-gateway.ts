import "server-only";
import { and, desc, eq, inArray, isNull, lt, notExists, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../client";
import {
  adminAudit,
  federationArticleSettings,
  federationDeadLetters,
  federationDomainBlocks,
  federationNotifications,
  federationPosts,
  federationReports,
  federationUserSettings,
  federationViewerEngagements,
  users,
} from "../schema";
import { auditWhile } from "./admin-audit";

// The fediverse gateway's rows (issue 38): counts of the federation queue's bookkeeping
// (federation_deliveries), dead letters, reports and instance blocks, and the admin's
// conditional writes on them, each with its audit row in the same batch (auditWhile with the
// write's own condition: a write someone else made first writes no audit row either).

export type DeadLetterRow = typeof federationDeadLetters.$inferSelect;
export type FederationReportRow = typeof federationReports.$inferSelect;
export type DomainBlockRow = typeof federationDomainBlocks.$inferSelect;
export type GatewayAuditEventRow = { row: typeof adminAudit.$inferSelect; userName: string | null };

/** The mutations whose audit rows the dashboard lists. */
export const GATEWAY_ACTIONS = [
  "replayFediverseDeadLetter",
  "resolveFediverseDeadLetter",
  "resolveFediverseReport",
  "putUserFederationSetting",
  "putArticleFederationSetting",
  "putFediverseDomainBlock",
  "pruneFediverseSocialData",
] as const;

const n = (v: unknown) => Number(v ?? 0);

export async function queueCounts(db: Db) {
  const [deliveries, letters] = await db.batch([
    db.get<Record<string, number | null>>(sql`SELECT
      count(*) AS total,
      sum(state = 'pending') AS pending,
      sum(state = 'delivered') AS delivered,
      sum(state = 'dead_letter') AS deadLetter,
      sum(state = 'pending' AND attempts > 0) AS retryPending,
      min(CASE WHEN state = 'pending' THEN created_at END) AS oldestPendingAt
      FROM federation_deliveries`),
    db.get<Record<string, number | null>>(sql`SELECT
      sum(status = 'open') AS open,
      sum(status = 'replayed') AS replayed,
      sum(status = 'resolved') AS resolved
      FROM federation_dead_letters`),
  ]);
  return {
    total: n(deliveries?.total),
    pending: n(deliveries?.pending),
    processing: 0,
    delivered: n(deliveries?.delivered),
    deadLetter: n(deliveries?.deadLetter),
    resolved: n(letters?.replayed) + n(letters?.resolved),
    retryPending: n(deliveries?.retryPending),
    openDeadLetters: n(letters?.open),
    replayedDeadLetters: n(letters?.replayed),
    resolvedDeadLetters: n(letters?.resolved),
    oldestPendingAt: deliveries?.oldestPendingAt == null ? null : new Date(n(deliveries.oldestPendingAt)),
  };
}

export async function socialCounts(db: Db) {
  const row = await db.get<Record<string, number | null>>(sql`SELECT
    (SELECT count(*) FROM federation_user_settings WHERE state = 'enabled') AS actors,
    (SELECT count(*) FROM federation_followers) AS followers,
    (SELECT count(*) FROM federation_following WHERE state = 'accepted') AS following,
    (SELECT count(*) FROM federation_following WHERE state = 'pending') AS pendingFollowing,
    (SELECT count(*) FROM federation_actor_blocks) + (SELECT count(*) FROM federation_domain_blocks) AS blocked,
    (SELECT coalesce(sum(unread_count), 0) FROM federation_notifications) AS unreadNotifications,
    (SELECT count(*) FROM federation_posts WHERE deleted_at IS NULL) AS inboundObjects,
    (SELECT count(*) FROM federation_engagements) AS inboundEngagements,
    (SELECT count(*) FROM federation_reports WHERE status = 'open') AS openReports`);
  return {
    actors: n(row?.actors),
    followers: n(row?.followers),
    following: n(row?.following),
    pendingFollowing: n(row?.pendingFollowing),
    blocked: n(row?.blocked),
    unreadNotifications: n(row?.unreadNotifications),
    inboundObjects: n(row?.inboundObjects),
    inboundEngagements: n(row?.inboundEngagements),
    openReports: n(row?.openReports),
  };
}

/** Open dead letters first, then the newest. */
export function deadLetterList(db: Db, limit: number) {
  return db
    .select()
    .from(federationDeadLetters)
    .orderBy(sql`${federationDeadLetters.status} = 'open' DESC`, desc(federationDeadLetters.id))
    .limit(limit);
}

/** Open reports first, then the newest. */
export function reportList(db: Db, limit: number) {
  return db
    .select()
    .from(federationReports)
    .orderBy(sql`${federationReports.status} = 'open' DESC`, desc(federationReports.id))
    .limit(limit);
}

/** The most instance blocks the dashboard lists (newest first); blocks beyond it still hold. */
export const DOMAIN_BLOCKS_SHOWN = 200;

export function domainBlockList(db: Db) {
  return db
    .select()
    .from(federationDomainBlocks)
    .orderBy(desc(federationDomainBlocks.createdAt))
    .limit(DOMAIN_BLOCKS_SHOWN);
}

/** The admins' fediverse actions, newest first, with each admin's user name. */
export function gatewayAuditEvents(db: Db, limit: number) {
  return db
    .select({ row: adminAudit, userName: users.userName })
    .from(adminAudit)
    .leftJoin(users, eq(users.id, adminAudit.actorId))
    .where(inArray(adminAudit.action, [...GATEWAY_ACTIONS]))
    .orderBy(desc(adminAudit.id))
    .limit(limit);
}

const openLetter = (id: number) => and(eq(federationDeadLetters.id, id), isNull(federationDeadLetters.resolvedAt));

/**
 * Closes an open dead letter as replayed or resolved, with its audit row: one conditional
 * UPDATE, so of two admins at once one closes it and the other finds nothing. Answers the
 * letter closed, or null.
 */
export async function closeDeadLetter(
  db: Db,
  change: { id: number; status: "replayed" | "resolved"; reason: string | null; adminId: number; now: number },
): Promise<DeadLetterRow | null> {
  const action = change.status === "replayed" ? "replayFediverseDeadLetter" : "resolveFediverseDeadLetter";
  const [, rows] = await db.batch([
    auditWhile(
      db,
      {
        actorId: change.adminId,
        action,
        targetType: "FediverseDeadLetter",
        targetId: federationDeadLetters.id,
        before: { status: "open" },
        after: { status: change.status, reason: change.reason },
        now: change.now,
      },
      federationDeadLetters,
      openLetter(change.id),
    ),
    db
      .update(federationDeadLetters)
      .set({ status: change.status, resolution: change.reason, resolvedBy: change.adminId, resolvedAt: change.now })
      .where(openLetter(change.id))
      .returning(),
  ]);
  return (rows as DeadLetterRow[])[0] ?? null;
}

/** A replay whose message could not be sent: the letter is open again (its audit row stays, saying so). */
export async function reopenDeadLetter(db: Db, id: number) {
  await db
    .update(federationDeadLetters)
    .set({ status: "open", resolution: null, resolvedBy: null, resolvedAt: null })
    .where(eq(federationDeadLetters.id, id));
}

const openReport = (id: number) => and(eq(federationReports.id, id), eq(federationReports.status, "open"));

export async function resolveReport(
  db: Db,
  change: { id: number; resolution: string; adminId: number; now: number },
): Promise<boolean> {
  const [, rows] = await db.batch([
    auditWhile(
      db,
      {
        actorId: change.adminId,
        action: "resolveFediverseReport",
        targetType: "FediverseReport",
        targetId: federationReports.id,
        before: { status: "open" },
        after: { status: "resolved", reason: change.resolution },
        now: change.now,
      },
      federationReports,
      openReport(change.id),
    ),
    db
      .update(federationReports)
      .set({ status: "resolved", resolution: change.resolution, resolvedBy: change.adminId, resolvedAt: change.now })
      .where(openReport(change.id))
      .returning({ id: federationReports.id }),
  ]);
  return (rows as unknown[]).length > 0;
}

const blockRowid = sql`${federationDomainBlocks}.rowid`;

/** Blocks an instance (or changes its reason) or lifts its block, with the audit row when anything changed. */
export async function putDomainBlock(
  db: Db,
  change: { domain: string; blocked: boolean; reason: string | null; adminId: number; now: number },
) {
  const audit = (before: object, after: object) => ({
    actorId: change.adminId,
    action: "putFediverseDomainBlock",
    targetType: "FediverseDomainBlock" as const,
    targetId: blockRowid,
    before,
    after,
    now: change.now,
  });
  const named = eq(federationDomainBlocks.domain, change.domain);
  if (change.blocked) {
    await db.batch([
      db
        .insert(federationDomainBlocks)
        .values({ domain: change.domain, reason: change.reason, createdBy: change.adminId, createdAt: change.now })
        .onConflictDoNothing(),
      // after the insert, so the row is there to name: written only when this insert made it
      auditWhile(
        db,
        audit(
          { domain: change.domain, blocked: false },
          { domain: change.domain, blocked: true, reason: change.reason },
        ),
        federationDomainBlocks,
        and(
          named,
          eq(federationDomainBlocks.createdAt, change.now),
          eq(federationDomainBlocks.createdBy, change.adminId),
        ),
      ),
    ]);
  } else {
    await db.batch([
      auditWhile(
        db,
        audit(
          { domain: change.domain, blocked: true },
          { domain: change.domain, blocked: false, reason: change.reason },
        ),
        federationDomainBlocks,
        named,
      ),
      db.delete(federationDomainBlocks).where(named),
    ]);
  }
}

/**
 * Removes what the timeline keeps no longer: remote posts that are no reply under an article
 * (and that nobody here engaged with) received before `cutoff` or beyond the newest `maxItems`,
 * and read notifications before `cutoff`; with the admin's audit row. Answers the rows removed.
 */
export async function pruneSocialData(
  db: Db,
  limits: { cutoff: number; maxItems: number },
  adminId: number,
  now: number,
) {
  const kept = db
    .select({ id: federationPosts.id })
    .from(federationPosts)
    .where(isNull(federationPosts.articleId))
    .orderBy(desc(federationPosts.publishedAt), desc(federationPosts.id))
    .limit(limits.maxItems);
  const [, posts, notices] = await db.batch([
    db.insert(adminAudit).values({
      actorId: adminId,
      action: "pruneFediverseSocialData",
      targetType: "User",
      targetId: adminId,
      before: {},
      after: { cutoff: limits.cutoff, maxItems: limits.maxItems },
      createdAt: now,
    }),
    db
      .delete(federationPosts)
      .where(
        and(
          isNull(federationPosts.articleId),
          or(lt(federationPosts.receivedAt, limits.cutoff), notInArray(federationPosts.id, kept)),
          notExists(
            db
              .select({ one: sql`1` })
              .from(federationViewerEngagements)
              .where(eq(federationViewerEngagements.postId, federationPosts.id)),
          ),
        ),
      )
      .returning({ id: federationPosts.id }),
    db
      .delete(federationNotifications)
      .where(and(eq(federationNotifications.unreadCount, 0), lt(federationNotifications.publishedAt, limits.cutoff)))
      .returning({ id: federationNotifications.id }),
  ]);
  return posts.length + notices.length;
}

/** An admin's override of a person's or an article's choice: the upsert and its audit row, one batch. */
export async function overrideFederationSetting(
  db: Db,
  change:
    | { target: "User"; id: number; state: "enabled" | "disabled"; before: string | null; adminId: number; now: number }
    | {
        target: "Article";
        id: number;
        state: "inherit" | "enabled" | "disabled";
        before: string | null;
        adminId: number;
        now: number;
      },
) {
  const auditRow = db.insert(adminAudit).values({
    actorId: change.adminId,
    action: change.target === "User" ? "putUserFederationSetting" : "putArticleFederationSetting",
    targetType: change.target,
    targetId: change.id,
    before: { federation: change.before },
    after: { federation: change.state },
    createdAt: change.now,
  });
  const set = { state: sql`excluded.state`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`excluded.updated_at` };
  if (change.target === "User") {
    const [, rows] = await db.batch([
      auditRow,
      db
        .insert(federationUserSettings)
        .values({ userId: change.id, state: change.state, updatedBy: change.adminId, updatedAt: change.now })
        .onConflictDoUpdate({ target: federationUserSettings.userId, set })
        .returning(),
    ]);
    return { user: rows[0] ?? null, article: null };
  }
  const [, rows] = await db.batch([
    auditRow,
    db
      .insert(federationArticleSettings)
      .values({ articleId: change.id, state: change.state, updatedBy: change.adminId, updatedAt: change.now })
      .onConflictDoUpdate({ target: federationArticleSettings.articleId, set })
      .returning(),
  ]);
  return { user: null, article: rows[0] ?? null };
}
