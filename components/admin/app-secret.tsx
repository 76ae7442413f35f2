"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import settingsStyles from "@/components/settings/settings.module.css";
import styles from "./admin.module.css";

/**
 * An app's whole secret, shown once after it was made (the API keeps only its hash): set apart,
 * focused when it appears so that a keyboard or screen reader user lands on it, with a Copy
 * button. If the clipboard is refused the secret is selected for the admin to copy.
 */
export function AppSecret({
  clientId,
  secret,
  headline,
}: {
  clientId: string;
  secret: string;
  /** What just happened: registered, or given a new secret. */
  headline: string;
}) {
  const t = useTranslations("admin.apps.secretBox");
  const box = useRef<HTMLElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const ids = { title: useId(), secret: useId(), clientId: useId() };
  const [copy, setCopy] = useState<"" | "copied" | "refused">("");

  useEffect(() => {
    box.current?.focus();
  }, []);

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy("copied");
    } catch {
      field.current?.focus();
      field.current?.select();
      setCopy("refused");
    }
  };

  return (
    <section ref={box} tabIndex={-1} className={styles.secretBox} aria-labelledby={ids.title} data-testid="app-secret">
      <h2 id={ids.title}>{t("title")}</h2>
      <p>{headline}</p>
      <p>
        <strong>{t("once")}</strong>
      </p>
      <label htmlFor={ids.clientId}>{t("clientId")}</label>
      <input id={ids.clientId} type="text" readOnly value={clientId} />
      <label htmlFor={ids.secret}>{t("secret")}</label>
      <input ref={field} id={ids.secret} type="text" readOnly value={secret} spellCheck={false} />
      <p>
        <button type="button" className={settingsStyles.action} onClick={copySecret}>
          {t("copy")}
        </button>
      </p>
      <p role="status">{copy ? t(copy === "copied" ? "copied" : "copyRefused") : ""}</p>
    </section>
  );
}
