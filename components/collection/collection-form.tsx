"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { Dialog } from "@/components/ui/dialog";
import { FilePicker } from "@/components/ui/file-picker";
import { request } from "@/lib/graphql/client";
import { PutCollection } from "@/lib/graphql/documents/islands/collections/collections";
import { errorMessageFor, retryAfterOf } from "@/lib/graphql/error-messages";
import type { PutCollectionMutation } from "@/lib/graphql/generated/collections/graphql";
import styles from "./collection.module.css";
import { COVER_ACCEPT, uploadCover } from "./cover-upload";
import { COLLECTION_DESCRIPTION_MAX, COLLECTION_TITLE_MAX } from "./limits";

const TITLE_MAX = COLLECTION_TITLE_MAX;
const DESCRIPTION_MAX = COLLECTION_DESCRIPTION_MAX;

const length = (text: string) => [...text].length;

export type CollectionFields = { id: string; title: string; description: string | null; cover: string | null };

type Props = {
  open: boolean;
  onClose: () => void;
  /** The collection to edit; none: a new one. */
  collection?: CollectionFields;
  onSaved: (saved: PutCollectionMutation["putCollection"]) => void;
};

/**
 * Making or editing a collection in a dialog: title (needed), description and a cover image.
 * A new cover is uploaded when saving, then named in putCollection; a refusal of either shows
 * in the dialog, which stays open with what was typed.
 */
export function CollectionFormDialog({ open, onClose, collection, onSaved }: Props) {
  const t = useTranslations("collections");
  const tRoot = useTranslations();
  const ids = { title: useId(), titleCount: useId(), description: useId(), descriptionCount: useId(), cover: useId() };
  const [title, setTitle] = useState(collection?.title ?? "");
  const [description, setDescription] = useState(collection?.description ?? "");
  const [file, setFile] = useState<File | null>(null);
  const [removeCover, setRemoveCover] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.replace(/\s+/gu, " ").trim();
    if (!trimmed) return setTitleError(t("titleNeeded"));
    if (length(trimmed) > TITLE_MAX) return setTitleError(t("tooLong", { max: TITLE_MAX }));
    if (length(description.trim()) > DESCRIPTION_MAX) return setError(t("tooLong", { max: DESCRIPTION_MAX }));
    setTitleError(null);
    setError(null);
    setBusy(true);
    try {
      const cover = file ? (await uploadCover(file, collection?.id ?? null)).id : removeCover ? null : undefined;
      const { putCollection } = await request(PutCollection, {
        input: {
          ...(collection ? { id: collection.id } : {}),
          title: trimmed,
          description: description.trim() || null,
          ...(cover !== undefined ? { cover } : {}),
        },
      });
      onSaved(putCollection);
    } catch (failure) {
      const message = errorMessageFor(apiErrorCode(failure), retryAfterOf(failure));
      setError(message ? tRoot(message.key, message.values) : t("failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} canClose={() => !busy} title={collection ? t("editTitle") : t("newTitle")}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor={ids.title}>{t("title")}</label>
        <input
          id={ids.title}
          type="text"
          value={title}
          required
          aria-invalid={titleError ? true : undefined}
          aria-describedby={ids.titleCount}
          onChange={(event) => {
            setTitle(event.target.value);
            setTitleError(null);
          }}
          data-autofocus=""
        />
        <p
          id={ids.titleCount}
          className={titleError ? styles.error : styles.counter}
          role={titleError ? "alert" : undefined}
        >
          {titleError ?? t("counter", { used: length(title.trim()), max: TITLE_MAX })}
        </p>

        <label htmlFor={ids.description}>{t("description")}</label>
        <textarea
          id={ids.description}
          rows={3}
          value={description}
          aria-describedby={ids.descriptionCount}
          onChange={(event) => setDescription(event.target.value)}
        />
        <p id={ids.descriptionCount} className={styles.counter}>
          {t("counter", { used: length(description.trim()), max: DESCRIPTION_MAX })}
        </p>

        <label htmlFor={ids.cover}>{t("cover")}</label>
        <div className={styles.coverRow}>
          {collection?.cover && !removeCover && !file ? (
            // biome-ignore lint/performance/noImgElement: the author's own upload, as the page shows it
            <img
              className={styles.coverPreview}
              src={collection.cover}
              alt={t("currentCover")}
              width={160}
              height={90}
            />
          ) : null}
          <FilePicker
            id={ids.cover}
            kind="image"
            accept={COVER_ACCEPT}
            onFiles={(files) => setFile(files[0] ?? null)}
          />
          {collection?.cover ? (
            <label className={styles.muted}>
              <input type="checkbox" checked={removeCover} onChange={(event) => setRemoveCover(event.target.checked)} />{" "}
              {t("coverRemove")}
            </label>
          ) : null}
        </div>

        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <p role="status" className={styles.hint}>
          {busy ? t("saving") : ""}
        </p>
        <div className={styles.dialogActions}>
          <button type="button" className={styles.action} onClick={onClose} disabled={busy}>
            {t("cancel")}
          </button>
          <button type="submit" className="button-primary" disabled={busy}>
            {collection ? t("save") : t("create")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
