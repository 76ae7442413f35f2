import { getTranslations } from "next-intl/server";
import { NewestArticles } from "@/lib/graphql/documents/feed";
import { execute } from "@/lib/graphql/execute";
import { ArticleDigest } from "./article-digest";

/** The Latest feed's first page: shared, cached HTML tagged `feed:newest`. */
export async function NewestFeed({ heading }: { heading: string }) {
  const t = await getTranslations("home");
  const data = await execute(NewestArticles, { first: 20 }, { tags: ["feed:newest"] });
  const edges = data.viewer?.recommendation.newest.edges ?? [];
  return (
    <section aria-labelledby="feed-heading">
      <h1 id="feed-heading">{heading}</h1>
      {edges.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        edges.map(({ node }) => <ArticleDigest key={node.id} article={node} />)
      )}
    </section>
  );
}
