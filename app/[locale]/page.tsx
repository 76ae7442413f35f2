import { getTranslations, setRequestLocale } from "next-intl/server";
import { ArticleDigest } from "@/components/article/article-digest";
import { NewestArticles } from "@/lib/graphql/documents/feed";
import { execute } from "@/lib/graphql/execute";

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("home");
  const data = await execute(NewestArticles, { first: 20 }, { tags: ["feed:newest"] });
  const newest = data.viewer?.recommendation.newest;
  const edges = newest?.edges ?? [];
  return (
    <>
      <h1>{t("title")}</h1>
      {edges.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        edges.map(({ node }) => <ArticleDigest key={node.id} article={node} />)
      )}
    </>
  );
}
