import { useTranslations } from "next-intl";
import type {
  CommentPageFieldsFragment as CommentPage,
  ReplyFieldsFragment as ReplyView,
  CommentThreadFieldsFragment as ThreadView,
} from "@/lib/graphql/generated/graphql";
import styles from "./comment.module.css";
import type { CommentTarget } from "./comment-actions";
import { CommentAnchor } from "./comment-anchor";
import { CommentIsland } from "./comment-islands";
import { CommentItem } from "./comment-item";
import { CommentMessages } from "./comment-messages";

/** The page address of a comment (section 2.3): `#id` for a top-level one, `#parentId-replyId` for a reply. */
export const commentAnchor = (threadId: string, replyId?: string) => (replyId ? `${threadId}-${replyId}` : threadId);

/**
 * A page of comments on an article or moment, threaded one level: each top-level comment with
 * its first replies. Server-rendered HTML with real links: "more comments" (`?after=`) and
 * "all replies" (`?comment=` the thread, which the page shows in full). `path` is the page's
 * own address (`/m/…`, `/a/…`); `linked` is a thread the address pointed at, shown first.
 */
export function CommentThread({
  comments,
  path,
  total,
  linked,
  target,
}: {
  comments: CommentPage;
  /** What the comments are on: the island writes there, and knows its author (who may pin). */
  target: CommentTarget;
  path: string;
  /** The count in the heading (the article's or moment's commentCount); the page's own total otherwise. */
  total?: number;
  linked?: { thread: ThreadView; extraReply?: ReplyView | null } | null;
}) {
  const t = useTranslations("comment");
  const threads = (comments.edges ?? []).map((e) => e.node).filter((c) => c.id !== linked?.thread.id);
  const { endCursor, hasNextPage } = comments.pageInfo;
  return (
    <section aria-labelledby="comments-heading" className={styles.section}>
      <h2 id="comments-heading" className={styles.heading}>
        {t("heading", { count: total ?? comments.totalCount })}
      </h2>
      <CommentMessages>
        <CommentIsland target={target} />
      </CommentMessages>
      {linked ? (
        <div className={styles.linked}>
          <Thread thread={linked.thread} path={path} extraReply={linked.extraReply} full />
        </div>
      ) : null}
      {threads.length === 0 && !linked ? <p className={styles.empty}>{t("empty")}</p> : null}
      <ol className={styles.threads}>
        {threads.map((thread) => (
          <li key={thread.id}>
            <Thread thread={thread} path={path} />
          </li>
        ))}
      </ol>
      {hasNextPage && endCursor ? (
        <a className={styles.more} href={`${path}?after=${encodeURIComponent(endCursor)}#comments-heading`} rel="next">
          {t("more")}
        </a>
      ) : null}
      <CommentAnchor />
    </section>
  );
}

function Thread({
  thread,
  path,
  extraReply,
  full = false,
}: {
  thread: ThreadView;
  path: string;
  extraReply?: ReplyView | null;
  full?: boolean;
}) {
  const t = useTranslations("comment");
  const replies = (thread.comments.edges ?? []).map((e) => e.node);
  if (extraReply && !replies.some((r) => r.id === extraReply.id)) replies.push(extraReply);
  const hidden = thread.comments.totalCount - replies.length;
  return (
    <div className={styles.thread}>
      <CommentItem comment={thread} anchor={commentAnchor(thread.id)} />
      {replies.length > 0 ? (
        <ol className={styles.replies} aria-label={t("repliesLabel", { count: thread.comments.totalCount })}>
          {replies.map((reply) => (
            <li key={reply.id}>
              <CommentItem comment={reply} anchor={commentAnchor(thread.id, reply.id)} threadId={thread.id} />
            </li>
          ))}
        </ol>
      ) : null}
      {hidden > 0 && !full ? (
        <a
          className={styles.moreReplies}
          href={`${path}?comment=${encodeURIComponent(thread.id)}#${commentAnchor(thread.id)}`}
        >
          {t("moreReplies", { count: thread.comments.totalCount })}
        </a>
      ) : null}
    </div>
  );
}
