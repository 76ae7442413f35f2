import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { clientMessages } from "@/lib/i18n/client-messages";

/** The admin area's islands translate with the admin's messages; no other page carries them. */
export async function AdminMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={clientMessages(messages, ["admin"])}>{children}</NextIntlClientProvider>;
}
