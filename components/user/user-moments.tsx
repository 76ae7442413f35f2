import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { FeedMore, nextPagePath, StaleCursor } from "@/components/article/article-feed";
import feedStyles from "@/components/article/article-feed.module.css";
import { MomentDigest } from "@/components/moment/moment-digest";
import { MomentActionsIsland } from "@/components/moment/moment-islands";
import { MomentMessages } from "@/components/moment/moment-messages";
import { getUserMoments } from "@/lib/graphql/reads/user";
import { userMomentsPath } from "@/lib/url/entity-paths";

/**
 * A person's moments, newest first, 20 a page with infinite scroll and a real link; `before`
 * goes between the heading and the list (the author's moment form).
 */
export async function UserMoments({
  userName,
  userId,
  after,
  before,
}: {
  userName: string;
  userId: string;
  after: string | null;
  before?: ReactNode;
}) {
  const t = await getTranslations();
  const moments = await getUserMoments(userName, userId, after);
  if (!moments) return <StaleCursor path={userMomentsPath(userName)} />;
  const edges = moments.edges ?? [];
  const next = nextPagePath(userMomentsPath(userName), moments.pageInfo);
  return (
    <section aria-labelledby="feed-heading">
      <h1 id="feed-heading" className={feedStyles.heading}>
        {t("user.tab.moments")}
      </h1>
      {before}
      {edges.length === 0 ? (
        <p className={feedStyles.empty}>{t("user.noMoments")}</p>
      ) : (
        <ol className={feedStyles.list} data-more-items="">
          {edges.map(({ node }) => (
            <li key={node.id}>
              <MomentDigest moment={node} showAuthor={false} />
            </li>
          ))}
        </ol>
      )}
      <FeedMore next={next} />
      <MomentMessages>
        <MomentActionsIsland />
      </MomentMessages>
    </section>
  );
}
