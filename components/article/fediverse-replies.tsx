import { useFormatter, useTranslations } from "next-intl";
import type { ArticlePageQuery } from "@/lib/graphql/generated/graphql";
import styles from "./fediverse-replies.module.css";

type Fediverse = NonNullable<ArticlePageQuery["article"]>["fediverse"];

/**
 * "Replies from the fediverse": what people on other servers (Mastodon and the rest) answered
 * to the article, and how often they liked and boosted it (issue 38). Server-rendered with the
 * article's read, so it is in the page every visitor gets and a new reply's purge of the
 * article's tag refreshes it. Shown only when there is something to show. The replies' HTML
 * was sanitized when it arrived (server/federation/inbound-store.ts).
 */
export function FediverseReplies({ fediverse }: { fediverse: Fediverse }) {
  const t = useTranslations("fediverseReplies");
  const format = useFormatter();
  const { replies, repliesCount, likesCount, announcesCount } = fediverse;
  if (repliesCount === 0 && likesCount === 0 && announcesCount === 0) return null;
  return (
    <section aria-labelledby="fediverse-replies-heading" className={styles.section}>
      <h2 id="fediverse-replies-heading" className={styles.heading}>
        {t("heading")}
      </h2>
      <p className={styles.counts}>
        {t("replies", { count: repliesCount })} · {t("counts", { likes: likesCount, boosts: announcesCount })}
      </p>
      {replies.length > 0 ? (
        <ol className={styles.list}>
          {replies.map((reply) => {
            const who = reply.remoteActor;
            return (
              <li key={reply.objectId} className={styles.reply}>
                <p className={styles.byline}>
                  <a href={who.url} rel="noopener noreferrer nofollow ugc" className={styles.name}>
                    {who.name || who.account || who.actorId}
                  </a>
                  {who.account ? <span className={styles.handle}>@{who.account}</span> : null}
                  {reply.publishedAt ? (
                    <time dateTime={reply.publishedAt} className={styles.time}>
                      {format.dateTime(new Date(reply.publishedAt), { dateStyle: "medium", timeStyle: "short" })}
                    </time>
                  ) : null}
                </p>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized when it arrived (the comment profile) */}
                <div className={styles.content} dangerouslySetInnerHTML={{ __html: reply.content }} />
                {reply.url ? (
                  <a href={reply.url} rel="noopener noreferrer nofollow ugc" className={styles.original}>
                    {t("original")}
                  </a>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
