import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { clientMessages } from "@/lib/i18n/client-messages";

/** The wallet page's island (the payment password) translates with the wallet messages; no other page carries them. */
export async function WalletMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={clientMessages(messages, ["wallet"])}>{children}</NextIntlClientProvider>;
}
