import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Each test file gets isolated storage; the schema is applied before its tests.
if (!env.TEST_MIGRATIONS) throw new Error("vitest.config.ts must bind TEST_MIGRATIONS");
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
