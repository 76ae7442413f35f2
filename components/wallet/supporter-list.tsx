import { getTranslations } from "next-intl/server";
import { nextPagePath } from "@/components/article/article-feed";
import { PeopleList } from "@/components/user/people-list";
import type { ArticleSupporterPageQuery } from "@/lib/graphql/generated/graphql";
import { articlePath, articleSupportersPath } from "@/lib/url/entity-paths";
import styles from "./support.module.css";

type Page = NonNullable<ArticleSupporterPageQuery["article"]>["transactionsReceivedBy"];

/** A page of an article's supporters under its heading, with the way back to the article. */
export async function SupporterList({ shortHash, title, page }: { shortHash: string; title: string; page: Page }) {
  const t = await getTranslations("walletPay");
  const people = (page.edges ?? []).map((e) => e.node);
  return (
    <section aria-labelledby="supporters-heading">
      <header className={styles.pageHeader}>
        <h1 id="supporters-heading">{t("supportersOf", { title })}</h1>
        <p>{t("supporters", { count: page.totalCount })}</p>
        <p>
          <a href={articlePath(shortHash)}>{t("backToArticle", { title })}</a>
        </p>
      </header>
      <PeopleList
        people={people}
        next={nextPagePath(articleSupportersPath(shortHash), page.pageInfo)}
        empty={t("noSupporters")}
      />
    </section>
  );
}
