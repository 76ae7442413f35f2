"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useState } from "react";
import { COLLECTIONS_MAX } from "@/components/editor/draft-form";
import worksStyles from "@/components/editor/works.module.css";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { request } from "@/lib/graphql/client";
import { ArticleCollectionChoices } from "@/lib/graphql/documents/islands/editor/article-author";
import { EditArticle } from "@/lib/graphql/documents/islands/editor/writing";
import { errorMessageFor, retryAfterOf } from "@/lib/graphql/error-messages";
import { userCollectionsPath } from "@/lib/url/entity-paths";
import styles from "./author-actions.module.css";

type Choice = { id: string; title: string };

/**
 * The author's collections, those the article is in ticked: the choice is saved as the
 * revision form saves it (editArticle's collections, up to COLLECTIONS_MAX; one the article
 * is in beyond that, added from the collection's side, stays ticked).
 */
export function ArticleCollectionsDialog({
  article,
  userName,
  onClose,
}: {
  article: { id: string; shortHash: string };
  userName: string;
  onClose: () => void;
}) {
  const t = useTranslations("articleAuthor");
  const tRoot = useTranslations();
  const router = useRouter();
  const [choices, setChoices] = useState<Choice[] | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    request(ArticleCollectionChoices, { shortHash: article.shortHash })
      .then(({ viewer, article: current }) => {
        if (!live) return;
        const mine = (viewer?.collections.edges ?? []).map((edge) => edge.node);
        const inThem = (current?.collections.edges ?? []).map((edge) => edge.node.id);
        setChoices(mine);
        setChosen(inThem.filter((id) => mine.some((choice) => choice.id === id)));
      })
      .catch(() => live && setError(t("loadFailed")));
    return () => {
      live = false;
    };
  }, [article.shortHash, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await request(EditArticle, { input: { id: article.id, collections: chosen } });
      toast.success(t("collectionsSaved"));
      onClose();
      router.refresh();
    } catch (failure) {
      const message = errorMessageFor(apiErrorCode(failure), retryAfterOf(failure));
      setError(message ? tRoot(message.key, message.values) : t("failed"));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} canClose={() => !busy} title={t("collectionsTitle")}>
      <form onSubmit={submit}>
        {choices === null ? (
          error ? null : (
            <p role="status">{t("loading")}</p>
          )
        ) : choices.length === 0 ? (
          <p>
            {t("noCollections")} <a href={userCollectionsPath(userName)}>{t("makeCollection")}</a>
          </p>
        ) : (
          <fieldset className={styles.choices}>
            <legend>{t("collectionsHint", { max: COLLECTIONS_MAX })}</legend>
            {choices.map((choice) => {
              const checked = chosen.includes(choice.id);
              return (
                <label key={choice.id}>
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={busy || (!checked && chosen.length >= COLLECTIONS_MAX)}
                    onChange={() =>
                      setChosen((list) => (checked ? list.filter((id) => id !== choice.id) : [...list, choice.id]))
                    }
                  />
                  {choice.title}
                </label>
              );
            })}
          </fieldset>
        )}
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <div className={worksStyles.dialogActions}>
          <button type="button" className={worksStyles.action} onClick={onClose} disabled={busy}>
            {t("cancel")}
          </button>
          {choices && choices.length > 0 ? (
            <button type="submit" className="button-primary" disabled={busy}>
              {t("save")}
            </button>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}
