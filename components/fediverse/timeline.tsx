import { getFormatter, getTranslations } from "next-intl/server";
import { Avatar } from "@/components/layout/avatar";
import styles from "./fediverse.module.css";
import type { FediverseProfile } from "./fediverse-page";
import { FEDIVERSE_PATHS } from "./fediverse-tabs";
import { PostActions } from "./post-actions";

/**
 * The posts of the accounts the reader follows, newest first (viewerFediverse caps them).
 * Their HTML was sanitized when it arrived (server/federation/inbound-timeline.ts).
 */
export async function Timeline({ posts }: { posts: FediverseProfile["timeline"] }) {
  const t = await getTranslations("fediverse");
  const format = await getFormatter();
  if (posts.length === 0) {
    return (
      <div>
        <p>{t("timelineEmpty", { example: "name@mastodon.social" })}</p>
        <p>
          <a href={FEDIVERSE_PATHS.following}>{t("timelineEmptyLink")}</a>
        </p>
      </div>
    );
  }
  return (
    <ul className={styles.list}>
      {posts.map((post) => {
        const name = post.remoteActor.name || post.remoteActor.account || post.remoteActor.actorId;
        return (
          <li key={post.objectId}>
            <article className={styles.item} aria-label={t("postBy", { name })}>
              <div className={styles.byline}>
                <Avatar src={null} name={name} size={32} />
                <a href={post.remoteActor.url} rel="noopener noreferrer nofollow">
                  {name}
                </a>
                {post.remoteActor.account ? <span className={styles.account}>@{post.remoteActor.account}</span> : null}
                {post.publishedAt ? (
                  <time className={styles.account} dateTime={post.publishedAt}>
                    {format.dateTime(new Date(post.publishedAt), { dateStyle: "medium", timeStyle: "short" })}
                  </time>
                ) : null}
              </div>
              {post.summary ? <p className={styles.account}>{post.summary}</p> : null}
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized when it arrived */}
              <div className={styles.content} dangerouslySetInnerHTML={{ __html: post.content }} />
              <PostActions
                objectId={post.objectId}
                name={name}
                liked={post.liked}
                announced={post.announced}
                original={post.url}
              />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
