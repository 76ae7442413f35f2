"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, type RefObject, useId, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { FilePicker } from "@/components/ui/file-picker";
import { audioSource, embedSource } from "@/lib/text/embed-players";
import styles from "./editor.module.css";
import type { InsertKind } from "./toolbar";
import { AUDIO_ACCEPT, IMAGE_ACCEPT } from "./upload";

/** What the dialog hands back: an address the sanitizer will keep, or an image or audio file to upload, and an image's text. */
export type Insertion = { kind: InsertKind; src: string; alt: string; file?: File };

/** Our own images (uploads, the demo's) stand as paths; others must be https. */
function imageSource(address: string): string | undefined {
  const value = address.trim();
  if (/^\/(assets|seed)\/[^/]/.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function linkTarget(address: string): string | undefined {
  const value = address.trim();
  try {
    const url = new URL(/^[\w.-]+\.[a-z]{2,}(\/|$)/i.test(value) ? `https://${value}` : value);
    return ["http:", "https:", "mailto:"].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const CHECKS: Record<InsertKind, (address: string) => string | undefined> = {
  link: linkTarget,
  image: imageSource,
  video: embedSource,
  audio: audioSource,
};

/**
 * Asks for the address of a link, an image, a video or an audio file, and says at once when
 * it is one the article could not keep (another player's video, an http image …).
 */
export function InsertDialog({
  kind,
  initial,
  onInsert,
  returnFocus,
  onClose,
}: {
  kind: InsertKind | null;
  initial?: string;
  onInsert: (insertion: Insertion) => void;
  /** Where focus goes when the dialog has closed (the text, once something was put in it). */
  returnFocus?: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const t = useTranslations("editor.insert");
  const [address, setAddress] = useState(initial ?? "");
  const [alt, setAlt] = useState("");
  const [invalid, setInvalid] = useState(false);
  const addressId = useId();
  const altId = useId();
  const errorId = useId();
  const fileId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!kind) return;
    // an emptied link address takes the link away
    if (kind === "link" && initial && !address.trim()) return onInsert({ kind, src: "", alt: "" });
    const src = CHECKS[kind](address);
    if (!src) {
      setInvalid(true);
      return;
    }
    onInsert({ kind, src, alt: alt.trim() });
  };

  return (
    <Dialog open={kind !== null} onClose={onClose} returnFocus={returnFocus} title={kind ? t(`${kind}.title`) : ""}>
      {kind ? (
        <form onSubmit={submit} className={styles.insertForm} noValidate>
          <label htmlFor={addressId}>{t(`${kind}.address`)}</label>
          <input
            id={addressId}
            type="url"
            inputMode="url"
            value={address}
            data-autofocus=""
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => {
              setAddress(event.target.value);
              setInvalid(false);
            }}
          />
          {invalid ? (
            <p id={errorId} role="alert" className={styles.fieldError}>
              {t(`${kind}.invalid`)}
            </p>
          ) : (
            <p className={styles.hint}>{t(`${kind}.hint`)}</p>
          )}
          {kind === "image" ? (
            <>
              <label htmlFor={altId}>{t("image.alt")}</label>
              <input id={altId} value={alt} onChange={(event) => setAlt(event.target.value)} />
              <label htmlFor={fileId}>{t("image.file")}</label>
              <FilePicker
                id={fileId}
                kind="image"
                accept={IMAGE_ACCEPT}
                onFiles={([file]) => {
                  if (file) onInsert({ kind: "image", src: "", alt: alt.trim(), file });
                }}
              />
            </>
          ) : null}
          {kind === "audio" ? (
            <>
              <label htmlFor={fileId}>{t("audio.file")}</label>
              <FilePicker
                id={fileId}
                kind="audio"
                accept={AUDIO_ACCEPT}
                onFiles={([file]) => {
                  if (file) onInsert({ kind: "audio", src: "", alt: "", file });
                }}
              />
            </>
          ) : null}
          <div className={styles.dialogActions}>
            <button type="button" className={styles.secondary} onClick={onClose}>
              {t("cancel")}
            </button>
            <button type="submit" className="button-primary">
              {kind === "link" && initial ? t("update") : t("insert")}
            </button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
