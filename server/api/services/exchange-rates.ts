import type { CURRENCIES, PAYMENT_CURRENCIES } from "@/server/db/schema";

// The exchange rates the wallet page shows a balance with, refreshed by the Cron Trigger
// (wrangler.toml [triggers], worker.ts `scheduled`). The source speaks ExchangeRate-API's open
// format (https://open.er-api.com/v6/latest/HKD, no key):
//   { "result": "success", "base_code": "HKD", "time_last_update_unix": 1763856000,
//     "rates": { "HKD": 1, "TWD": 4.02, "USD": 0.1285, … } }
// Any base works: each rate is divided by the base's rate for HKD. USDT is a dollar stablecoin
// and is counted as one USD; LIKE is quoted by no currency source, so its row keeps its rate.
//
// No `server-only` and no Drizzle client here: worker.ts imports this for its `scheduled`
// handler and is bundled without React's server condition, under which that package throws
// (server/db/notice-fanout.ts is written the same way). Plain D1 statements, one batch.

type RateFrom = (typeof PAYMENT_CURRENCIES)[number];
type RateTo = (typeof CURRENCIES)[number];

const QUOTES: readonly RateTo[] = ["HKD", "TWD", "USD"];
/** An answer slower than this is a bad answer: the old rates stay. */
const TIMEOUT_MS = 10_000;

export type RefreshResult = { updated: number } | { kept: string };

type Rate = { from: RateFrom; to: RateTo; rate: number; updatedAt: number };

/** The rates an answer gives, or why it gives none (then nothing is written). */
export function ratesFromAnswer(body: unknown, now: number): Rate[] | string {
  if (typeof body !== "object" || body === null) return "the answer is not a JSON object";
  const { result, rates, time_last_update_unix: published } = body as Record<string, unknown>;
  if (result !== "success") return `the source answered result ${JSON.stringify(result)}`;
  if (typeof rates !== "object" || rates === null) return "the answer has no rates";
  const quoted = rates as Record<string, unknown>;
  const per = (code: string) => {
    const value = quoted[code];
    return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;
  };
  const hkd = per("HKD");
  const usd = per("USD");
  const missing = ["HKD", ...QUOTES].filter((code) => per(code) === null);
  if (hkd === null || usd === null || missing.length > 0)
    return `no usable rate for ${[...new Set(missing)].join(", ")}`;
  // the source's publishing time, when it says one that is not in the future
  const at = typeof published === "number" && published > 0 && published * 1000 <= now ? published * 1000 : now;
  return QUOTES.flatMap((to) => {
    const quote = per(to) as number;
    return [
      { from: "HKD" as const, to, rate: to === "HKD" ? 1 : quote / hkd, updatedAt: at },
      { from: "USDT" as const, to, rate: to === "USD" ? 1 : quote / usd, updatedAt: at },
    ];
  });
}

/**
 * Fetches the configured source and writes every rate it gives in one batch. A failed request,
 * an error status, a body that is not the format or a rate that is not a positive number keeps
 * all the old rates: a half-refreshed table would mix two days.
 */
export async function refreshExchangeRates(
  d1: D1Database,
  url: string | undefined,
  now = Date.now(),
): Promise<RefreshResult> {
  if (!url) return { kept: "EXCHANGE_RATES_URL is not set" };
  let body: unknown;
  try {
    const response = await fetch(url, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return { kept: `the source answered HTTP ${response.status}` };
    body = await response.json();
  } catch (error) {
    return { kept: `the source could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
  const rates = ratesFromAnswer(body, now);
  if (typeof rates === "string") return { kept: rates };
  const upsert = d1.prepare(
    `INSERT INTO exchange_rates (from_currency, to_currency, rate, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (from_currency, to_currency) DO UPDATE SET rate = excluded.rate, updated_at = excluded.updated_at`,
  );
  await d1.batch(rates.map((r) => upsert.bind(r.from, r.to, r.rate, r.updatedAt)));
  return { updated: rates.length };
}

/** The Cron Trigger's work (worker.ts `scheduled`): refresh, and say in the log what happened. */
export async function onSchedule(env: Cloudflare.Env): Promise<RefreshResult> {
  const outcome = await refreshExchangeRates(env.DB, env.EXCHANGE_RATES_URL);
  if ("kept" in outcome) console.warn(`Exchange rates not refreshed (old rates kept): ${outcome.kept}.`);
  return outcome;
}
