// A circle's monthly price in HKD (issue 34): the API refuses what is outside it, the create
// form says the range before it asks.

export const CIRCLE_PRICE_MIN_HKD = 20;
export const CIRCLE_PRICE_MAX_HKD = 5000;

/**
 * The end of a month paid from `start` (ms): the same day and time a calendar month later in
 * UTC, or that month's last day when it is shorter (31 January → 28 or 29 February).
 */
export function nextCirclePeriodEnd(start: number): number {
  const from = new Date(start);
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(from.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return end.getTime();
}
