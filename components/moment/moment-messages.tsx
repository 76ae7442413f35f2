import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { clientMessages } from "@/lib/i18n/client-messages";

/** Around the moment islands: they translate with the actions' messages, and the form's where it is. */
export async function MomentMessages({ form = false, children }: { form?: boolean; children: ReactNode }) {
  const messages = await getMessages();
  const extra = form ? ["momentActions", "momentForm"] : ["momentActions"];
  return <NextIntlClientProvider messages={clientMessages(messages, extra)}>{children}</NextIntlClientProvider>;
}
