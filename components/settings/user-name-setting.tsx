"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { request } from "@/lib/graphql/client";
import { ChangeUserName } from "@/lib/graphql/documents/islands/settings/settings";
import { isValidUserName } from "@/lib/text/user-name";
import { useErrorText } from "./error-text";
import styles from "./settings.module.css";

/** The user name (the address of the person's page), checked as typed by the API's own rules. */
export function UserNameSetting({ userName, editable }: { userName: string; editable: boolean }) {
  const t = useTranslations("settings");
  const tRoot = useTranslations();
  const errorText = useErrorText();
  const router = useRouter();
  const ids = { input: useId(), hint: useId() };
  const [value, setValue] = useState(userName);
  const [saved, setSaved] = useState(userName);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");

  if (!editable) return <p className={styles.hint}>{t("userNameLocked")}</p>;

  const trimmed = value.trim();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidUserName(trimmed)) return setError(tRoot("apiErrors.NAME_INVALID"));
    setBusy(true);
    setError(null);
    try {
      const { setUserName } = await request(ChangeUserName, { userName: trimmed });
      const name = setUserName.userName ?? trimmed;
      setSaved(name);
      setValue(name);
      setStatus(t("userNameSaved", { userName: name }));
      router.refresh();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={ids.input} className="visually-hidden">
        {t("userName")}
      </label>
      <div className={styles.inline}>
        <input
          id={ids.input}
          type="text"
          autoComplete="username"
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.hint}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
            setStatus("");
          }}
        />
        <button type="submit" className="button-primary" disabled={busy || trimmed === saved || !trimmed}>
          {t("save")}
        </button>
      </div>
      <p id={ids.hint} className={styles.hint}>
        {t("userNameHint")}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <p role="status" className={styles.hint}>
        {status}
      </p>
    </form>
  );
}
