import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { clientMessages } from "@/lib/i18n/client-messages";

/** The author's tools on their article's page translate with their own and the works lists' messages. */
export async function AuthorMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={clientMessages(messages, ["articleAuthor", "works"])}>
      {children}
    </NextIntlClientProvider>
  );
}
