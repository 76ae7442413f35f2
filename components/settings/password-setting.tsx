"use client";

import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { request } from "@/lib/graphql/client";
import {
  ConfirmOwnCode,
  ResetOwnPassword,
  SendOwnCode,
  SetFirstPassword,
} from "@/lib/graphql/documents/islands/settings/settings";
import { type Locale, toLanguage } from "@/lib/i18n/locales";
import { useErrorText } from "./error-text";
import styles from "./settings.module.css";

type Props = { email: string | null; hasPassword: boolean };

/**
 * Setting or changing the password. An account made by code sets its first one with the
 * session alone (setPassword); changing one takes a code mailed to the account's address
 * (confirmVerificationCode, then resetPassword), so a session left open somewhere cannot.
 * Either way the account's other devices are logged out.
 */
export function PasswordSetting({ email, hasPassword }: Props) {
  const t = useTranslations("settings");
  const tAuth = useTranslations("auth");
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const ids = { password: useId(), code: useId(), hint: useId() };
  const [open, setOpen] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [isSet, setIsSet] = useState(hasPassword);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = () =>
    run(async () => {
      if (!email) return;
      await request(SendOwnCode, { email, language: toLanguage(locale) });
      setCodeSent(true);
    });

  const save = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      if (isSet) {
        if (!email) return;
        const { confirmVerificationCode } = await request(ConfirmOwnCode, { email, code: code.trim() });
        await request(ResetOwnPassword, { password, codeId: confirmVerificationCode });
      } else {
        await request(SetFirstPassword, { password });
      }
      setSaved(true);
      setIsSet(true);
      setOpen(false);
      setCodeSent(false);
      setCode("");
      setPassword("");
    });
  };

  const needsCode = isSet;
  return (
    <>
      {open ? null : (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            setOpen(true);
            setSaved(false);
          }}
        >
          {isSet ? t("passwordChange") : t("passwordSet")}
        </button>
      )}
      <p role="status" className={styles.hint}>
        {saved ? t("passwordSaved") : ""}
      </p>
      {open ? (
        needsCode && !email ? (
          <p className={styles.hint}>{t("passwordNoEmail")}</p>
        ) : needsCode && !codeSent ? (
          <div className={styles.form}>
            <p className={styles.hint}>{t("passwordCodeIntro", { email: email ?? "" })}</p>
            {error ? (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            ) : null}
            <div className={styles.inline}>
              <button type="button" className={styles.action} onClick={() => setOpen(false)} disabled={busy}>
                {t("cancel")}
              </button>
              <button type="button" className="button-primary" onClick={sendCode} disabled={busy}>
                {t("passwordSendCode")}
              </button>
            </div>
          </div>
        ) : (
          <form className={styles.form} onSubmit={save} noValidate>
            {needsCode ? (
              <>
                <p className={styles.hint}>{tAuth("codeSent", { email: email ?? "" })}</p>
                <label htmlFor={ids.code}>{t("emailCode")}</label>
                <input
                  id={ids.code}
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
              </>
            ) : null}
            <label htmlFor={ids.password}>{t("passwordNew")}</label>
            <input
              id={ids.password}
              type="password"
              autoComplete="new-password"
              aria-describedby={ids.hint}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <p id={ids.hint} className={styles.hint}>
              {t("passwordHint")}
            </p>
            {error ? (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            ) : null}
            <div className={styles.inline}>
              <button type="button" className={styles.action} onClick={() => setOpen(false)} disabled={busy}>
                {t("cancel")}
              </button>
              <button type="submit" className="button-primary" disabled={busy || !password}>
                {t("save")}
              </button>
            </div>
          </form>
        )
      ) : null}
    </>
  );
}
