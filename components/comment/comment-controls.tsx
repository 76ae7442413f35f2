import { useTranslations } from "next-intl";
import { ReportButton } from "@/components/report/report-button";
import styles from "./comment.module.css";

/**
 * A comment's buttons: votes with their counts, reply, and (hidden until the comment island
 * knows who is looking) edit and delete for its author, pin for the author of the article or
 * moment. Plain markup, the same in every visitor's cached page: the island (comment-actions.tsx)
 * finds them by their data attributes, marks the viewer's vote and handles presses. Until it
 * has, the buttons are disabled. Below them, the slot where the island opens a reply or edit form.
 */
export function CommentControls({
  id,
  authorId,
  authorName,
  threadId,
  upvotes,
  downvotes,
  pinned,
}: {
  id: string;
  authorId: string;
  authorName: string;
  /** The thread's top-level comment; the comment itself when it is one. */
  threadId: string;
  upvotes: number;
  downvotes: number;
  pinned: boolean;
}) {
  const t = useTranslations("commentActions");
  return (
    <>
      <div
        className={styles.actions}
        data-comment-controls={id}
        data-author={authorId}
        data-name={authorName}
        data-thread={threadId}
        data-up={upvotes}
        data-down={downvotes}
        data-pinned={pinned ? "true" : "false"}
      >
        <button type="button" className={styles.vote} data-vote="up" aria-pressed="false" disabled>
          <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 16 16">
            <path d="M8 3 13.5 11h-11Z" />
          </svg>
          <span className="visually-hidden">{t("upvote")}</span>
          <span data-count="">{upvotes}</span>
        </button>
        <button type="button" className={styles.vote} data-vote="down" aria-pressed="false" disabled>
          <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 16 16">
            <path d="M8 13 2.5 5h11Z" />
          </svg>
          <span className="visually-hidden">{t("downvote")}</span>
          <span data-count="">{downvotes}</span>
        </button>
        <button type="button" className={styles.action} data-reply="" disabled>
          {t("reply")}
        </button>
        <button type="button" className={styles.action} data-edit="" hidden>
          {t("edit")}
        </button>
        <button type="button" className={styles.action} data-delete="" hidden>
          {t("delete")}
        </button>
        {threadId === id ? (
          <button type="button" className={styles.action} data-pin="" hidden>
            {pinned ? t("unpin") : t("pin")}
          </button>
        ) : null}
        {/* the button asks who is looking when pressed */}
        <ReportButton targetId={id} />
      </div>
      <div data-comment-form-slot={id} />
    </>
  );
}
