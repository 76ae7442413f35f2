import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { getViewerSummary } from "@/lib/graphql/reads/viewer";
import { requestOrigin } from "@/lib/url/request-origin";
import { safeTarget } from "@/lib/url/safe-target";
import type { LoginMode } from "./login-form";
import styles from "./login-form.module.css";
import { LoginPageForm } from "./login-page-form";
import { SignedInRedirect } from "./signed-in-redirect";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /login and /signup. Someone already signed in is sent on to the target. */
export async function LoginPage({ mode, searchParams }: { mode: LoginMode; searchParams: SearchParams }) {
  const [{ target }, requestHeaders, viewer, t] = await Promise.all([
    searchParams,
    headers(),
    getViewerSummary(),
    getTranslations("auth"),
  ]);
  const safe = safeTarget(typeof target === "string" ? target : undefined, requestOrigin(requestHeaders)) ?? null;
  return (
    <section className={styles.page} aria-labelledby="login-heading">
      <h1 id="login-heading">{mode === "signup" ? t("signUp") : t("logIn")}</h1>
      {viewer?.id ? <SignedInRedirect to={safe ?? "/"} /> : <LoginPageForm mode={mode} target={safe} />}
    </section>
  );
}
