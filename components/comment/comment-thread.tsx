import { useTranslations } from "next-intl";
import type {
  CommentPageFieldsFragment as CommentPage,
  ReplyFieldsFragment as ReplyView,
  CommentThreadFieldsFragment as ThreadView,
} from "@/lib/graphql/generated/graphql";
import styles from "./comment.module.css";
import { CommentAnchor } from "./comment-anchor";
import { CommentComposerIsland } from "./comment-islands";
import { CommentItem, hasControls } from "./comment-item";
import { CommentMessages } from "./comment-messages";
import type { CommentTarget } from "./comment-requests";
import { CommentHeading, CommentViewerProvider } from "./comment-viewer";

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
  /** What the comments are on: the controls write there, and know its author (who may pin). */
  target: CommentTarget;
  /** The page's own address, which may carry a query of its own (`/e/…?type=discussion`). */
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
      <CommentMessages>
        <CommentViewerProvider
          target={target}
          ids={withControls(linked?.thread ? [linked.thread, ...threads] : threads, linked?.extraReply)}
        >
          <CommentHeading className={styles.heading}>
            {t("heading", { count: total ?? comments.totalCount })}
          </CommentHeading>
          <CommentComposerIsland />
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
        </CommentViewerProvider>
      </CommentMessages>
      {hasNextPage && endCursor ? (
        <a className={styles.more} href={`${withParam(path, "after", endCursor)}#comments-heading`} rel="next">
          {t("more")}
        </a>
      ) : null}
      <CommentAnchor />
    </section>
  );
}

/** `path` with `key` set to `value`: a page's address may have a query already (`/e/…?type=discussion`). */
function withParam(path: string, key: string, value: string) {
  const [base, query = ""] = path.split("?");
  const params = new URLSearchParams(query);
  params.set(key, value);
  return `${base}?${params}`;
}

/** The comments of the section that show buttons (comment-item.tsx): what the viewer is asked about. */
function withControls(threads: ThreadView[], extraReply?: ReplyView | null): string[] {
  const ids = new Set<string>();
  for (const thread of threads) {
    if (hasControls(thread)) ids.add(thread.id);
    for (const edge of thread.comments.edges ?? []) if (hasControls(edge.node)) ids.add(edge.node.id);
  }
  if (extraReply && hasControls(extraReply)) ids.add(extraReply.id);
  return [...ids];
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
        <a className={styles.moreReplies} href={`${withParam(path, "comment", thread.id)}#${commentAnchor(thread.id)}`}>
          {t("moreReplies", { count: thread.comments.totalCount })}
        </a>
      ) : null}
    </div>
  );
}
