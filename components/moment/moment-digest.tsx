import { useFormatter, useTranslations } from "next-intl";
import { UserDigest } from "@/components/user/user-digest";
import type { MomentDigestFieldsFragment as Digest } from "@/lib/graphql/generated/graphql";
import { momentPath } from "@/lib/url/entity-paths";
import styles from "./moment.module.css";
import { MomentImages } from "./moment-images";
import { MomentControls, MomentLink } from "./moment-islands";
import { momentText } from "./moment-title";

/**
 * A moment in a list (a profile's works, a tag's moments, the follow feed): author, its text as
 * a link to the moment's page, small images, its like button and counts. Query it with
 * MOMENT_DIGEST_FIELDS.
 */
export function MomentDigest({ moment, showAuthor = true }: { moment: Digest; showAuthor?: boolean }) {
  const t = useTranslations("moment");
  const format = useFormatter();
  const author = moment.author.displayName ?? moment.author.userName ?? "";
  const text = momentText(moment.content);
  return (
    <article className={styles.digest}>
      {showAuthor ? <UserDigest user={moment.author} size={28} /> : null}
      <p className={styles.digestText}>
        <MomentLink id={moment.id} href={momentPath(moment.shortHash)}>
          {text || t("untitled")}
        </MomentLink>
      </p>
      <MomentImages assets={moment.assets} author={author} compact />
      <div className={styles.footer}>
        <time dateTime={moment.createdAt}>{format.dateTime(new Date(moment.createdAt), { dateStyle: "medium" })}</time>
        <MomentControls id={moment.id} authorId={moment.author.id} likeCount={moment.likeCount} />
        <span>{t("comments", { count: moment.commentCount })}</span>
      </div>
    </article>
  );
}
