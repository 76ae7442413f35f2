import "server-only";
import {
  endLimitedCheck,
  RUNNING_CHECK_LEASE_MS,
  startLimitedCheck,
  takeRateLimitSlot,
} from "@/server/db/queries/system";
import type { Context } from "../context";
import { ApiError } from "../errors";
import { addressKey } from "./address-key";

export type RateLimit = {
  period: number;
  limit: number;
  /**
   * Count per address even for signed-in viewers: for a `failures` rule, the address whoever
   * calls; for any other, the address and the account together.
   */
  ip?: boolean;
  /**
   * Count per the value at this argument path instead (`input.email`): a target, not a
   * caller. With `ip` too, per target and address together.
   */
  per?: string;
  /** Count only calls that fail: wrong passwords and codes, not people signing in. */
  failures?: boolean;
};

export type Window = { key: string; windowStart: number; periodMs: number };

/**
 * Fixed windows of `period` seconds. The key is the field and who calls (the viewer, or the
 * address for visitors and `ip` rules, an IPv6 one by its /64: addressKey), or the value `per`
 * names: many people behind one address (offices, mobile networks) must not share one small
 * allowance for signing in.
 */
export function rateLimitWindow(rule: RateLimit, field: string, args: unknown, ctx: Context): Window {
  const target = rule.per ? valueAt(args, rule.per) : undefined;
  const caller =
    ctx.viewer.id === null
      ? `ip:${addressKey(ctx.ip)}`
      : rule.ip && !rule.failures
        ? // a signed-in caller's `ip` allowance is their own at that address: people behind one
          // address (an office, a mobile network's NAT) do not share it
          `ip:${addressKey(ctx.ip)}|user:${ctx.viewer.id}`
        : rule.ip
          ? // guesses, though, count per address whoever is signed in: many accounts give no more
            `ip:${addressKey(ctx.ip)}`
          : `user:${ctx.viewer.id}`;
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

/**
 * Takes one of the window's slots for this call, or refuses it (ACTION_LIMIT_EXCEEDED): one
 * conditional write, so calls at once never pass more than the limit between them.
 */
export async function takeSlot(rule: RateLimit, window: Window, ctx: Context) {
  if (!(await takeRateLimitSlot(ctx.db, window.key, window.windowStart, rule.limit))) throw exceeded(window, ctx.now);
}

/**
 * How long a check waits for checks running before it to end, and how often it looks: past a
 * running check's lease, so a place held by a check whose worker died is always given back
 * within one wait.
 */
const CHECK_WAIT_MS = RUNNING_CHECK_LEASE_MS + 1000;
const CHECK_POLL_MS = 20;

type RunningCheck = { window: Window; id: string };

/**
 * For `failures` rules (guesses of a password or a code): `attempt` runs only once it holds a
 * place under every rule, taken before it checks anything, while the failures so far and the
 * checks still running are fewer than the limit: guesses sent at once never check more than
 * the limit between them. An attempt that fails (throws) counts as a failure; one that passes
 * only gives its place back, so people who get it right never use up the allowance. A call
 * that finds the rest of the places held by running checks waits for them (they may pass);
 * once the failures alone reach the limit, it is refused.
 */
export async function guardFailures<T>(
  ctx: Context,
  rules: readonly { limit: RateLimit; window: Window }[],
  attempt: () => Promise<T>,
): Promise<T> {
  const started: RunningCheck[] = [];
  try {
    for (const { limit, window } of rules) {
      started.push(await startCheck(limit, window, ctx));
    }
  } catch (error) {
    // refused under a later rule: not checked, so no failure under the earlier ones
    await endChecks(started, false, ctx);
    throw error;
  }
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    await endChecks(started, true, ctx);
    throw error;
  }
  await endChecks(started, false, ctx);
  return result;
}

async function startCheck(rule: RateLimit, window: Window, ctx: Context): Promise<RunningCheck> {
  const deadline = Date.now() + CHECK_WAIT_MS;
  for (;;) {
    // a lease runs in real time, whatever time the request reads (ctx.now)
    const startedAt = Date.now();
    const state = await startLimitedCheck(ctx.db, window.key, window.windowStart, rule.limit, startedAt);
    if (typeof state === "object") return { window, id: state.started };
    if (state === "full" || Date.now() >= deadline) throw exceeded(window, ctx.now);
    await new Promise((resolve) => setTimeout(resolve, CHECK_POLL_MS));
  }
}

async function endChecks(checks: readonly RunningCheck[], failed: boolean, ctx: Context) {
  for (const { window, id } of checks) {
    // A place not given back is held until its lease ends: one check's worth of allowance.
    // Failing the call for it would undo nothing the call did.
    await endLimitedCheck(ctx.db, window.key, { id, windowStart: window.windowStart, now: Date.now() }, failed).catch(
      (error: unknown) => console.error("a rate-limited check was not ended", error),
    );
  }
}

function valueAt(args: unknown, path: string): string | undefined {
  let value: unknown = args;
  for (const part of path.split(".")) {
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
  }
  return typeof value === "string" && value.trim() ? value.trim().toLowerCase() : undefined;
}
