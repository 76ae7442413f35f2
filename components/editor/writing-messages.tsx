import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { clientMessages } from "@/lib/i18n/client-messages";

/** The author's pages: their islands translate with the editor's and the lists' messages too (and the paywall's: who may read). */
export async function WritingMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={clientMessages(messages, ["editor", "works", "paywall"])}>
      {children}
    </NextIntlClientProvider>
  );
}
