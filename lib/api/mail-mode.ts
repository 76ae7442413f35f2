// Where mail goes. Not `server-only`: the worker's start-up check reads it too, outside Next.

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

/** 127.0.0.0/8, ::1 and localhost: addresses that never leave this machine. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, "");
  return name === "localhost" || name === "::1" || /^127(\.\d{1,3}){3}$/.test(name);
}

export function isLoopbackUrl(url: string | undefined): boolean {
  if (!url || !URL.canParse(url)) return false;
  return isLoopbackHost(new URL(url).hostname);
}
