"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { mayAct } from "@/components/auth/viewer-gate";
import { toastApiError } from "@/components/ui/api-error-toast";
import { toast } from "@/components/ui/toast-store";
import { commentTextMax } from "@/lib/text/comment-text";
import styles from "./comment.module.css";
import { CommentForm } from "./comment-form";
import { commentRequests, showAddress, useCommentThread } from "./comment-viewer";

/**
 * The thread's form for a new comment (an active reader's), the way in for a visitor (the login
 * dialog, named by what they tried), or why there is none. A comment sent refreshes the thread in
 * place; the form stays, cleared and focused, and the address bar names the new comment.
 */
export function CommentComposer() {
  const t = useTranslations();
  const router = useRouter();
  const { target, viewer, draftKey } = useCommentThread();
  const loginTrigger = target.type === "moment" ? "momentComment" : "comment";

  const send = async (text: string) => {
    try {
      const anchor = await (await commentRequests()).putComment(target, text, {});
      toast.success(t("commentActions.posted"));
      return anchor;
    } catch (error) {
      toastApiError(error, t);
      throw error;
    }
  };

  return (
    <div className={styles.composer}>
      {!target.canComment ? (
        <p className={styles.closed}>{t("commentActions.closed")}</p>
      ) : target.type === "circleBroadcast" && viewer?.id !== target.authorId ? (
        // a broadcast's threads are its owner's; members answer them
        <p className={styles.closed}>{t("commentActions.ownerBroadcasts")}</p>
      ) : viewer?.kind === "active" ? (
        <CommentForm
          label={t("commentActions.label")}
          submitLabel={t("commentActions.send")}
          draftKey={draftKey()}
          max={commentTextMax(target.type)}
          onSubmit={send}
          onSent={(anchor) => {
            showAddress(anchor);
            router.refresh();
          }}
        />
      ) : (
        <button
          type="button"
          className={styles.opening}
          disabled={!viewer}
          onClick={() => viewer && mayAct(viewer.kind, loginTrigger, t("nav.forbiddenByState"))}
        >
          {t("commentActions.write")}
        </button>
      )}
    </div>
  );
}
