import "server-only";
import { fromMinor } from "@/lib/money/amounts";
import {
  acceptedByMonth,
  followerFigures,
  incomeByMonth,
  incomeTotals,
  memberFigures,
  readsOfArticles,
} from "@/server/db/queries/circle-analytics";
import type { CircleRow } from "@/server/db/queries/circles";
import type { Context } from "../context";
import { ApiError } from "../errors";

// Circle.analytics (issue 34), the owner's only. Histories are the last 12 calendar months in
// UTC, this month last, a month with nothing shown as 0; money in HKD.

export const ANALYTICS_MONTHS = 12;
/** Articles listed per access (public, paywalled). */
export const CONTENT_LIMIT = 20;

const monthKey = (ms: number) => new Date(ms).toISOString().slice(0, 7);

/** The first moments (UTC) of the last `n` months up to the one holding `now`, oldest first. */
export function monthStarts(now: number, n = ANALYTICS_MONTHS): number[] {
  const d = new Date(now);
  return Array.from({ length: n }, (_, i) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - (n - 1 - i), 1));
}

const series = (starts: number[], rows: readonly { month: string; value: number }[]) => {
  const byMonth = new Map(rows.map((r) => [r.month, r.value]));
  return starts.map((date) => ({ date, value: byMonth.get(monthKey(date)) ?? 0 }));
};

const hkd = (cents: number) => fromMinor("HKD", cents);

export async function circleAnalytics(ctx: Context, circle: CircleRow) {
  if (ctx.viewer.id !== circle.ownerId) throw new ApiError("FORBIDDEN", "Only the circle's owner sees its analytics.");
  const starts = monthStarts(ctx.now);
  const since = starts[0] ?? ctx.now;
  const thisMonth = starts.at(-1) ?? ctx.now;
  const [income, totals, members, accepted, followers, publicReads, paywallReads] = await Promise.all([
    incomeByMonth(ctx.db, circle.id, circle.ownerId, since),
    incomeTotals(ctx.db, circle.id, circle.ownerId, thisMonth),
    memberFigures(ctx.db, circle.id),
    acceptedByMonth(ctx.db, circle.id, since),
    followerFigures(ctx.db, circle.id, since),
    readsOfArticles(ctx.db, circle.id, circle.ownerId, "public", CONTENT_LIMIT),
    readsOfArticles(ctx.db, circle.id, circle.ownerId, "paywall", CONTENT_LIMIT),
  ]);
  // followers at each month's end: those following now, less those who followed after it
  const followedIn = series(starts, followers.byMonth);
  let later = 0;
  const followerHistory = followedIn
    .slice()
    .reverse()
    .map(({ date, value }) => {
      const atEnd = followers.followers - later;
      later += value;
      return { date, value: atEnd };
    })
    .reverse();
  const content = async (rows: readonly { articleId: number; reads: number }[]) => {
    const articles = await Promise.all(rows.map((r) => ctx.loaders.article.load(r.articleId)));
    return rows.flatMap((r, i) => {
      const node = articles[i];
      return node ? [{ node, readCount: r.reads }] : [];
    });
  };
  return {
    income: {
      history: series(
        starts,
        income.map((r) => ({ month: r.month, value: hkd(r.cents) })),
      ),
      total: hkd(totals.total),
      thisMonth: hkd(totals.recent),
      nextMonth: Math.round(members.renewing * 100) / 100,
    },
    subscriber: {
      subscriberHistory: series(
        starts,
        income.map((r) => ({ month: r.month, value: r.payers })),
      ),
      inviteeHistory: series(starts, accepted),
      currentSubscriber: members.paying,
      currentInvitee: members.trialing,
    },
    follower: {
      history: followerHistory,
      current: followers.followers,
      followerPercentage:
        followers.followers === 0 ? 0 : Math.round((followers.members / followers.followers) * 1000) / 10,
    },
    content: { public: await content(publicReads), paywall: await content(paywallReads) },
  };
}
