import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { clientMessages } from "@/lib/i18n/client-messages";

/** The words of a community watcher's Remove (watch-remove.tsx): kept with the watch queue's, sent alone. */
function watchRemoveMessages(messages: Record<string, unknown>) {
  const admin = messages.admin as { watch?: { commentMenu?: unknown } } | undefined;
  return { admin: { watch: { commentMenu: admin?.watch?.commentMenu } } };
}

/**
 * Around the comment thread's client parts: they translate with the comment actions' messages,
 * and a watcher's Remove with its own few (not the rest of the admin area's).
 */
export async function CommentMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={{ ...clientMessages(messages, ["commentActions"]), ...watchRemoveMessages(messages) }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
