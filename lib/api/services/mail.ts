import "server-only";
import type { Db } from "@/lib/db/client";
import { outboxInsert } from "@/lib/db/queries/system";

export type Mail = { to: string; subject: string; text: string };

/** Whether mail leaves the machine; without a provider the local outbox is the mailbox. */
export const hasMailProvider = (env: Cloudflare.Env) => Boolean(env.MAIL_API_URL && env.MAIL_API_KEY);

/**
 * The one way mail is sent. With a provider configured it is posted to the provider's HTTP
 * API; otherwise it is kept in the outbox table (listed at /dev/mailbox) and printed.
 */
export async function sendMail(env: Cloudflare.Env, db: Db, mail: Mail): Promise<void> {
  if (hasMailProvider(env)) {
    const res = await fetch(env.MAIL_API_URL as string, {
      method: "POST",
      headers: { authorization: `Bearer ${env.MAIL_API_KEY}`, "content-type": "application/json" },
      body: JSON.stringify({ from: env.MAIL_FROM ?? "Margins <no-reply@margins.local>", ...mail }),
    });
    if (!res.ok) throw new Error(`mail provider answered ${res.status}`);
    return;
  }
  await outboxInsert(db, mail);
  console.log(`[mail] to ${mail.to}: ${mail.subject}\n${mail.text}`);
}
