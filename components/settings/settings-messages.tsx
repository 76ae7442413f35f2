import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { clientMessages } from "@/lib/i18n/client-messages";

/** The settings pages' islands translate with the settings (and wallet row's) messages too; no other page carries them. */
export async function SettingsMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={clientMessages(messages, ["settings", "walletConnect"])}>
      {children}
    </NextIntlClientProvider>
  );
}
