import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { clientMessages } from "@/lib/i18n/client-messages";

/** The top-up dialog translates with walletTopUp too; only pages that show it carry those messages. */
export async function TopUpMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={clientMessages(messages, ["walletTopUp"])}>{children}</NextIntlClientProvider>
  );
}
