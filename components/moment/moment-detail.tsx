import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { UserDigest } from "@/components/user/user-digest";
import type { MomentDetail as Detail } from "@/lib/graphql/reads/moment";
import { htmlLang } from "@/lib/i18n/locales";
import { articlePath, tagPath, userMomentsPath } from "@/lib/url/entity-paths";
import styles from "./moment.module.css";
import { MomentImages } from "./moment-images";
import { MomentControls, MomentsProvider } from "./moment-islands";
import { MomentMessages } from "./moment-messages";

/**
 * The moment itself on its page: author, text, images, tags, linked articles, date and counts.
 * `text` is its text in the reader's Chinese script when the page shows it so; `bar` what it
 * can be read in. The text is HTML as the API stored it (sanitized to lines and links).
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
  const tags = moment.tags.filter((tag) => tag !== null);
  return (
    <article className={styles.detail} aria-labelledby="moment-heading">
      <h1 id="moment-heading" className="visually-hidden">
        {t("heading", { name: author })}
      </h1>
      <UserDigest user={moment.author} size={44} />
      {bar}
      {text ? (
        <MomentText html={text.content} lang={htmlLang(text.language)} />
      ) : moment.content ? (
        <MomentText html={moment.content} />
      ) : null}
      <MomentImages assets={moment.assets} author={author} />
      {tags.length > 0 ? (
        <ul className={styles.tags} aria-label={t("tags")}>
          {tags.map((tag) => (
            <li key={tag.id}>
              <a href={tagPath(tag.id, tag.slug)}>#{tag.content}</a>
            </li>
          ))}
        </ul>
      ) : null}
      {moment.articles.length > 0 ? (
        <section className={styles.linked} aria-labelledby="moment-articles">
          <h2 id="moment-articles" className={styles.linkedHeading}>
            {t("linkedArticles")}
          </h2>
          <ul>
            {moment.articles.map((article) => (
              <li key={article.id}>
                <a href={articlePath(article.shortHash)}>{article.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className={styles.footer}>
        <time dateTime={moment.createdAt}>
          {format.dateTime(new Date(moment.createdAt), { dateStyle: "long", timeStyle: "short" })}
        </time>
        <MomentMessages>
          <MomentsProvider>
            <MomentControls
              id={moment.id}
              authorId={moment.author.id}
              likeCount={moment.likeCount}
              deletedHref={moment.author.userName ? userMomentsPath(moment.author.userName) : "/"}
            />
          </MomentsProvider>
        </MomentMessages>
        <span>{t("comments", { count: moment.commentCount })}</span>
        {moment.state === "archived" ? <span className={styles.archived}>{t("archived")}</span> : null}
      </div>
    </article>
  );
}

/** A moment's text: HTML as the API stored it, sanitized to lines and links (lib/text/sanitize-html.ts). */
function MomentText({ html, lang }: { html: string; lang?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized when stored; a conversion changes text only
  return <div className={styles.text} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
