import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { clientMessages } from "@/lib/i18n/client-messages";

/** The support button and its dialog translate with the walletPay messages too. */
export async function SupportMessages({ children, usdt = false }: { children: ReactNode; usdt?: boolean }) {
  const messages = await getMessages();
  // the USDT island's words only where it can be offered
  const namespaces = usdt ? ["walletPay", "walletUsdt", "walletConnect"] : ["walletPay"];
  return <NextIntlClientProvider messages={clientMessages(messages, namespaces)}>{children}</NextIntlClientProvider>;
}
