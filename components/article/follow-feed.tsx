import { getTranslations } from "next-intl/server";
import { Avatar } from "@/components/layout/avatar";
import { MomentDigest } from "@/components/moment/moment-digest";
import { MomentItem, MomentsHeading, MomentsProvider } from "@/components/moment/moment-islands";
import { MomentMessages } from "@/components/moment/moment-messages";
import { type FollowingActivity, getFollowingFeed } from "@/lib/graphql/reads/feed";
import { htmlToText } from "@/lib/text/html-text";
import { circleBroadcastPath, tagPath, userPath } from "@/lib/url/entity-paths";
import { ArticleDigest } from "./article-digest";
import { FeedMore, nextPagePath } from "./article-feed";
import styles from "./article-feed.module.css";
import { moreFollowFeed } from "./more-follow-feed";

/**
 * The follow feed (My Page): the viewer's own, so read as the viewer and never cached. Render
 * it inside <Suspense>; the shared parts of the page do not wait for it.
 */
export async function FollowFeed({ heading, after }: { heading: string; after: string | null }) {
  const t = await getTranslations("home");
  const feed = await getFollowingFeed(after);
  const edges = feed?.edges ?? [];
  const next = feed ? nextPagePath("/follow", feed.pageInfo) : null;
  return (
    <section aria-labelledby="feed-heading">
      {/* likes of the moments in the feed, those scrolled in later too */}
      <MomentMessages>
        <MomentsProvider>
          <MomentsHeading id="feed-heading" className={styles.heading}>
            {heading}
          </MomentsHeading>
          {edges.length === 0 ? (
            <p className={styles.empty}>{t("followEmpty")}</p>
          ) : (
            <ol className={styles.list} data-more-items="">
              <FollowItems edges={edges} />
            </ol>
          )}
          <FeedMore next={next} load={moreFollowFeed} />
        </MomentsProvider>
      </MomentMessages>
    </section>
  );
}

type Edges = NonNullable<NonNullable<Awaited<ReturnType<typeof getFollowingFeed>>>["edges"]>;

/** A page of the feed, as list items; a moment's is a MomentItem, which goes when it is deleted. */
export function FollowItems({ edges }: { edges: Edges }) {
  return edges.map(({ cursor, node }) =>
    // a suggestion row shares the cursor of the activity before it
    node.__typename === "UserPostMomentActivity" ? (
      <MomentItem key={`${cursor}-${node.__typename}`} id={node.node.id}>
        <Activity activity={node} />
      </MomentItem>
    ) : (
      <li key={`${cursor}-${node.__typename}`}>
        <Activity activity={node} />
      </li>
    ),
  );
}

async function Activity({ activity }: { activity: FollowingActivity }) {
  const t = await getTranslations("home");
  switch (activity.__typename) {
    case "UserPublishArticleActivity":
      return (
        <div className={styles.activity}>
          <p className={styles.activityLine}>
            {t("followPublished", { name: activity.actor.displayName ?? activity.actor.userName ?? "" })}
          </p>
          <ArticleDigest article={activity.node} />
        </div>
      );
    case "UserAddArticleTagActivity":
      return (
        <div className={styles.activity}>
          <p className={styles.activityLine}>
            <a href={tagPath(activity.target.id, activity.target.slug)}>
              {t("followTagged", { tag: activity.target.content })}
            </a>
          </p>
          <ArticleDigest article={activity.node} />
        </div>
      );
    case "UserPostMomentActivity":
      return (
        <div className={styles.activity}>
          <p className={styles.activityLine}>
            {t("followMoment", { name: activity.actor.displayName ?? activity.actor.userName ?? "" })}
          </p>
          <MomentDigest moment={activity.node} showAuthor={false} />
        </div>
      );
    case "UserCreateCircleActivity":
      return (
        <p className={styles.activityLine}>
          {t("followCircle", {
            name: activity.actor.displayName ?? activity.actor.userName ?? "",
            circle: activity.node.displayName,
          })}
        </p>
      );
    case "UserBroadcastCircleActivity":
      // a circle's word to its members, shown to the members who follow its owner
      return (
        <div className={styles.activity}>
          <p className={styles.activityLine}>
            <a href={circleBroadcastPath(activity.target.name)}>
              {t("followBroadcast", {
                name: activity.actor.displayName ?? activity.actor.userName ?? "",
                circle: activity.target.displayName,
              })}
            </a>
          </p>
          <blockquote className={styles.broadcast}>{htmlToText(activity.node.content ?? "")}</blockquote>
        </div>
      );
    case "UserRecommendationActivity":
      return (
        <section className={styles.suggestions} aria-label={t("followSuggestions")}>
          <h2 className={styles.activityLine}>{t("followSuggestions")}</h2>
          <ul>
            {(activity.nodes ?? []).map((user) => (
              <li key={user.id}>
                <a href={userPath(user.userName ?? "")}>
                  <Avatar src={user.avatar} name={user.displayName ?? ""} size={32} />
                  <span>{user.displayName ?? user.userName}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      );
    default:
      return null;
  }
}
