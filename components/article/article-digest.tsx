import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { PaywallIcon } from "@/components/circle/paywall-icon";
import { Avatar } from "@/components/layout/avatar";
import { Thumbnail } from "@/components/ui/thumbnail";
import { shownPerson } from "@/components/user/user-digest";
import type { ArticleDigestFieldsFragment as Digest } from "@/lib/graphql/generated/graphql";
import { lengthUnit } from "@/lib/i18n/format";
import { articlePath, tagPath, userPath } from "@/lib/url/entity-paths";
import styles from "./article-digest.module.css";
import { DigestCounts } from "./digest-counts";

/**
 * An article's card in a list: who wrote it and when, the title and the start of the summary
 * beside the cover (a card without one gives the text the whole width), then its tags and
 * counts. The title's link covers the card for the pointer; the author and tags stay links of
 * their own. `mark` renders the title and summary (search marks its key's words); `href`
 * overrides the link (a collection links its articles as read within it).
 */
export function ArticleDigest({
  article,
  mark = (text) => text,
  href = articlePath(article.shortHash),
}: {
  article: Digest;
  mark?: (text: string) => ReactNode;
  href?: string;
}) {
  const t = useTranslations("home");
  const tUser = useTranslations("user");
  const format = useFormatter();
  const { name, linked } = shownPerson(article.author, tUser);
  const person = (
    <>
      <Avatar src={linked ? (article.author.avatar ?? null) : null} name={name} size={24} />
      <span className={styles.authorName}>{name}</span>
    </>
  );
  const tags = article.tags ?? [];
  return (
    <article className={styles.digest}>
      <p className={styles.byline}>
        {linked ? (
          <a className={styles.author} href={userPath(linked)}>
            {person}
          </a>
        ) : (
          <span className={styles.author}>{person}</span>
        )}
        <span aria-hidden="true">·</span>
        <time dateTime={article.createdAt}>
          {format.dateTime(new Date(article.createdAt), { dateStyle: "medium" })}
        </time>
      </p>
      <div className={styles.text}>
        <h2 className={styles.title}>
          {article.access.type === "paywall" ? (
            <>
              <PaywallIcon />{" "}
            </>
          ) : null}
          <a href={href}>{mark(article.title)}</a>
        </h2>
        {article.summary ? <p className={styles.summary}>{mark(article.summary)}</p> : null}
      </div>
      {article.cover ? (
        <Thumbnail
          className={styles.cover}
          src={article.cover}
          width={160}
          height={107}
          sizes="(min-width: 640px) 160px, 96px"
        />
      ) : null}
      <div className={styles.footer}>
        {tags.length > 0 ? (
          <ul className={styles.tags}>
            {tags.map((tag) => (
              <li key={tag.id}>
                <a href={tagPath(tag.id, tag.slug)}>#{tag.content}</a>
              </li>
            ))}
          </ul>
        ) : null}
        <DigestCounts appreciations={article.appreciationsReceivedTotal} comments={article.commentCount} />
        {article.wordCount ? (
          <span className={styles.length}>
            {t("words", { count: article.wordCount, unit: lengthUnit(article.language) })}
          </span>
        ) : null}
      </div>
    </article>
  );
}
