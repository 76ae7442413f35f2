import { getTranslations } from "next-intl/server";
import { getFeaturedArticles } from "@/lib/graphql/reads/feed";
import { ArticleFeed, nextPagePath, StaleCursor } from "./article-feed";
import { IcymiTopic } from "./icymi-topic";

/**
 * Editor picks, newest pick first: the visitor's home page and /featured. The first page opens
 * with the editors' ICYMI topic, where one is published (as the contract's client shows it).
 */
export async function FeaturedFeed({ after }: { after: string | null }) {
  const t = await getTranslations("home");
  const feed = await getFeaturedArticles(after);
  if (!feed) return <StaleCursor path="/featured" />;
  return (
    <ArticleFeed
      heading={t("featured")}
      articles={(feed.edges ?? []).map((e) => e.node)}
      next={nextPagePath("/featured", feed.pageInfo)}
      empty={t("featuredEmpty")}
      before={after === null ? <IcymiTopic /> : undefined}
    />
  );
}
