import { useTranslations } from "next-intl";
import { countKeys } from "@/components/ui/count-keys";
import { LiveCount } from "@/components/ui/live-count";
import type { ArticleDetail } from "@/lib/graphql/reads/article";
import { abbreviateNumber } from "@/lib/i18n/format";
import { tagPath, userCollectionPath } from "@/lib/url/entity-paths";
import styles from "./article.module.css";

const LICENSE_LINKS: Record<ArticleDetail["license"], string | null> = {
  cc_0: "https://creativecommons.org/publicdomain/zero/1.0/",
  cc_by_nc_nd_2: "https://creativecommons.org/licenses/by-nc-nd/2.0/",
  cc_by_nc_nd_4: "https://creativecommons.org/licenses/by-nc-nd/4.0/",
  arr: null,
};

/** Tags, license, counts, the author's request for support and the collections the piece is in. */
export function ArticleFooter({ article }: { article: ArticleDetail }) {
  const t = useTranslations("article");
  const license = LICENSE_LINKS[article.license];
  const tags = article.tags ?? [];
  const collections = article.collections.edges ?? [];
  const userName = article.author.userName;
  return (
    <footer className={styles.footer}>
      {tags.length > 0 ? (
        <nav aria-label={t("tags")}>
          <ul className={styles.tags}>
            {tags.map((tag) => (
              <li key={tag.id}>
                <a href={tagPath(tag.id, tag.slug)}>#{tag.content}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className={styles.license}>
        {license ? (
          <a href={license} rel="license noopener" target="_blank">
            {t(`license.${article.license}`)}
          </a>
        ) : (
          t(`license.${article.license}`)
        )}
      </p>
      <dl className={styles.counts}>
        <div>
          <dt>{t("appreciations")}</dt>
          {/* the reader's like and bookmark change these at once (ArticleActions) */}
          <dd>
            <LiveCount countKey={countKeys.appreciations(article.id)} value={article.appreciationsReceivedTotal} />
          </dd>
        </div>
        <div>
          <dt>{t("comments")}</dt>
          <dd>{abbreviateNumber(article.commentCount)}</dd>
        </div>
        <div>
          <dt>{t("readers")}</dt>
          <dd>{abbreviateNumber(article.readerCount)}</dd>
        </div>
        <div>
          <dt>{t("bookmarks")}</dt>
          <dd>
            <LiveCount countKey={countKeys.bookmarks(article.id)} value={article.bookmarkCount} />
          </dd>
        </div>
      </dl>
      {article.requestForDonation ? (
        <blockquote className={styles.donation}>
          <p>{article.requestForDonation}</p>
        </blockquote>
      ) : null}
      {collections.length > 0 && userName ? (
        <section aria-labelledby="in-collections">
          <h2 id="in-collections" className={styles.sectionTitle}>
            {t("inCollections")}
          </h2>
          <ul className={styles.collections}>
            {collections.map(({ node }) => (
              <li key={node.id}>
                <a href={userCollectionPath(userName, node.id)}>{node.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </footer>
  );
}
