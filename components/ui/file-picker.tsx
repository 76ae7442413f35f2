"use client";

import { useTranslations } from "next-intl";
import { type Ref, useId, useState } from "react";
import styles from "./file-picker.module.css";

type Props = {
  /** The input's id: the field's own <label htmlFor> names it. */
  id: string;
  /** What is chosen, for the button's words. */
  kind: "image" | "audio" | "files";
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Ids of the field's hint or error; the chosen file's name is added. */
  describedBy?: string;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** The files chosen (or dropped on the field); empty when the choice was cancelled. */
  onFiles: (files: File[]) => void;
};

/**
 * A file field that looks like the site's buttons, in the reader's language, instead of the
 * browser's own "Choose File / No file chosen". The native input is still the control: laid
 * transparent over the button, it takes the click, the keyboard (Tab, then Space or Enter), a
 * file dragged onto it, and its field's label as its name; the button shows its focus.
 */
export function FilePicker({ id, kind, accept, multiple, disabled, describedBy, invalid, inputRef, onFiles }: Props) {
  const t = useTranslations("ui.filePicker");
  const chosenId = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  const words = { image: t("chooseImage"), audio: t("chooseAudio"), files: t("chooseFiles") }[kind];
  return (
    <div className={styles.picker} data-disabled={disabled || undefined}>
      <input
        ref={inputRef}
        id={id}
        type="file"
        className={styles.input}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={describedBy ? `${describedBy} ${chosenId}` : chosenId}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          setChosen(files.map((file) => file.name));
          onFiles(files);
        }}
      />
      <span className={styles.button} aria-hidden="true">
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M8 11V2.5M4.5 6 8 2.5 11.5 6M2.5 10.5v3h11v-3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {words}
      </span>
      <span id={chosenId} className={styles.chosen}>
        {chosen.length === 0
          ? t("noFileChosen")
          : chosen.length === 1
            ? chosen[0]
            : t("filesChosen", { count: chosen.length })}
      </span>
    </div>
  );
}
