"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";

/**
 * Someone already signed in who opens /login or /signup goes on to the target. A redirect()
 * from the page would leave the address at /login while showing the target (the worker
 * renders it in place), so the browser is sent there; the link serves without scripts.
 */
export function SignedInRedirect({ to }: { to: string }) {
  const t = useTranslations("auth");
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return <a href={to}>{t("continue")}</a>;
}
