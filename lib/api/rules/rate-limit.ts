import "server-only";
import { hitRateLimit, peekRateLimit } from "@/lib/db/queries/system";
import type { Context } from "../context";
import { ApiError } from "../errors";

export type RateLimit = {
  period: number;
  limit: number;
  /** Count per IP even for signed-in viewers. */
  ip?: boolean;
  /**
   * Count per the value at this argument path instead (`input.email`): a target, not a
   * caller. With `ip` too, per target and address together.
   */
  per?: string;
  /** Count only calls that fail: wrong passwords and codes, not people signing in. */
  failures?: boolean;
};

type Window = { key: string; windowStart: number; periodMs: number };

/**
 * Fixed windows of `period` seconds. The key is the field and who calls (the viewer, or the
 * IP for visitors and `ip` rules), or the value `per` names: many people behind one address
 * (offices, mobile networks) must not share one small allowance for signing in.
 */
export function rateLimitWindow(rule: RateLimit, field: string, args: unknown, ctx: Context): Window {
  const target = rule.per ? valueAt(args, rule.per) : undefined;
  const caller = rule.ip || ctx.viewer.id === null ? `ip:${ctx.ip}` : `user:${ctx.viewer.id}`;
  const who = target === undefined ? caller : rule.ip ? `per:${target}|${caller}` : `per:${target}`;
  const periodMs = rule.period * 1000;
  // the rule is part of the key: a field's rules count apart even when they name the same caller
  const key = `${field}|${rule.period}/${rule.limit}|${who}`;
  return { key, windowStart: Math.floor(ctx.now / periodMs) * periodMs, periodMs };
}

function exceeded(window: Window, now: number) {
  const retryAfter = Math.ceil((window.windowStart + window.periodMs - now) / 1000);
  return new ApiError("ACTION_LIMIT_EXCEEDED", "Operation too frequent, please try again later.", { retryAfter });
}

/** Counts this call, and refuses it past the limit. */
export async function countCall(rule: RateLimit, window: Window, ctx: Context) {
  if ((await hitRateLimit(ctx.db, window.key, window.windowStart)) > rule.limit) throw exceeded(window, ctx.now);
}

/** For `failures` rules: refuses once the failures so far reach the limit, counting none. */
export async function checkFailures(rule: RateLimit, window: Window, ctx: Context) {
  if ((await peekRateLimit(ctx.db, window.key, window.windowStart)) >= rule.limit) throw exceeded(window, ctx.now);
}

export async function countFailure(window: Window, ctx: Context) {
  await hitRateLimit(ctx.db, window.key, window.windowStart);
}

function valueAt(args: unknown, path: string): string | undefined {
  let value: unknown = args;
  for (const part of path.split(".")) {
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
  }
  return typeof value === "string" && value.trim() ? value.trim().toLowerCase() : undefined;
}
