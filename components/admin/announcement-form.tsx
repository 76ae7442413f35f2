"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import noticeStyles from "@/components/notice/announcement-list.module.css";
import styles from "@/components/settings/settings.module.css";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { request } from "@/lib/graphql/client";
import { AdminPutAnnouncement } from "@/lib/graphql/documents/islands/admin/curation";
import adminStyles from "./admin.module.css";
import { fromLocalInput, type Texts } from "./challenge-input";
import { translationsOf } from "./curation-input";
import { TranslatedFields } from "./translated-fields";

export const ANNOUNCEMENT_TYPES = ["community", "product", "seminar"] as const;

export type AnnouncementDraft = {
  id: string | null;
  title: Texts;
  content: Texts;
  link: Texts;
  cover: string;
  type: (typeof ANNOUNCEMENT_TYPES)[number];
  expiredAt: string;
  visible: boolean;
  order: number;
};

const LANGUAGES = ["en", "zh_hant", "zh_hans"] as const;

/**
 * An admin makes an announcement or edits one, in three languages, and sees it as the home page
 * will show it in the language chosen for the preview. The API checks every field again (the
 * link http(s), the expiry in the future); its refusals are said above the form and focused.
 */
export function AnnouncementForm({ initial }: { initial: AnnouncementDraft }) {
  const t = useTranslations("admin.curation.announcements");
  const tf = useTranslations("admin.challengeForm");
  const router = useRouter();
  const ids = {
    error: useId(),
    cover: useId(),
    type: useId(),
    expiredAt: useId(),
    expiredHint: useId(),
    order: useId(),
    visible: useId(),
    preview: useId(),
  };
  const [draft, setDraft] = useState(initial);
  const [previewLanguage, setPreviewLanguage] = useState<(typeof LANGUAGES)[number]>("en");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);
  const set = <K extends keyof AnnouncementDraft>(key: K, value: AnnouncementDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  // the preview reads as the home page does: a language left empty shows the first one given
  const shown = (field: "title" | "content" | "link") =>
    draft[field][previewLanguage].trim() || translationsOf(draft[field])[0]?.text || "";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const title = translationsOf(draft.title);
    if (title.length === 0) return setError(t("titleRequired"));
    setBusy(true);
    setError(null);
    try {
      await request(AdminPutAnnouncement, {
        input: {
          id: draft.id,
          title,
          content: translationsOf(draft.content),
          link: translationsOf(draft.link),
          cover: draft.cover.trim() || null,
          type: draft.type,
          expiredAt: draft.expiredAt ? fromLocalInput(draft.expiredAt) : null,
          visible: draft.visible,
          order: draft.order,
        },
      });
      setSaved(true);
      if (!draft.id) setDraft(initial);
      router.refresh();
    } catch (failure) {
      const code = apiErrorCode(failure);
      setError(t(code === "BAD_USER_INPUT" || code === "ASSET_NOT_FOUND" ? `errors.${code}` : "errors.failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {saved ? (
        <p ref={savedRef} tabIndex={-1} role="status">
          {t("saved")}
        </p>
      ) : null}
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-busy={busy || undefined}
        aria-describedby={error ? ids.error : undefined}
      >
        {error ? (
          <p id={ids.error} ref={errorRef} tabIndex={-1} role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <TranslatedFields legend={t("titleLegend")} value={draft.title} onChange={(v) => set("title", v)} />
        <TranslatedFields
          legend={t("contentLegend")}
          value={draft.content}
          multiline
          onChange={(v) => set("content", v)}
        />
        <TranslatedFields legend={t("linkLegend")} value={draft.link} onChange={(v) => set("link", v)} />
        <label htmlFor={ids.cover}>{t("cover")}</label>
        <input id={ids.cover} type="url" value={draft.cover} onChange={(event) => set("cover", event.target.value)} />
        <label htmlFor={ids.type}>{t("type")}</label>
        <select
          id={ids.type}
          value={draft.type}
          onChange={(event) => set("type", event.target.value as AnnouncementDraft["type"])}
        >
          {ANNOUNCEMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.expiredAt}>{t("expiredAt")}</label>
        <input
          id={ids.expiredAt}
          type="datetime-local"
          aria-describedby={ids.expiredHint}
          value={draft.expiredAt}
          onChange={(event) => set("expiredAt", event.target.value)}
        />
        <p id={ids.expiredHint} className={styles.hint}>
          {t("expiredHint")}
        </p>
        <label htmlFor={ids.order}>{t("order")}</label>
        <input
          id={ids.order}
          type="number"
          step={1}
          value={draft.order}
          onChange={(event) => set("order", Number.parseInt(event.target.value, 10) || 0)}
        />
        <p>
          <label>
            <input
              id={ids.visible}
              type="checkbox"
              checked={draft.visible}
              onChange={(event) => set("visible", event.target.checked)}
            />{" "}
            {t("visible")}
          </label>
        </p>
        <fieldset>
          <legend>{t("preview")}</legend>
          <label htmlFor={ids.preview}>{t("previewLanguage")}</label>
          <select
            id={ids.preview}
            value={previewLanguage}
            onChange={(event) => setPreviewLanguage(event.target.value as (typeof LANGUAGES)[number])}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {tf(`language.${language}`)}
              </option>
            ))}
          </select>
          <div className={noticeStyles.item} data-testid="announcement-preview">
            <p className={noticeStyles.title}>
              {shown("link") ? <a href={shown("link")}>{shown("title")}</a> : shown("title")}
            </p>
            {shown("content") ? <p className={noticeStyles.content}>{shown("content")}</p> : null}
          </div>
        </fieldset>
        <p className={adminStyles.formActions}>
          <button type="submit" className="button-primary" disabled={busy}>
            {busy ? t("saving") : t(draft.id ? "save" : "create")}
          </button>
        </p>
      </form>
    </>
  );
}
