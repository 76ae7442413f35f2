import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { clientMessages } from "@/lib/i18n/client-messages";

/** The payout section's islands translate with walletPayout too; only the wallet page carries those messages. */
export async function PayoutMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={clientMessages(messages, ["walletPayout"])}>{children}</NextIntlClientProvider>
  );
}
