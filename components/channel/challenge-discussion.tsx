import type { ReactNode } from "react";
import { StaleCursor } from "@/components/article/article-feed";
import feedStyles from "@/components/article/article-feed.module.css";
import { CommentThread } from "@/components/comment/comment-thread";
import type { WritingChallengeFieldsFragment as WritingChallenge } from "@/lib/graphql/generated/graphql";
import { getChallengeDiscussion } from "@/lib/graphql/reads/channel";
import { challengeDiscussionPath } from "@/lib/url/entity-paths";

/**
 * A writing challenge's discussion tab (/e/…?type=discussion, issue 35): under the challenge's
 * heading and tabs, a page of its threads, the same for every reader; the comment form and
 * each comment's buttons are the comment thread's islands, which ask who is looking. Anyone
 * active writes, at most 240 characters; an archived challenge takes nothing.
 */
export async function ChallengeDiscussion({
  challenge,
  before,
  after,
}: {
  challenge: WritingChallenge;
  before: ReactNode;
  after: string | null;
}) {
  const path = challengeDiscussionPath(challenge.shortHash);
  const found = await getChallengeDiscussion(challenge.shortHash, after);
  if (!found) return <StaleCursor path={path} />;
  return (
    <section aria-labelledby="feed-heading">
      <h1 id="feed-heading" className={feedStyles.heading}>
        {challenge.name}
      </h1>
      {before}
      <CommentThread
        comments={found.discussion}
        path={path}
        total={found.discussionCount}
        target={{
          id: challenge.id,
          type: "campaignDiscussion",
          authorId: "",
          canComment: challenge.state !== "archived",
        }}
      />
    </section>
  );
}
