import { useTranslations } from "next-intl";
import { PaywallIcon } from "@/components/circle/paywall-icon";
import { Avatar } from "@/components/layout/avatar";
import { CompactCard, CompactCardList } from "@/components/ui/compact-card";
import { shownPerson } from "@/components/user/user-digest";
import type { ArticleDigestFieldsFragment as ArticleDigest } from "@/lib/graphql/generated/graphql";
import { articlePath } from "@/lib/url/entity-paths";
import styles from "./article.module.css";

/** Further reading: small cards (cover, title, author), so the list stays light. */
export function RelatedArticles({ articles }: { articles: ArticleDigest[] }) {
  const t = useTranslations("article");
  const tUser = useTranslations("user");
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className={styles.related}>
      <h2 id="related-heading" className={styles.sectionTitle}>
        {t("related")}
      </h2>
      <CompactCardList>
        {articles.map((a) => {
          const { name, linked } = shownPerson(a.author, tUser);
          return (
            <li key={a.id}>
              <CompactCard
                href={articlePath(a.shortHash)}
                title={a.title}
                cover={a.cover ?? null}
                meta={
                  <>
                    {a.access.type === "paywall" ? <PaywallIcon /> : null}
                    <Avatar src={linked ? (a.author.avatar ?? null) : null} name={name} size={20} />
                    <span>{name}</span>
                  </>
                }
              />
            </li>
          );
        })}
      </CompactCardList>
    </section>
  );
}
