import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/components/layout/viewer";
import { requestOrigin } from "@/lib/url/request-origin";
import { safeTarget } from "@/lib/url/safe-target";
import type { LoginMode } from "./login-form";
import styles from "./login-form.module.css";
import { LoginPageForm } from "./login-page-form";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /login and /signup. Someone already signed in is sent on to the target (a real redirect). */
export async function LoginPage({ mode, searchParams }: { mode: LoginMode; searchParams: SearchParams }) {
  const [{ target }, requestHeaders, viewer, t] = await Promise.all([
    searchParams,
    headers(),
    getViewer(),
    getTranslations("auth"),
  ]);
  const safe = safeTarget(typeof target === "string" ? target : undefined, requestOrigin(requestHeaders)) ?? null;
  if (viewer?.id) redirect(safe ?? "/");
  return (
    <section className={styles.page} aria-labelledby="login-heading">
      <h1 id="login-heading">{mode === "signup" ? t("signUp") : t("logIn")}</h1>
      <LoginPageForm mode={mode} target={safe} />
    </section>
  );
}
