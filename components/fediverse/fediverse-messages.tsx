import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { clientMessages } from "@/lib/i18n/client-messages";

/** The fediverse pages: their islands translate with the fediverse's messages too. */
export async function FediverseMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={clientMessages(messages, ["fediverse"])}>{children}</NextIntlClientProvider>;
}
