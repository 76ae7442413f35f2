import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { clientMessages } from "@/lib/i18n/client-messages";

/** The circle's islands (its form, follow and subscribe buttons) translate with the circle's messages, and the payment password's words of the support dialog; no other page carries the circle's. */
export async function CircleMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={clientMessages(messages, ["circle", "walletPay", "circleInvitation"])}>
      {children}
    </NextIntlClientProvider>
  );
}
