"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { length, TITLE_MAX } from "./draft-form";
import styles from "./editor.module.css";

/** Titles get a count once they near the limit; past it the save says so too. */
const COUNT_FROM = TITLE_MAX - 20;

/** The title: one line, Enter goes on to the text. */
export function TitleField({
  value,
  onChange,
  onEnter,
}: {
  value: string;
  onChange: (value: string) => void;
  onEnter: () => void;
}) {
  const t = useTranslations("editor");
  const id = useId();
  const countId = useId();
  const used = length(value);
  return (
    <div className={styles.titleField}>
      <label htmlFor={id} className="visually-hidden">
        {t("titleLabel")}
      </label>
      <input
        id={id}
        className={styles.title}
        value={value}
        placeholder={t("titlePlaceholder")}
        autoComplete="off"
        aria-describedby={used >= COUNT_FROM ? countId : undefined}
        aria-invalid={used > TITLE_MAX || undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onEnter();
          }
        }}
      />
      {used >= COUNT_FROM ? (
        <span id={countId} className={used > TITLE_MAX ? styles.counterOver : styles.counter}>
          {t("options.counter", { used, max: TITLE_MAX })}
        </span>
      ) : null}
    </div>
  );
}
