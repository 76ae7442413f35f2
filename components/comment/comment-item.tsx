import { useFormatter, useTranslations } from "next-intl";
import { UserDigest } from "@/components/user/user-digest";
import type {
  CommentFieldsFragment as CommentView,
  ReplyFieldsFragment as ReplyView,
} from "@/lib/graphql/generated/graphql";
import { htmlLang } from "@/lib/i18n/locales";
import { commentTypedText } from "@/lib/text/comment-typed-text";
import styles from "./comment.module.css";
import { CommentControls } from "./comment-controls";

/** What is still shown can be voted on, answered and reported: it has buttons. */
export const hasControls = (comment: { state: string }) => comment.state === "active" || comment.state === "collapsed";

/**
 * One comment. `anchor` is its address in the page (`#commentId`, or `#parentId-replyId` for
 * a reply, section 2.3): the element's id, so the browser scrolls to it on its own and the
 * CommentAnchor island marks it.
 */
export function CommentItem({
  comment,
  anchor,
  threadId,
}: {
  comment: CommentView | ReplyView;
  anchor: string;
  /** For a reply: its thread's comment, which needs no "Reply to" (every reply in the thread answers it). */
  threadId?: string;
}) {
  const t = useTranslations("comment");
  const format = useFormatter();
  const replyTo = "replyTo" in comment && comment.replyTo?.id !== threadId ? comment.replyTo : null;
  return (
    <article id={anchor} data-comment={comment.id} className={styles.comment} tabIndex={-1}>
      <UserDigest user={comment.author}>
        <p className={styles.meta}>
          <a href={`#${anchor}`} className={styles.permalink}>
            <time dateTime={comment.createdAt}>
              {format.dateTime(new Date(comment.createdAt), { dateStyle: "medium", timeStyle: "short" })}
            </time>
          </a>
          {comment.pinned ? <span className={styles.pinned}>{t("pinned")}</span> : null}
        </p>
      </UserDigest>
      <CommentBody comment={comment} replyTo={replyTo?.author.displayName ?? replyTo?.author.userName ?? null} />
      {hasControls(comment) ? (
        <CommentControls
          id={comment.id}
          authorId={comment.author.id}
          authorName={comment.author.displayName ?? comment.author.userName ?? ""}
          threadId={threadId ?? comment.id}
          upvotes={comment.upvotes}
          downvotes={comment.downvotes}
          pinned={comment.pinned}
          text={comment.content ? commentTypedText(comment.content) : ""}
        />
      ) : null}
    </article>
  );
}

function CommentBody({ comment, replyTo }: { comment: CommentView; replyTo: string | null }) {
  const t = useTranslations("comment");
  if (comment.state === "banned") return <p className={styles.notice}>{t("banned")}</p>;
  if (comment.state === "archived") return <p className={styles.notice}>{t("archived")}</p>;
  // the API keeps a frozen person's words from everyone else
  if (comment.content === null) return <p className={styles.notice}>{t("hidden")}</p>;
  // the page's Chinese script, when the page is shown in one (CommentFields' translation)
  const converted = comment.translation?.content;
  const text = (
    <div className={styles.content}>
      {replyTo ? <p className={styles.replyTo}>{t("replyTo", { name: replyTo })}</p> : null}
      <CommentHtml
        html={converted ?? comment.content}
        lang={converted ? htmlLang(comment.translation?.language) : undefined}
      />
    </div>
  );
  if (comment.state !== "collapsed") return text;
  return (
    <details className={styles.collapsed}>
      <summary>{t("collapsed")}</summary>
      {text}
    </details>
  );
}

/** A comment's words: HTML as the API stored it, sanitized to lines, links and mentions (lib/text/sanitize-html.ts). */
function CommentHtml({ html, lang }: { html: string; lang?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized when stored; a conversion changes text only
  return <div lang={lang} data-comment-html="" dangerouslySetInnerHTML={{ __html: html }} />;
}
