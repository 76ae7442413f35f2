"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import styles from "@/components/settings/settings.module.css";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { request } from "@/lib/graphql/client";
import { AdminArticleByHash, AdminPutIcymiTopic } from "@/lib/graphql/documents/islands/admin/curation";
import adminStyles from "./admin.module.css";
import type { Texts } from "./challenge-input";
import { linesOf, shortHashOf, translationsOf } from "./curation-input";
import { TranslatedFields } from "./translated-fields";

export type TopicDraft = { id: string | null; title: Texts; note: Texts; pinAmount: 3 | 6; links: string };

/**
 * An admin makes an ICYMI topic or edits one: its title and note in three languages, how many
 * articles it pins, and the articles by their links, in order. Saving keeps it being edited;
 * publishing is the list's button (the API checks the count again there).
 */
export function IcymiTopicForm({ initial }: { initial: TopicDraft }) {
  const t = useTranslations("admin.curation.topics");
  const router = useRouter();
  const ids = { error: useId(), pin: useId(), links: useId(), linksHint: useId() };
  const [draft, setDraft] = useState(initial);
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const title = translationsOf(draft.title);
    if (title.length === 0) return setError(t("titleRequired"));
    const hashes = linesOf(draft.links).map(shortHashOf);
    const unreadable = hashes.indexOf(null);
    if (unreadable >= 0) return setError(t("badLink", { line: unreadable + 1 }));
    setBusy(true);
    setError(null);
    try {
      const articles: string[] = [];
      for (const [index, shortHash] of hashes.entries()) {
        const { article } = await request(AdminArticleByHash, { shortHash: shortHash as string });
        if (!article) {
          setError(t("notFound", { line: index + 1 }));
          return;
        }
        articles.push(article.id);
      }
      await request(AdminPutIcymiTopic, {
        input: {
          id: draft.id,
          title,
          note: translationsOf(draft.note),
          pinAmount: draft.pinAmount,
          articles,
        },
      });
      setSaved(true);
      if (!draft.id) setDraft({ ...initial });
      router.refresh();
    } catch (failure) {
      const code = apiErrorCode(failure);
      setError(t(code === "BAD_USER_INPUT" || code === "ACTION_FAILED" ? `errors.${code}` : "errors.failed"));
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
        <TranslatedFields
          legend={t("titleLegend")}
          value={draft.title}
          onChange={(title) => setDraft({ ...draft, title })}
        />
        <TranslatedFields
          legend={t("noteLegend")}
          value={draft.note}
          multiline
          onChange={(note) => setDraft({ ...draft, note })}
        />
        <label htmlFor={ids.pin}>{t("pinAmount")}</label>
        <select
          id={ids.pin}
          value={draft.pinAmount}
          onChange={(event) => setDraft({ ...draft, pinAmount: event.target.value === "6" ? 6 : 3 })}
        >
          <option value="3">3</option>
          <option value="6">6</option>
        </select>
        <label htmlFor={ids.links}>{t("links")}</label>
        <textarea
          id={ids.links}
          rows={6}
          spellCheck={false}
          aria-describedby={ids.linksHint}
          value={draft.links}
          onChange={(event) => setDraft({ ...draft, links: event.target.value })}
        />
        <p id={ids.linksHint} className={styles.hint}>
          {t("linksHint", { amount: draft.pinAmount })}
        </p>
        <p className={adminStyles.formActions}>
          <button type="submit" className="button-primary" disabled={busy}>
            {busy ? t("saving") : t(draft.id ? "save" : "create")}
          </button>
        </p>
      </form>
    </>
  );
}
