import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { UserDigest } from "@/components/user/user-digest";
import type { MomentDetail as Detail } from "@/lib/graphql/reads/moment";
import { htmlLang } from "@/lib/i18n/locales";
import styles from "./moment.module.css";
import { MomentImages } from "./moment-images";

/**
 * The moment itself on its page: author, text, images, date and counts. `text` is its text in
 * the reader's Chinese script when the page shows it so; `bar` what it can be read in.
 */
export function MomentDetail({
  moment,
  text = null,
  bar = null,
}: {
  moment: Detail;
  text?: { content: string; language: string } | null;
  bar?: ReactNode;
}) {
  const t = useTranslations("moment");
  const format = useFormatter();
  const author = moment.author.displayName ?? moment.author.userName ?? "";
  return (
    <article className={styles.detail} aria-labelledby="moment-heading">
      <h1 id="moment-heading" className="visually-hidden">
        {t("heading", { name: author })}
      </h1>
      <UserDigest user={moment.author} size={44} />
      {bar}
      {text ? (
        <p className={styles.text} lang={htmlLang(text.language)}>
          {text.content}
        </p>
      ) : (
        <p className={styles.text}>{moment.content}</p>
      )}
      <MomentImages assets={moment.assets} author={author} />
      <p className={styles.footer}>
        <time dateTime={moment.createdAt}>
          {format.dateTime(new Date(moment.createdAt), { dateStyle: "long", timeStyle: "short" })}
        </time>
        <span>{t("likes", { count: moment.likeCount })}</span>
        <span>{t("comments", { count: moment.commentCount })}</span>
        {moment.state === "archived" ? <span className={styles.archived}>{t("archived")}</span> : null}
      </p>
    </article>
  );
}
