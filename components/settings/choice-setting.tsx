"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useErrorText } from "./error-text";
import styles from "./settings.module.css";

type Props<V extends string> = {
  legend: string;
  hint?: string;
  options: readonly { value: V; label: string; lang?: string }[];
  value: V;
  /** Saves the choice; throws to refuse it (the earlier choice comes back). */
  save: (value: V) => Promise<void>;
};

/** One choice among a few, saved as soon as it is made (the language, the currency). */
export function ChoiceSetting<V extends string>({ legend, hint, options, value, save }: Props<V>) {
  const t = useTranslations("settings");
  const errorText = useErrorText();
  const name = useId();
  const [current, setCurrent] = useState(value);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | null>(null);

  const choose = async (next: V) => {
    const before = current;
    setCurrent(next);
    setBusy(true);
    setError(null);
    setStatus(t("saving"));
    try {
      await save(next);
      setStatus(t("saved"));
    } catch (failure) {
      setCurrent(before);
      setStatus("");
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className={styles.choices} aria-busy={busy}>
      <legend>{legend}</legend>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {options.map((option) => (
        <label key={option.value} lang={option.lang}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={current === option.value}
            disabled={busy}
            onChange={() => choose(option.value)}
          />
          {option.label}
        </label>
      ))}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <p role="status" className={styles.hint}>
        {status}
      </p>
    </fieldset>
  );
}
