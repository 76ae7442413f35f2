"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ArticleStateButton, PinButton } from "@/components/editor/work-actions";
import worksStyles from "@/components/editor/works.module.css";
import { articlePath } from "@/lib/url/entity-paths";
import styles from "./author-actions.module.css";

// The dialogs load when first opened, each in a Suspense boundary of its own (`ssr: false`
// gives one): without it, the first opening suspended the whole tools section and the button
// that opened the dialog lost its focus, so closing it could not give focus back.
const ArticleCollectionsDialog = dynamic(
  () => import("./article-collections-dialog").then((m) => m.ArticleCollectionsDialog),
  { ssr: false },
);
const ChannelFeedbackDialog = dynamic(() => import("./channel-feedback-dialog").then((m) => m.ChannelFeedbackDialog), {
  ssr: false,
});
const FederationDialog = dynamic(() => import("./federation-dialog").then((m) => m.FederationDialog), { ssr: false });

/**
 * What the author can do to their article from its page, as from /me/published: edit it (the
 * revision form), pin it to their profile, put it in their collections, say whether its topic
 * channels fit it, whether it goes out to the fediverse, archive it (its page is gone then: on to the archived works).
 */
export function AuthorActions({
  article,
  pinned,
  userName,
}: {
  article: { id: string; shortHash: string; title: string };
  pinned: boolean;
  userName: string;
}) {
  const t = useTranslations("articleAuthor");
  const [collecting, setCollecting] = useState(false);
  const [judging, setJudging] = useState(false);
  const [federating, setFederating] = useState(false);
  return (
    <section aria-label={t("label")} className={styles.tools}>
      <a href={`${articlePath(article.shortHash)}/edit`} className={worksStyles.action}>
        {t("edit")}
      </a>
      <PinButton id={article.id} pinned={pinned} />
      <button type="button" className={worksStyles.action} onClick={() => setCollecting(true)}>
        {t("collections")}
      </button>
      <button type="button" className={worksStyles.action} onClick={() => setJudging(true)}>
        {t("channels")}
      </button>
      <button type="button" className={worksStyles.action} onClick={() => setFederating(true)}>
        {t("fediverse")}
      </button>
      <ArticleStateButton
        id={article.id}
        title={article.title}
        to="archived"
        then={() => window.location.assign("/me/archived")}
      />
      {collecting ? (
        <ArticleCollectionsDialog article={article} userName={userName} onClose={() => setCollecting(false)} />
      ) : null}
      {judging ? <ChannelFeedbackDialog article={article} onClose={() => setJudging(false)} /> : null}
      {federating ? <FederationDialog article={article} onClose={() => setFederating(false)} /> : null}
    </section>
  );
}
