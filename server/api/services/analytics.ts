import "server-only";
import { fromMinor } from "@/lib/money/amounts";
import {
  DAY,
  type DayIncome,
  followersByDay,
  followerTotal,
  incomeByDay,
  readsByDay,
  readTotals,
  topWorks,
  type Window,
} from "@/server/db/queries/analytics";
import type { Context } from "../context";

/** How many works UserAnalyticsSummary.topWorks lists. */
export const TOP_WORKS = 5;

type Income = Omit<DayIncome, "day">;

/** Donations summed by currency, in the order of the first currency seen, in whole units. */
function sumIncome(rows: readonly Income[]): Income[] {
  const byCurrency = new Map<Income["currency"], Income>();
  for (const row of rows) {
    const sum = byCurrency.get(row.currency) ?? { currency: row.currency, amount: 0, count: 0 };
    sum.amount += row.amount;
    sum.count += row.count;
    byCurrency.set(row.currency, sum);
  }
  return [...byCurrency.values()].map((sum) => ({ ...sum, amount: fromMinor(sum.currency, sum.amount) }));
}

/** The window of the last `days` whole UTC days, today included. */
export function windowOf(userId: number, days: number, now: number): Window {
  const today = Math.floor(now / DAY) * DAY;
  return { userId, start: today - (days - 1) * DAY, end: today + DAY };
}

/**
 * An author's analytics over the last `days` days: six statements run together, each over one
 * index range. Days without anything are filled in, so a chart has every day of the window.
 */
export async function analyticsSummary(ctx: Context, userId: number, days: number) {
  const window = windowOf(userId, days, ctx.now);
  const [reads, totals, followers, followerCount, income, works] = await Promise.all([
    readsByDay(ctx.db, window),
    readTotals(ctx.db, window),
    followersByDay(ctx.db, window),
    followerTotal(ctx.db, userId),
    incomeByDay(ctx.db, window),
    topWorks(ctx.db, window, TOP_WORKS),
  ]);
  const firstDay = window.start / DAY;
  const readsOf = new Map(reads.map((r) => [r.day, r]));
  const followersOf = new Map(followers.map((f) => [f.day, f.followers]));
  const daily = Array.from({ length: days }, (_, i) => {
    const day = firstDay + i;
    return {
      date: new Date(day * DAY),
      reads: readsOf.get(day)?.reads ?? 0,
      readers: readsOf.get(day)?.readers ?? 0,
      newFollowers: followersOf.get(day) ?? 0,
      income: sumIncome(income.filter((row) => row.day === day)),
    };
  });
  return {
    start: new Date(window.start),
    reads: totals.reads,
    readers: totals.readers,
    newFollowers: followers.reduce((sum, f) => sum + f.followers, 0),
    followers: followerCount,
    income: sumIncome(income),
    days: daily,
    works,
  };
}

export type AnalyticsSummary = Awaited<ReturnType<typeof analyticsSummary>>;
