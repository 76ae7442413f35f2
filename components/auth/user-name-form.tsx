"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { GraphQLRequestError, request } from "@/lib/graphql/client";
import { SetUserName, UserNameOwner } from "@/lib/graphql/documents/islands/auth";
import { errorMessageFor, retryAfterOf } from "@/lib/graphql/error-messages";
import { isValidUserName, USER_NAME_MAX, USER_NAME_MIN } from "@/lib/text/user-name";
import styles from "./login-form.module.css";

/** How long typing pauses before the name is looked up. */
const CHECK_DELAY_MS = 400;

type Check =
  | { state: "idle" }
  | { state: "checking" }
  | { state: "free"; name: string }
  /** `error` is the API's answer when it gave one (a rate limit's wait, say). */
  | { state: "refused"; code: string; error?: unknown };

/**
 * The last step of signing up: the new account has a user name made from its email; the new
 * person keeps it or chooses another, checked as they type with the API's rules and answered
 * with the API's messages, then saved with setUserName.
 */
export function UserNameForm({
  account,
  onDone,
}: {
  /** The new account and the name it was given. */
  account: { id: string; userName: string };
  onDone: () => void;
}) {
  const t = useTranslations("auth");
  const tAll = useTranslations();
  const [value, setValue] = useState(account.userName);
  const [check, setCheck] = useState<Check>({ state: "idle" });
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const name = value.trim();

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  // The rules at once; whether someone else has the name once typing pauses.
  useEffect(() => {
    if (name === account.userName) {
      setCheck({ state: "idle" });
      return;
    }
    if (!isValidUserName(name)) {
      setCheck({ state: "refused", code: "NAME_INVALID" });
      return;
    }
    setCheck({ state: "checking" });
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const { user } = await request(
          UserNameOwner,
          { userName: name },
          { visibility: "public", signal: controller.signal },
        );
        const taken = user != null && user.id !== account.id;
        setCheck(taken ? { state: "refused", code: "NAME_EXISTS" } : { state: "free", name });
      } catch {
        // the lookup is a courtesy: saving checks again and says what the API says
        if (!controller.signal.aborted) setCheck({ state: "idle" });
      }
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [name, account.id, account.userName]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (name === account.userName) return onDone();
    if (!isValidUserName(name)) {
      setCheck({ state: "refused", code: "NAME_INVALID" });
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await request(SetUserName, { userName: name });
      onDone();
    } catch (error) {
      const code = error instanceof GraphQLRequestError ? error.code : "NETWORK_ERROR";
      setCheck({ state: "refused", code, error });
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const refusal =
    check.state === "refused"
      ? (errorMessageFor(check.code, retryAfterOf(check.error)) ?? { key: "apiErrors.UNKNOWN_ERROR" })
      : null;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>{t("chooseUserName")}</p>
      <div className={styles.field}>
        <label htmlFor={fieldId}>{t("userName")}</label>
        <span className={styles.prefixed}>
          <span aria-hidden="true">@</span>
          <input
            ref={inputRef}
            id={fieldId}
            name="userName"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={USER_NAME_MAX}
            required
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? `${hintId} ${errorId}` : hintId}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        </span>
        <small id={hintId}>{t("userNameRules", { min: USER_NAME_MIN, max: USER_NAME_MAX })}</small>
      </div>
      <p className={styles.notice} role="status">
        {check.state === "checking" ? t("userNameChecking") : null}
        {check.state === "free" ? t("userNameFree", { name: check.name }) : null}
      </p>
      {refusal ? (
        <p id={errorId} className={styles.error} role="alert">
          {tAll(refusal.key, refusal.values)}
        </p>
      ) : null}
      <button type="submit" className="button-primary" disabled={busy}>
        {t("userNameSave")}
      </button>
    </form>
  );
}
