import { headers } from "next/headers";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { walletConnectProjectId } from "@/components/wallet/connect/walletconnect-project";
import { getViewerSummary } from "@/lib/graphql/reads/viewer";
import { clientMessages } from "@/lib/i18n/client-messages";
import { requestOrigin } from "@/lib/url/request-origin";
import { safeTarget } from "@/lib/url/safe-target";
import type { LoginMode } from "./login-form";
import styles from "./login-form.module.css";
import { LoginPageForm } from "./login-page-form";
import { SignedInRedirect } from "./signed-in-redirect";
import { socialProviders } from "./social-providers";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /login and /signup. Someone already signed in is sent on to the target. */
export async function LoginPage({ mode, searchParams }: { mode: LoginMode; searchParams: SearchParams }) {
  const [{ target }, requestHeaders, viewer, t, messages, projectId, providers] = await Promise.all([
    searchParams,
    headers(),
    getViewerSummary(),
    getTranslations("auth"),
    getMessages(),
    walletConnectProjectId(),
    socialProviders(),
  ]);
  const safe = safeTarget(typeof target === "string" ? target : undefined, requestOrigin(requestHeaders)) ?? null;
  return (
    <section className={styles.page} aria-labelledby="login-heading">
      <h1 id="login-heading">{mode === "signup" ? t("signUp") : t("logIn")}</h1>
      {viewer?.id ? (
        <SignedInRedirect to={safe ?? "/"} />
      ) : (
        // the wallet sign-in's few words travel with these two pages alone
        <NextIntlClientProvider messages={clientMessages(messages, ["walletConnect"])}>
          <LoginPageForm mode={mode} target={safe} walletConnectProjectId={projectId} socialProviders={providers} />
        </NextIntlClientProvider>
      )}
    </section>
  );
}
