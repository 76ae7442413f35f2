import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { StaleCursor } from "@/components/article/article-feed";
import { Aside } from "@/components/layout/columns";
import { metadataFor } from "@/components/layout/site-meta";
import { SupporterList } from "@/components/wallet/supporter-list";
import { getArticleSupporterPage } from "@/lib/graphql/reads/support";
import { articlePath, articleSupportersPath, userPath } from "@/lib/url/entity-paths";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string; shortHash: string }>;
  searchParams: Promise<{ after?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, shortHash } = await params;
  const article = (await getArticleSupporterPage(shortHash, null))?.article ?? notFound();
  const t = await getTranslations({ locale, namespace: "walletPay" });
  return metadataFor({ title: t("supportersOf", { title: article.title }), path: articleSupportersPath(shortHash) });
}

/** Everyone who supported an article, whoever supported last first, 20 a page. */
export default async function ArticleSupportersPage({ params, searchParams }: Props) {
  const { locale, shortHash } = await params;
  setRequestLocale(locale);
  const after = queryParam((await searchParams).after);
  const read = await getArticleSupporterPage(shortHash, after);
  if (!read) return <StaleCursor path={articleSupportersPath(shortHash)} />;
  const article = read.article ?? notFound();
  const t = await getTranslations("walletPay");
  const author = article.author.displayName ?? article.author.userName ?? "";
  return (
    <>
      <SupporterList shortHash={shortHash} title={article.title} page={article.transactionsReceivedBy} />
      <Aside label={t("supportersAside")}>
        <p>
          <a href={articlePath(article.shortHash)}>{article.title}</a>
        </p>
        {article.author.userName ? (
          <p>
            <a href={userPath(article.author.userName)}>{author}</a>
          </p>
        ) : null}
      </Aside>
    </>
  );
}
