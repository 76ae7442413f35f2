"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import { request } from "@/lib/graphql/client";
import { RevokeAuthorizedApp } from "@/lib/graphql/documents/islands/settings/settings";
import { useErrorText } from "./error-text";
import styles from "./settings.module.css";

export type AuthorizedApp = {
  id: string;
  name: string;
  /** Its scopes in words, rendered by the server (components/auth/oauth-scope-list.tsx). */
  scope: ReactNode;
  allowed: string;
  used: string | null;
};

/** The apps the person let act for them; "Revoke" ends an app's tokens at once. */
export function AuthorizedApps({ apps }: { apps: AuthorizedApp[] }) {
  const t = useTranslations("settings");
  const errorText = useErrorText();
  const [list, setList] = useState(apps);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | null>(null);

  const revoke = async (app: AuthorizedApp) => {
    setBusy(app.id);
    setError(null);
    setStatus("");
    try {
      await request(RevokeAuthorizedApp, { id: app.id });
      setList((current) => current.filter((a) => a.id !== app.id));
      setStatus(t("appRevoked", { app: app.name }));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {list.length === 0 ? <p className={styles.hint}>{t("appsNone")}</p> : null}
      <ul className={styles.rows} aria-label={t("apps")}>
        {list.map((app) => (
          <li key={app.id} className={styles.row} data-app={app.id}>
            <div className={styles.rowHead}>
              <span className={styles.label}>{app.name}</span>
              <button
                type="button"
                className={styles.action}
                onClick={() => revoke(app)}
                disabled={busy !== null}
                aria-label={t("appRevokeLabel", { app: app.name })}
              >
                {t("appRevoke")}
              </button>
            </div>
            {app.scope}
            <span className={styles.hint}>
              {t("appAllowed", { date: app.allowed })}
              {app.used ? ` · ${t("appUsed", { date: app.used })}` : null}
            </span>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <p role="status" className={styles.hint}>
        {status}
      </p>
    </>
  );
}
