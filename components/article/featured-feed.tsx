import { getTranslations } from "next-intl/server";
import { FeaturedArticles } from "@/lib/graphql/documents/feed";
import { executePage } from "@/lib/graphql/execute";
import { ArticleFeed, nextPagePath, StaleCursor } from "./article-feed";

/** Editor picks, newest pick first: the visitor's home page and /featured. */
export async function FeaturedFeed({ after }: { after: string | null }) {
  const t = await getTranslations("home");
  const data = await executePage(FeaturedArticles, { first: 20, after }, { tags: ["feed:featured"] });
  const feed = data?.viewer?.recommendation.icymi;
  if (!feed) return <StaleCursor path="/featured" />;
  return (
    <ArticleFeed
      heading={t("featured")}
      articles={(feed.edges ?? []).map((e) => e.node)}
      next={nextPagePath("/featured", feed.pageInfo)}
      empty={t("featuredEmpty")}
    />
  );
}
