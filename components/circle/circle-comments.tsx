import { getTranslations } from "next-intl/server";
import { CommentThread } from "@/components/comment/comment-thread";
import type { CircleView } from "@/lib/graphql/reads/circle";
import { type CircleCommentsKind, getCircleComments } from "@/lib/graphql/reads/circle-discussion";
import { circleBroadcastPath, circleDiscussionPath } from "@/lib/url/entity-paths";
import styles from "./circle.module.css";

/**
 * A circle's discussion or broadcast as the viewer may see it, read as the viewer (render it
 * inside <Suspense>): the threads for the owner and members, the "members only" panel with the
 * way to subscribe (`subscribe`, the circle's actions) for anyone else.
 */
export async function CircleComments({
  circle,
  kind,
  after,
  subscribe,
}: {
  circle: CircleView;
  kind: CircleCommentsKind;
  after: string | null;
  subscribe: React.ReactNode;
}) {
  const page = await getCircleComments(circle.name, kind, after);
  if (!page) {
    const t = await getTranslations("circleDiscussion");
    return (
      <section aria-labelledby="members-only-heading" className={styles.membersOnly}>
        <h2 id="members-only-heading">{t("membersOnly")}</h2>
        <p>{t(kind === "broadcast" ? "membersOnlyBroadcast" : "membersOnlyDiscussion")}</p>
        <div className={styles.actions}>{subscribe}</div>
      </section>
    );
  }
  const path = kind === "broadcast" ? circleBroadcastPath(circle.name) : circleDiscussionPath(circle.name);
  return (
    <CommentThread
      comments={page.comments}
      path={path}
      target={{
        id: page.circleId,
        type: kind === "broadcast" ? "circleBroadcast" : "circleDiscussion",
        authorId: page.ownerId,
        canComment: circle.state === "active",
      }}
    />
  );
}
