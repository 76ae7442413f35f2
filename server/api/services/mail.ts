import "server-only";
import type { Db } from "@/server/db/client";
import { outboxInsert } from "@/server/db/queries/system";
import { ApiError } from "../errors";
import { mailMode } from "../mail-mode";

export type Mail = { to: string; subject: string; text: string };

/** Refuses early when mail cannot be sent, before anything (a code) is written for it. */
export function assertMailCanBeSent(env: Cloudflare.Env) {
  if (mailMode(env) === "none") {
    throw new ApiError("ACTION_FAILED", "Mail cannot be sent: the site has no mail provider configured.");
  }
}

const mailNotSent = () => new ApiError("ACTION_FAILED", "The mail could not be sent; please try again.");

/**
 * The one way mail is sent. With a provider configured it is posted to the provider's HTTP
 * API; with the local mailbox on, it is kept in the outbox table (/dev/mailbox) and printed.
 */
export async function sendMail(env: Cloudflare.Env, db: Db, mail: Mail): Promise<void> {
  const mode = mailMode(env);
  if (mode === "provider") {
    let res: Response;
    try {
      res = await fetch(env.MAIL_API_URL as string, {
        method: "POST",
        headers: { authorization: `Bearer ${env.MAIL_API_KEY}`, "content-type": "application/json" },
        body: JSON.stringify({ from: env.MAIL_FROM ?? "Margins <no-reply@margins.local>", ...mail }),
      });
    } catch (error) {
      console.error("mail provider unreachable", error);
      throw mailNotSent();
    }
    if (!res.ok) {
      console.error(`mail provider answered ${res.status}`, await res.text().catch(() => ""));
      throw mailNotSent();
    }
    return;
  }
  assertMailCanBeSent(env);
  await outboxInsert(db, mail);
  console.log(`[mail] to ${mail.to}: ${mail.subject}\n${mail.text}`);
}
