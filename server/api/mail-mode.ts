// Where mail goes. Not `server-only`: the worker's start-up check reads it too, outside Next.
import { isLoopbackUrl } from "@/lib/url/loopback";

type MailEnv = { MAIL_API_URL?: string; MAIL_API_KEY?: string; DEV_MAILBOX?: string; SITE_URL?: string };

/**
 * provider: posted to the mail API. outbox: kept in the local outbox, readable at
 * /dev/mailbox from this machine only. none: mail cannot be sent, so neither can codes.
 * The outbox must be asked for and can only be had on a loopback site: with it, whoever
 * reads the mailbox can sign in as anyone, so it must never switch itself on.
 */
export function mailMode(env: MailEnv): "provider" | "outbox" | "none" {
  if (env.MAIL_API_URL && env.MAIL_API_KEY) return "provider";
  if (env.DEV_MAILBOX === "on" && isLoopbackUrl(env.SITE_URL)) return "outbox";
  return "none";
}

/** What the server says at start-up when mail cannot be sent, or null when it can. */
export function mailModeWarning(env: MailEnv): string | null {
  if (mailMode(env) !== "none") return null;
  if (env.DEV_MAILBOX === "on") {
    return `[mail] DEV_MAILBOX=on is refused: SITE_URL (${env.SITE_URL ?? "unset"}) is not a loopback address. Sign-up and login codes cannot be sent.`;
  }
  return "[mail] No mail provider (MAIL_API_URL, MAIL_API_KEY) and no local mailbox (DEV_MAILBOX=on): sign-up and login codes cannot be sent.";
}
