"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useState } from "react";
import worksStyles from "@/components/editor/works.module.css";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { request } from "@/lib/graphql/client";
import {
  ArticleTopicChannelChoices,
  SubmitArticleChannelFeedback,
} from "@/lib/graphql/documents/islands/editor/article-author";
import { errorMessageFor, retryAfterOf } from "@/lib/graphql/error-messages";
import styles from "./author-actions.module.css";

/** The channels a negative feedback may ask for (the API's bound). */
const ASKED_MAX = 3;

type Channel = { id: string; name: string };
type Loaded = {
  enabled: boolean;
  filed: Channel[];
  choices: Channel[];
  last: { type: "positive" | "negative"; state: string | null } | null;
};

/**
 * The author tells the editors whether the topic channels the article is filed under fit it:
 * they do, or they do not and these (up to ASKED_MAX) would. An editor reviews the second kind
 * (/admin/feedback); the article moves only if they accept it.
 */
export function ChannelFeedbackDialog({
  article,
  onClose,
}: {
  article: { id: string; shortHash: string };
  onClose: () => void;
}) {
  const t = useTranslations("articleAuthor");
  const tRoot = useTranslations();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [fits, setFits] = useState<boolean | null>(null);
  const [asked, setAsked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    request(ArticleTopicChannelChoices, { shortHash: article.shortHash })
      .then(({ article: current, channels }) => {
        if (!live) return;
        const topic = current?.classification.topicChannel;
        setLoaded({
          enabled: topic?.enabled ?? false,
          filed: (topic?.channels ?? []).map((c) => ({ id: c.channel.id, name: c.channel.name })),
          choices: channels.flatMap((c) => (c.__typename === "TopicChannel" ? [{ id: c.id, name: c.name }] : [])),
          last: topic?.feedback ? { type: topic.feedback.type, state: topic.feedback.state ?? null } : null,
        });
      })
      .catch(() => live && setError(t("channelsLoadFailed")));
    return () => {
      live = false;
    };
  }, [article.shortHash, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (fits === null) return setError(t("channelsChoose"));
    if (!fits && asked.length === 0) return setError(t("channelsAskOne"));
    setBusy(true);
    setError(null);
    try {
      const input = {
        article: article.id,
        type: fits ? "positive" : "negative",
        channels: fits ? null : asked,
      } as const;
      await request(SubmitArticleChannelFeedback, { input });
      toast.success(t(fits ? "channelsThanks" : "channelsSent"));
      onClose();
    } catch (failure) {
      const message = errorMessageFor(apiErrorCode(failure), retryAfterOf(failure));
      setError(message ? tRoot(message.key, message.values) : t("failed"));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} canClose={() => !busy} title={t("channelsTitle")}>
      <form onSubmit={submit} noValidate>
        {loaded === null ? (
          error ? null : (
            <p role="status">{t("loading")}</p>
          )
        ) : !loaded.enabled ? (
          <p>{t("channelsNotListed")}</p>
        ) : (
          <>
            <p>
              {loaded.filed.length
                ? t("channelsNow", { channels: loaded.filed.map((c) => c.name).join(", ") })
                : t("channelsNone")}
            </p>
            {loaded.last ? (
              <p>{t("channelsLast", { type: loaded.last.type, state: loaded.last.state ?? "pending" })}</p>
            ) : null}
            <fieldset className={styles.choices}>
              <legend>{t("channelsQuestion")}</legend>
              <label>
                <input
                  type="radio"
                  name="fits"
                  checked={fits === true}
                  disabled={busy}
                  onChange={() => setFits(true)}
                />
                {t("channelsFit")}
              </label>
              <label>
                <input
                  type="radio"
                  name="fits"
                  checked={fits === false}
                  disabled={busy}
                  onChange={() => setFits(false)}
                />
                {t("channelsMisfit")}
              </label>
            </fieldset>
            {fits === false ? (
              <fieldset className={styles.choices}>
                <legend>{t("channelsHint", { max: ASKED_MAX })}</legend>
                {loaded.choices.map((choice) => {
                  const checked = asked.includes(choice.id);
                  return (
                    <label key={choice.id}>
                      <input
                        type="checkbox"
                        checked={checked}
                        disabled={busy || (!checked && asked.length >= ASKED_MAX)}
                        onChange={() =>
                          setAsked((list) => (checked ? list.filter((id) => id !== choice.id) : [...list, choice.id]))
                        }
                      />
                      {choice.name}
                    </label>
                  );
                })}
              </fieldset>
            ) : null}
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
          {loaded?.enabled ? (
            <button type="submit" className="button-primary" disabled={busy}>
              {t("channelsSend")}
            </button>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}
