import "server-only";
import { hitRateLimit } from "@/lib/db/queries/system";
import type { Context } from "../context";
import { ApiError } from "../errors";

export type RateLimit = { period: number; limit: number; ip?: boolean };

/** Fixed windows of `period` seconds, counted per viewer, or per IP for visitors and `ip` rules. */
export async function checkRateLimit(rule: RateLimit, field: string, ctx: Context) {
  const who = rule.ip || ctx.viewer.id === null ? `ip:${ctx.ip}` : `user:${ctx.viewer.id}`;
  const periodMs = rule.period * 1000;
  const windowStart = Math.floor(ctx.now / periodMs) * periodMs;
  const count = await hitRateLimit(ctx.db, `${field}|${who}`, windowStart);
  if (count > rule.limit) {
    const retryAfter = Math.ceil((windowStart + periodMs - ctx.now) / 1000);
    throw new ApiError("ACTION_LIMIT_EXCEEDED", "Operation too frequent, please try again later.", {
      retryAfter,
    });
  }
}
