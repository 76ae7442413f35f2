"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useState } from "react";
import worksStyles from "@/components/editor/works.module.css";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { request } from "@/lib/graphql/client";
import { ArticleFederationChoice, SetArticleFederation } from "@/lib/graphql/documents/islands/editor/article-author";
import { errorMessageFor, retryAfterOf } from "@/lib/graphql/error-messages";
import type { FederationArticleSettingState } from "@/lib/graphql/generated/editor/graphql";
import styles from "./author-actions.module.css";

const STATES = ["inherit", "enabled", "disabled"] as const satisfies readonly FederationArticleSettingState[];

/**
 * Whether this article goes out to the fediverse: as the author's setting says, or not. The
 * dialog says why it does not when it does not (federationEligibility).
 */
export function FederationDialog({
  article,
  onClose,
}: {
  article: { id: string; shortHash: string };
  onClose: () => void;
}) {
  const t = useTranslations("articleAuthor");
  const tRoot = useTranslations();
  const [state, setState] = useState<FederationArticleSettingState | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    request(ArticleFederationChoice, { shortHash: article.shortHash })
      .then(({ article: current }) => {
        if (!live || !current) return;
        setState(current.federationSetting?.state ?? "inherit");
        setReason(current.federationEligibility.reason);
      })
      .catch(() => live && setError(t("failed")));
    return () => {
      live = false;
    };
  }, [article.shortHash, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!state) return;
    setBusy(true);
    setError(null);
    try {
      await request(SetArticleFederation, { id: article.id, state });
      toast.success(t("fediverseSaved"));
      onClose();
    } catch (failure) {
      const message = errorMessageFor(apiErrorCode(failure), retryAfterOf(failure));
      setError(message ? tRoot(message.key, message.values) : t("failed"));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} canClose={() => !busy} title={t("fediverseTitle")}>
      <form onSubmit={submit} noValidate>
        {state === null ? (
          error ? null : (
            <p role="status">{t("loading")}</p>
          )
        ) : (
          <>
            <p>{t("fediverseNow", { reason: reason ?? "eligible" })}</p>
            <fieldset className={styles.choices}>
              <legend>{t("fediverseQuestion")}</legend>
              {STATES.map((value) => (
                <label key={value}>
                  <input
                    type="radio"
                    name="federation"
                    checked={state === value}
                    disabled={busy}
                    onChange={() => setState(value)}
                  />
                  {t(`fediverseStates.${value}`)}
                </label>
              ))}
            </fieldset>
          </>
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
          {state ? (
            <button type="submit" className="button-primary" disabled={busy}>
              {t("save")}
            </button>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}
