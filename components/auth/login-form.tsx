"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { REFERRAL_COOKIE } from "@/lib/cookies/names";
import { GraphQLRequestError, request } from "@/lib/graphql/client";
import { EmailLogin, SendVerificationCode } from "@/lib/graphql/documents/islands/auth";
import { errorMessageFor, retryAfterOf } from "@/lib/graphql/error-messages";
import type { AuthResultType } from "@/lib/graphql/generated/islands/graphql";
import { type Locale, toLanguage } from "@/lib/i18n/locales";
import styles from "./login-form.module.css";
import { UserNameForm } from "./user-name-form";

export type LoginMode = "login" | "signup";
type Method = "password" | "code";

const RESEND_SECONDS = 60;

const REFERRAL = new RegExp(`(?:^|;\\s*)${REFERRAL_COOKIE}=([^;]+)`);

function referralCode() {
  return document.cookie.match(REFERRAL)?.[1] ?? null;
}

/**
 * Email with a password, or email with a code (section 2.5, "Login and sign-up"). A code for
 * an email we do not know is a sign-up code: entering it creates the account.
 */
export function LoginForm({
  mode: initialMode,
  onSignedIn,
  onDone,
}: {
  mode: LoginMode;
  /** The session has started (a new account still chooses its name before onDone). */
  onSignedIn?: () => void;
  onDone: (type: AuthResultType) => void;
}) {
  const t = useTranslations("auth");
  const tErrors = useTranslations();
  const language = toLanguage(useLocale() as Locale);
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const [method, setMethod] = useState<Method>(initialMode === "signup" ? "code" : "password");
  const [email, setEmail] = useState("");
  const [secret, setSecret] = useState("");
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [resendIn, setResendIn] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [newAccount, setNewAccount] = useState<{ id: string; userName: string } | null>(null);
  const errorId = useId();
  const secretRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  const explain = (e: unknown) => {
    const code = e instanceof GraphQLRequestError ? e.code : "NETWORK_ERROR";
    const message = errorMessageFor(code, retryAfterOf(e)) ?? { key: "apiErrors.UNKNOWN_ERROR" };
    setError(tErrors(message.key, message.values));
  };

  const sendCode = async () => {
    setError(null);
    setNotice(null);
    setBusy(true);
    const send = (type: "register" | "email_otp") => request(SendVerificationCode, { email, type, language });
    try {
      if (mode === "signup") {
        await send("register");
      } else {
        try {
          await send("email_otp");
        } catch (e) {
          // a new email: the code becomes a sign-up code
          if (!(e instanceof GraphQLRequestError && e.code === "USER_EMAIL_NOT_FOUND")) throw e;
          await send("register");
          setMode("signup");
        }
      }
      setCodeSentTo(email);
      setResendIn(RESEND_SECONDS);
      setNotice(t("codeSent", { email }));
      secretRef.current?.focus();
    } catch (e) {
      if (e instanceof GraphQLRequestError && e.code === "USER_EMAIL_EXISTS") setMode("login");
      explain(e);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (method === "code" && !codeSentTo) {
      await sendCode();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { emailLogin } = await request(EmailLogin, {
        email,
        passwordOrCode: secret.trim(),
        language,
        referralCode: referralCode(),
      });
      onSignedIn?.();
      const user = emailLogin.user;
      // a new account was given a name from its email: the new person may choose another
      if (emailLogin.type === "Signup" && user?.userName) setNewAccount({ id: user.id, userName: user.userName });
      else onDone(emailLogin.type);
    } catch (e) {
      explain(e);
      secretRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const switchMethod = (next: Method) => {
    setMethod(next);
    setSecret("");
    setError(null);
    setNotice(null);
  };

  if (newAccount) return <UserNameForm account={newAccount} onDone={() => onDone("Signup")} />;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined}>
      <div className={styles.tabs}>
        <button type="button" aria-pressed={mode === "login"} onClick={() => setMode("login")}>
          {t("logIn")}
        </button>
        <button
          type="button"
          aria-pressed={mode === "signup"}
          onClick={() => {
            setMode("signup");
            switchMethod("code");
          }}
        >
          {t("signUp")}
        </button>
      </div>
      <label className={styles.field}>
        <span>{t("email")}</span>
        <input
          type="email"
          name="email"
          data-autofocus
          autoComplete="email"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setCodeSentTo(null);
          }}
        />
      </label>
      {method === "password" ? (
        <label className={styles.field}>
          <span>{t("password")}</span>
          <input
            ref={secretRef}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
          />
        </label>
      ) : (
        <div className={styles.codeRow}>
          <label className={styles.field}>
            <span>{t("code")}</span>
            <input
              ref={secretRef}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              disabled={!codeSentTo}
              value={secret}
              onChange={(e) => setSecret(e.target.value.replace(/\D/g, ""))}
            />
          </label>
          {/* before the first code, the form's own button sends it: one "Send code", not two */}
          {codeSentTo ? (
            <button type="button" onClick={sendCode} disabled={busy || !email || resendIn > 0}>
              {resendIn > 0 ? t("resendIn", { seconds: resendIn }) : t("resend")}
            </button>
          ) : null}
        </div>
      )}
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button-primary" disabled={busy || !email}>
        {method === "code" && !codeSentTo ? t("sendCode") : mode === "signup" ? t("signUp") : t("logIn")}
      </button>
      {mode === "login" ? (
        <button
          type="button"
          className={styles.link}
          onClick={() => switchMethod(method === "password" ? "code" : "password")}
        >
          {method === "password" ? t("useCode") : t("usePassword")}
        </button>
      ) : null}
    </form>
  );
}
