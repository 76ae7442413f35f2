"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useState } from "react";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { Dialog } from "@/components/ui/dialog";
import { request } from "@/lib/graphql/client";
import { AddCollectionsArticles, ArticlesToCollect } from "@/lib/graphql/documents/islands/collections/collections";
import { errorMessageFor, retryAfterOf } from "@/lib/graphql/error-messages";
import styles from "./collection.module.css";
import { type ListedArticle, useCollectionArticles } from "./collection-articles";

type Props = {
  open: boolean;
  collectionId: string;
  onClose: (added: number) => void;
};

/**
 * The author's published articles, newest first and 20 at a time, to tick and add to the
 * collection in one call; those already in it show ticked and fixed.
 */
export function AddDialog({ open, collectionId, onClose }: Props) {
  const t = useTranslations("collections");
  const tRoot = useTranslations();
  const { articles: inCollection } = useCollectionArticles(collectionId);
  const [mine, setMine] = useState<ListedArticle[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = async (after: string | null) => {
    setLoading(true);
    try {
      const { viewer } = await request(ArticlesToCollect, { after });
      const page = viewer?.articles;
      setMine((list) => [...(after ? (list ?? []) : []), ...(page?.edges ?? []).map((edge) => edge.node)]);
      setNext(page?.pageInfo.hasNextPage ? page.pageInfo.endCursor : null);
    } catch {
      setError(t("loadFailed"));
    } finally {
      setLoading(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page, once, when the dialog opens
  useEffect(() => {
    void load(null);
  }, []);

  const present = new Set((inCollection ?? []).map((a) => a.id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      await request(AddCollectionsArticles, { collection: collectionId, articles: chosen });
      onClose(chosen.length);
    } catch (failure) {
      const message = errorMessageFor(apiErrorCode(failure), retryAfterOf(failure));
      setError(
        apiErrorCode(failure) === "ACTION_LIMIT_EXCEEDED"
          ? t("full")
          : message
            ? tRoot(message.key, message.values)
            : t("failed"),
      );
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => onClose(0)}
      canClose={() => !busy}
      title={t("addTitle")}
      description={t("addHint")}
    >
      <form onSubmit={submit}>
        {mine === null || inCollection === null ? (
          <p role="status">{t("loading")}</p>
        ) : mine.length === 0 ? (
          <p>{t("noArticles")}</p>
        ) : (
          <fieldset className={styles.rows}>
            <legend className="visually-hidden">{t("addTitle")}</legend>
            {mine.map((article) => {
              const already = present.has(article.id);
              return (
                <label key={article.id} className={styles.row}>
                  <input
                    type="checkbox"
                    checked={already || chosen.includes(article.id)}
                    disabled={already || busy}
                    onChange={(event) =>
                      setChosen((list) =>
                        event.target.checked ? [...list, article.id] : list.filter((id) => id !== article.id),
                      )
                    }
                  />
                  <span className={styles.rowTitle}>{article.title}</span>
                  {already ? <span className={styles.muted}>{t("alreadyIn")}</span> : null}
                </label>
              );
            })}
          </fieldset>
        )}
        {next ? (
          <button type="button" className={styles.action} onClick={() => load(next)} disabled={loading}>
            {loading ? t("loading") : t("more")}
          </button>
        ) : null}
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <button type="button" className={styles.action} onClick={() => onClose(0)} disabled={busy}>
            {t("cancel")}
          </button>
          <button type="submit" className="button-primary" disabled={busy || chosen.length === 0}>
            {t("addChosen", { count: chosen.length })}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
