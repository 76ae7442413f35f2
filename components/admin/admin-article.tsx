import { getTranslations } from "next-intl/server";
import type { AdminArticleQuery } from "@/lib/graphql/generated/graphql";
import styles from "./admin.module.css";
import { ArticleModeration } from "./article-moderation";

type Article = NonNullable<AdminArticleQuery["article"]>;

/**
 * One article in the admin area: whose it is, its state, the sensitive mark, the four lists it
 * may be kept out of, its boost, the spam and advertisement judgements, and the admin's actions on them (none on an archived article:
 * the API leaves it as its author left it).
 */
export async function AdminArticle({ article }: { article: Article }) {
  const t = await getTranslations("admin.articles");
  const yesNo = (on: boolean) => t(on ? "yes" : "no");
  const judged = (on: boolean | null | undefined) => (on == null ? t("notJudged") : yesNo(on));
  const { oss } = article;
  return (
    <section className={styles.section} aria-labelledby="admin-heading">
      <h1 id="admin-heading">{article.title}</h1>
      <p>
        <a href="/admin/articles">{t("back")}</a>
        {article.state === "active" ? (
          <>
            {" · "}
            <a href={`/a/${encodeURIComponent(article.shortHash)}`}>{t("read")}</a>
          </>
        ) : null}
      </p>
      <dl className={styles.details}>
        <dt>{t("shortHash")}</dt>
        <dd>{article.shortHash}</dd>
        <dt>{t("author")}</dt>
        <dd>
          {article.author.userName ? (
            <a href={`/admin/users/${encodeURIComponent(article.author.userName)}`}>
              {article.author.displayName || article.author.userName}
            </a>
          ) : (
            article.author.displayName
          )}
        </dd>
        <dt>{t("state")}</dt>
        <dd data-testid="article-state">{t(`states.${article.state}`)}</dd>
        <dt>{t("sensitive")}</dt>
        <dd data-testid="article-sensitive">{yesNo(article.sensitiveByAdmin)}</dd>
        <dt>{t("lists.icymi")}</dt>
        <dd data-testid="article-icymi">{yesNo(oss.inRecommendIcymi)}</dd>
        <dt>{t("lists.hottest")}</dt>
        <dd data-testid="article-hottest">{yesNo(oss.inRecommendHottest)}</dd>
        <dt>{t("lists.newest")}</dt>
        <dd data-testid="article-newest">{yesNo(oss.inRecommendNewest)}</dd>
        <dt>{t("lists.search")}</dt>
        <dd data-testid="article-search">{yesNo(oss.inSearch)}</dd>
        <dt>{t("boost")}</dt>
        <dd data-testid="article-boost">{oss.boost}</dd>
        <dt>{t("spam")}</dt>
        <dd data-testid="article-spam">{judged(oss.spamStatus.isSpam)}</dd>
        <dt>{t("ad")}</dt>
        <dd data-testid="article-ad">{judged(oss.adStatus.isAd)}</dd>
      </dl>
      <h2>{t("actions")}</h2>
      {article.state === "archived" ? (
        <p>{t("archivedFinal")}</p>
      ) : (
        <ArticleModeration
          id={article.id}
          title={article.title}
          state={article.state}
          sensitive={article.sensitiveByAdmin}
          lists={{
            icymi: oss.inRecommendIcymi,
            hottest: oss.inRecommendHottest,
            newest: oss.inRecommendNewest,
            search: oss.inSearch,
          }}
          boost={oss.boost}
          spam={oss.spamStatus.isSpam === true}
          ad={oss.adStatus.isAd === true}
        />
      )}
    </section>
  );
}
