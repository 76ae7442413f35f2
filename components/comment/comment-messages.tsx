import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { clientMessages } from "@/lib/i18n/client-messages";

/** Around the comment thread's client parts: they translate with the comment actions' messages. */
export async function CommentMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={clientMessages(messages, ["commentActions"])}>{children}</NextIntlClientProvider>
  );
}
