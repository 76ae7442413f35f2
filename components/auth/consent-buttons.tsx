"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { request as send } from "@/lib/graphql/client";
import { AuthorizeApp } from "@/lib/graphql/documents/islands/settings/settings";
import { errorMessageFor } from "@/lib/graphql/error-messages";
import type { OAuthAuthorizeInput } from "@/lib/graphql/generated/settings/graphql";
import styles from "./oauth-consent.module.css";

/** "Allow" asks the API for a code and follows the app's address; "Cancel" is a link back with access_denied. */
export function ConsentButtons({ request, denyRedirect }: { request: OAuthAuthorizeInput; denyRedirect: string }) {
  const t = useTranslations("oauth");
  const tRoot = useTranslations();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const allow = async () => {
    setBusy(true);
    setError(null);
    try {
      const { authorizeOAuthClient } = await send(AuthorizeApp, { input: request });
      window.location.assign(authorizeOAuthClient);
    } catch (failure) {
      const message = errorMessageFor(apiErrorCode(failure));
      setError(message ? tRoot(message.key, message.values) : t("failed"));
      setBusy(false);
    }
  };

  return (
    <>
      <div className={styles.buttons}>
        <button type="button" className={styles.allow} onClick={allow} disabled={busy} aria-busy={busy}>
          {busy ? t("allowing") : t("allow")}
        </button>
        <a className={styles.deny} href={denyRedirect}>
          {t("deny")}
        </a>
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}
