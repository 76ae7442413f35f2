import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const PUBLIC_SEED_DIR = path.join(REPO_ROOT, "public", "seed");

export const SEED = 20261101;
/** Every seeded time is derived from this instant, never from the clock. */
export const BASE_TIME = Date.UTC(2026, 10, 1);
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const DEMO_PASSWORD = "margins-demo-2026";
/** The six-digit payment password alice and bob pay with (README's demo accounts). */
export const DEMO_PAYMENT_PASSWORD = "135790";
/** The demo people who start with a payment password and an HKD balance. */
export const DEMO_PAYERS = ["alice", "bob"] as const;

export const COUNTS = {
  extraUsers: 44,
  articlesPerLanguage: 140,
  moments: 120,
  articleComments: 620,
  momentComments: 160,
  featured: 64,
} as const;
