import { useFormatter, useTranslations } from "next-intl";
import { UserDigest } from "@/components/user/user-digest";
import type { MomentDigestFieldsFragment as Digest } from "@/lib/graphql/generated/graphql";
import { momentPath } from "@/lib/url/entity-paths";
import styles from "./moment.module.css";
import { MomentImages } from "./moment-images";

/**
 * A moment in a list (a profile's works, the follow feed): author, text linking to the
 * moment's page, small images and counts. Query it with MOMENT_DIGEST_FIELDS.
 */
export function MomentDigest({ moment, showAuthor = true }: { moment: Digest; showAuthor?: boolean }) {
  const t = useTranslations("moment");
  const format = useFormatter();
  const author = moment.author.displayName ?? moment.author.userName ?? "";
  return (
    <article className={styles.digest}>
      {showAuthor ? <UserDigest user={moment.author} size={28} /> : null}
      <p className={styles.digestText}>
        <a href={momentPath(moment.shortHash)}>{moment.content || t("untitled")}</a>
      </p>
      <MomentImages assets={moment.assets} author={author} compact />
      <p className={styles.footer}>
        <time dateTime={moment.createdAt}>{format.dateTime(new Date(moment.createdAt), { dateStyle: "medium" })}</time>
        <span>{t("likes", { count: moment.likeCount })}</span>
        <span>{t("comments", { count: moment.commentCount })}</span>
      </p>
    </article>
  );
}
