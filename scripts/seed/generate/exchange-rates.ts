// The demo's exchange rates (Query.exchangeRates): what the wallet page converts a balance with
// until the Cron Trigger first refreshes them. Near the rates of late 2026; LIKE, which no
// currency source quotes, keeps these.
import type * as s from "../../../server/db/schema/index.ts";
import { BASE_TIME } from "../config.ts";

const DEMO_RATES: [from: "HKD" | "USDT" | "LIKE", to: "HKD" | "TWD" | "USD", rate: number][] = [
  ["HKD", "HKD", 1],
  ["HKD", "TWD", 4.1],
  ["HKD", "USD", 0.128],
  ["USDT", "HKD", 7.78],
  ["USDT", "TWD", 31.9],
  ["USDT", "USD", 1],
  ["LIKE", "HKD", 0.0078],
  ["LIKE", "TWD", 0.032],
  ["LIKE", "USD", 0.001],
];

export function generateExchangeRates(): (typeof s.exchangeRates.$inferInsert)[] {
  return DEMO_RATES.map(([from, to, rate]) => ({ from, to, rate, updatedAt: BASE_TIME }));
}
