import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { type ReactNode, Suspense } from "react";
import { LoginDialogHost } from "@/components/auth/login-dialog-host";
import { socialProviders } from "@/components/auth/social-providers";
import { chosenTheme } from "@/components/layout/chosen-theme";
import { isMemberShell } from "@/components/layout/member-shell";
import { SavedLanguage } from "@/components/layout/saved-language";
import { Toaster } from "@/components/ui/toast";
import { walletConnectProjectId } from "@/components/wallet/connect/walletconnect-project";
import { SESSION_COOKIE } from "@/lib/cookies/names";
import { clientMessages } from "@/lib/i18n/client-messages";
import { isLocale, LOCALES } from "@/lib/i18n/locales";
import "../globals.css";

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "site" });
  return { title: { default: t("name"), template: `%s - ${t("name")}` }, description: t("tagline") };
}

/**
 * The root of every page: the document in the reader's language, toasts and the login dialog,
 * and for a signed-in reader the account's saved language kept (SavedLanguage).
 */
export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [t, messages, theme, cookieStore, projectId, providers, memberShell] = await Promise.all([
    getTranslations("site"),
    getMessages(),
    chosenTheme(),
    cookies(),
    walletConnectProjectId(),
    socialProviders(),
    isMemberShell(),
  ]);
  // Someone without a session may be asked to log in from any page, and the login dialog offers
  // a wallet as /login does: its words travel with a visitor's pages, never a signed-in reader's.
  // (the copy of a page kept for every signed-in reader is rendered without a session)
  const visitor = !cookieStore.has(SESSION_COOKIE) && !memberShell;
  // only the islands' namespaces travel to the browser (lib/i18n/client-messages.ts)
  return (
    <html lang={locale} data-theme={theme ?? undefined}>
      <body>
        <a className="skip-link" href="#main">
          {t("skipToContent")}
        </a>
        <NextIntlClientProvider messages={clientMessages(messages, visitor ? ["walletConnect"] : [])}>
          {children}
          <Toaster />
          <LoginDialogHost
            wallet={visitor ? { walletConnectProjectId: projectId, socialProviders: providers } : null}
          />
        </NextIntlClientProvider>
        {/* a signed-in device takes up a language its account saved elsewhere */}
        <Suspense fallback={null}>
          <SavedLanguage locale={locale} />
        </Suspense>
      </body>
    </html>
  );
}
