// Who takes cards on this deployment. Not `server-only`: the worker's start-up check reads it
// too, outside Next.
import { isLoopbackUrl } from "../url/loopback";

export type ProcessorEnv = {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  LOCAL_CARD_PROCESSOR?: string;
  SITE_URL?: string;
};

/**
 * stripe: a Stripe key is set (both are needed; half of them is an error, never a fallback).
 * local: the local card processor, asked for (LOCAL_CARD_PROCESSOR=on) on a loopback site.
 * none: neither, so top-ups and payouts are unavailable and the webhook takes no event.
 * The local processor signs its events with a secret written in this code: wherever it ran,
 * anyone could credit any wallet. So, like the local mailbox, it must be asked for and can
 * only be had on a site that never leaves this machine; it never switches itself on.
 */
export function processorMode(env: ProcessorEnv): "stripe" | "local" | "none" {
  if (env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET) return "stripe";
  if (env.LOCAL_CARD_PROCESSOR === "on" && isLoopbackUrl(env.SITE_URL)) return "local";
  return "none";
}

/** What the server says at start-up when cards cannot be taken, or null when they can. */
export function processorModeWarning(env: ProcessorEnv): string | null {
  const mode = processorMode(env);
  if (mode === "local") return null;
  if (mode === "stripe") {
    if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) return null;
    return "[payments] Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: top-ups and payouts fail until both are set.";
  }
  if (env.LOCAL_CARD_PROCESSOR === "on") {
    return `[payments] LOCAL_CARD_PROCESSOR=on is refused: SITE_URL (${env.SITE_URL ?? "unset"}) is not a loopback address. Top-ups and payouts are unavailable.`;
  }
  return "[payments] No payment processor (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET) and no local card processor (LOCAL_CARD_PROCESSOR=on): top-ups and payouts are unavailable.";
}
