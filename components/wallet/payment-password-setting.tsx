"use client";

import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useId, useRef, useState } from "react";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { request } from "@/lib/graphql/client";
import {
  ConfirmPaymentPasswordCode,
  ResetPaymentPassword,
  SendPaymentPasswordCode,
  SetPaymentPassword,
} from "@/lib/graphql/documents/islands/wallet/payment-password";
import { errorMessageFor, retryAfterOf } from "@/lib/graphql/error-messages";
import { type Locale, toLanguage } from "@/lib/i18n/locales";
import styles from "./wallet.module.css";

type Props = { email: string | null; hasPassword: boolean };

const SIX_DIGITS = /^\d{6}$/;

/**
 * The payment password: the first one is set with the session alone (updateUserInfo), six
 * digits typed twice; a set one is changed only with a code mailed to the account's address
 * (payment_password_reset, then resetPassword type payment), so an open session cannot.
 */
export function PaymentPasswordSetting({ email, hasPassword }: Props) {
  const t = useTranslations("wallet");
  const tRoot = useTranslations();
  const locale = useLocale() as Locale;
  const ids = { password: useId(), repeat: useId(), code: useId() };
  const opener = useRef<HTMLButtonElement>(null);
  const [isSet, setIsSet] = useState(hasPassword);
  const [open, setOpen] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const errorText = (failure: unknown) => {
    const message = errorMessageFor(apiErrorCode(failure), retryAfterOf(failure));
    return message ? tRoot(message.key, message.values) : t("failed");
  };

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

  const close = () => {
    setOpen(false);
    setCodeSent(false);
    setCode("");
    setPassword("");
    setRepeat("");
    setError(null);
    // focus goes back where the form was opened from
    requestAnimationFrame(() => opener.current?.focus());
  };

  const sendCode = () =>
    run(async () => {
      if (!email) return;
      await request(SendPaymentPasswordCode, { email, language: toLanguage(locale) });
      setCodeSent(true);
    });

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!SIX_DIGITS.test(password)) return setError(t("sixDigits"));
    if (password !== repeat) return setError(t("mismatch"));
    return run(async () => {
      if (isSet) {
        if (!email) return;
        const { confirmVerificationCode } = await request(ConfirmPaymentPasswordCode, { email, code: code.trim() });
        await request(ResetPaymentPassword, { password, codeId: confirmVerificationCode });
      } else {
        await request(SetPaymentPassword, { password });
      }
      setIsSet(true);
      setSaved(true);
      close();
    });
  };

  const errorLine = error ? (
    <p role="alert" className={styles.error}>
      {error}
    </p>
  ) : null;
  const digits = {
    type: "password",
    inputMode: "numeric" as const,
    autoComplete: "off",
    maxLength: 6,
    pattern: "\\d{6}",
  };

  return (
    <>
      <p data-testid="payment-password-state">{isSet ? t("paymentPasswordSet") : t("paymentPasswordNone")}</p>
      {open ? null : (
        <div>
          <button
            ref={opener}
            type="button"
            className={styles.action}
            onClick={() => {
              setOpen(true);
              setSaved(false);
            }}
          >
            {isSet ? t("resetPaymentPassword") : t("setPaymentPassword")}
          </button>
        </div>
      )}
      <p role="status" className={styles.hint}>
        {saved ? t("saved") : ""}
      </p>
      {!open ? null : isSet && !email ? (
        <div className={styles.form}>
          <p className={styles.hint}>{t("noEmail")}</p>
          <div className={styles.inline}>
            <button type="button" className={styles.action} onClick={close}>
              {t("cancel")}
            </button>
          </div>
        </div>
      ) : isSet && !codeSent ? (
        <div className={styles.form}>
          <p className={styles.hint}>{t("codeIntro", { email: email ?? "" })}</p>
          {errorLine}
          <div className={styles.inline}>
            <button type="button" className={styles.action} onClick={close} disabled={busy}>
              {t("cancel")}
            </button>
            {/* biome-ignore lint/a11y/noAutofocus: the step the reader just asked for */}
            <button type="button" className="button-primary" onClick={sendCode} disabled={busy} autoFocus>
              {t("sendCode")}
            </button>
          </div>
        </div>
      ) : (
        <form className={styles.form} onSubmit={save} noValidate>
          {isSet ? (
            <>
              <p className={styles.hint}>{t("codeSent", { email: email ?? "" })}</p>
              <label htmlFor={ids.code}>{t("code")}</label>
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
          <label htmlFor={ids.password}>{t("newPaymentPassword")}</label>
          <input
            id={ids.password}
            {...digits}
            value={password}
            onChange={(event) => setPassword(event.target.value.replace(/\D/g, ""))}
          />
          <label htmlFor={ids.repeat}>{t("repeatPaymentPassword")}</label>
          <input
            id={ids.repeat}
            {...digits}
            value={repeat}
            onChange={(event) => setRepeat(event.target.value.replace(/\D/g, ""))}
          />
          {errorLine}
          <div className={styles.inline}>
            <button type="button" className={styles.action} onClick={close} disabled={busy}>
              {t("cancel")}
            </button>
            <button type="submit" className="button-primary" disabled={busy || !password || !repeat}>
              {t("save")}
            </button>
          </div>
        </form>
      )}
    </>
  );
}
