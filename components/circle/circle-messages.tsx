import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { clientMessages } from "@/lib/i18n/client-messages";

/** The circle's islands (its form, its follow button) translate with the circle's messages; no other page carries them. */
export async function CircleMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={clientMessages(messages, ["circle"])}>{children}</NextIntlClientProvider>;
}
