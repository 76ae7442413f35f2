import "server-only";
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../client";
import { type CURRENCIES, exchangeRates, type PAYMENT_CURRENCIES } from "../schema";

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
export type RateFrom = (typeof PAYMENT_CURRENCIES)[number];
export type RateTo = (typeof CURRENCIES)[number];

export function listExchangeRates(db: Db, filter: { from?: RateFrom; to?: RateTo }): Promise<ExchangeRateRow[]> {
  const where: SQL[] = [];
  if (filter.from) where.push(eq(exchangeRates.from, filter.from));
  if (filter.to) where.push(eq(exchangeRates.to, filter.to));
  return db
    .select()
    .from(exchangeRates)
    .where(and(...where))
    .orderBy(asc(exchangeRates.from), asc(exchangeRates.to));
}
