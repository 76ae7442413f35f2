"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useOptimistic, useRef, useState, useTransition } from "react";
import { mayAct } from "@/components/auth/viewer-gate";
import { ReportButton } from "@/components/report/report-button";
import { toastApiError } from "@/components/ui/api-error-toast";
import { toast } from "@/components/ui/toast-store";
import { commentTextMax } from "@/lib/text/comment-text";
import styles from "./comment.module.css";
import type { Votes } from "./comment-requests";
import { commentRequests, showAddress, useCommentThread } from "./comment-viewer";

// The reply and edit form and the delete dialog load on the first press.
const CommentForm = dynamic(() => import("./comment-form").then((m) => m.CommentForm), { ssr: false });
// a community watcher's Remove, for the few who have the flag
const WatchRemove = dynamic(() => import("./watch-remove").then((m) => m.WatchRemove), { ssr: false });
const ConfirmDialog = dynamic(() => import("@/components/ui/confirm-dialog").then((m) => m.ConfirmDialog), {
  ssr: false,
});

/** The vote after pressing `pressed`: the same again takes it back. */
function afterPress(before: Votes, pressed: "up" | "down"): Votes {
  const mine = before.mine === pressed ? null : pressed;
  const up = before.up - (before.mine === "up" ? 1 : 0) + (mine === "up" ? 1 : 0);
  const down = before.down - (before.mine === "down" ? 1 : 0) + (mine === "down" ? 1 : 0);
  return { mine, up: Math.max(0, up), down: Math.max(0, down) };
}

/**
 * A comment's buttons: votes with their counts, reply, and, once the thread knows who is
 * looking (comment-viewer.tsx), edit and delete for its author and pin for the author of the
 * article or moment. Rendered with the thread on the server, the same for every viewer, and
 * disabled until the viewer is known. A vote, pin or delete shows at once (taken back, with
 * the error's toast, when the API refuses it); writes then refresh the server-rendered thread
 * in place (the API's purge has refreshed its cache), keeping the reader where they were.
 * Below the buttons, the comment's reply or edit form.
 */
export function CommentControls({
  id,
  authorId,
  authorName,
  threadId,
  upvotes,
  downvotes,
  pinned,
  text,
}: {
  id: string;
  authorId: string;
  authorName: string;
  /** The thread's top-level comment; the comment itself when it is one. */
  threadId: string;
  upvotes: number;
  downvotes: number;
  pinned: boolean;
  /** The comment as its author typed it (lib/text/comment-typed-text.ts), for the edit form. */
  text: string;
}) {
  const t = useTranslations();
  const router = useRouter();
  const { target, viewer, votes, drafts, draftKey, heading } = useCommentThread();
  const forbidden = t("nav.forbiddenByState");
  const loginTrigger = target.type === "moment" ? "momentComment" : "comment";

  // votes: the API's last answer to this reader's press, over the server's counts and the viewer's vote
  const [answer, setAnswer] = useState<(Votes & { from: string }) | null>(null);
  const from = `${upvotes}:${downvotes}`;
  const confirmed: Votes = {
    mine: answer ? answer.mine : (votes.get(id) ?? null),
    up: answer?.from === from ? answer.up : upvotes,
    down: answer?.from === from ? answer.down : downvotes,
  };
  const [shown, pressVote] = useOptimistic(confirmed, afterPress);
  const [voting, startVote] = useTransition();
  const [shownPinned, showPinned] = useOptimistic(pinned);
  const [pinning, startPin] = useTransition();
  const [deleted, showDeleted] = useOptimistic(false);
  const [, startDelete] = useTransition();

  const [form, setForm] = useState<"reply" | "edit" | null>(null);
  const [pressedOpen, setPressedOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  /** Where focus goes when the open form closes. */
  const focusAfterForm = useRef<HTMLButtonElement | null>(null);

  const own = viewer !== null && viewer.id !== "" && viewer.id === authorId;
  // a circle pins only in its broadcast (the API refuses discussion pins); a challenge's
  // discussion has no one who pins
  const mayPin =
    viewer !== null &&
    viewer.id !== "" &&
    viewer.id === target.authorId &&
    threadId === id &&
    target.type !== "circleDiscussion" &&
    target.type !== "campaignDiscussion";

  // a reply being typed when the page was left opens again with its draft
  useEffect(() => {
    if (viewer?.kind === "active" && drafts.has(id)) setForm((open) => open ?? "reply");
  }, [viewer, drafts, id]);

  useEffect(() => {
    if (form !== null || !focusAfterForm.current) return;
    focusAfterForm.current.focus({ preventScroll: true });
    focusAfterForm.current = null;
  }, [form]);

  // deleted: the comment leaves the thread (or keeps its place as deleted, for its replies), so
  // focus goes to the thread's heading; refused, back to the Delete button
  const wasDeleted = useRef(false);
  useEffect(() => {
    if (deleted) heading.current?.focus({ preventScroll: true });
    else if (wasDeleted.current) deleteButton.current?.focus({ preventScroll: true });
    wasDeleted.current = deleted;
  }, [deleted, heading]);

  const vote = (pressed: "up" | "down") => {
    if (!viewer || voting || !mayAct(viewer.kind, loginTrigger, forbidden)) return;
    const after = afterPress(shown, pressed);
    startVote(async () => {
      pressVote(pressed);
      try {
        const counts = await (await commentRequests()).castVote(id, after.mine);
        startVote(() => setAnswer({ ...counts, from }));
      } catch (error) {
        toastApiError(error, t);
      }
    });
  };

  const pin = () => {
    if (!viewer || pinning) return;
    const enabled = !pinned;
    startPin(async () => {
      showPinned(enabled);
      try {
        await (await commentRequests()).togglePin(id, enabled);
        toast.success(enabled ? t("commentActions.pinnedToast") : t("commentActions.unpinnedToast"));
        startPin(() => router.refresh());
      } catch (error) {
        toastApiError(error, t);
      }
    });
  };

  const remove = () => {
    setConfirming(false);
    startDelete(async () => {
      showDeleted(true);
      try {
        await (await commentRequests()).deleteComment(id);
        toast.success(t("commentActions.deleted"));
        startDelete(() => router.refresh());
      } catch (error) {
        toastApiError(error, t);
      }
    });
  };

  const open = (which: "reply" | "edit") => {
    if (!viewer) return;
    if (which === "reply" && !mayAct(viewer.kind, "replyComment", forbidden)) return;
    setPressedOpen(true);
    setForm(which);
  };

  const close = () => {
    focusAfterForm.current = form === "edit" ? editButton.current : replyButton.current;
    setForm(null);
  };

  const send = async (typed: string) => {
    try {
      const anchor = await (await commentRequests()).putComment(
        target,
        typed,
        form === "edit" ? { id } : { parentId: threadId, replyTo: id },
      );
      toast.success(form === "edit" ? t("commentActions.saved") : t("commentActions.posted"));
      return anchor;
    } catch (error) {
      toastApiError(error, t);
      throw error;
    }
  };

  const sent = (anchor: string) => {
    if (form === "reply") showAddress(anchor);
    router.refresh();
    close();
  };

  if (deleted) {
    return (
      <p className={styles.actions} role="status">
        {t("commentActions.deleting")}
      </p>
    );
  }

  return (
    <>
      <div className={styles.actions} aria-busy={voting || pinning || undefined}>
        <button
          type="button"
          className={styles.vote}
          aria-pressed={shown.mine === "up"}
          disabled={!viewer}
          onClick={() => vote("up")}
        >
          <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 16 16">
            <path d="M8 3 13.5 11h-11Z" />
          </svg>
          <span className="visually-hidden">{t("commentActions.upvote")}</span>
          <span>{shown.up}</span>
        </button>
        <button
          type="button"
          className={styles.vote}
          aria-pressed={shown.mine === "down"}
          disabled={!viewer}
          onClick={() => vote("down")}
        >
          <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 16 16">
            <path d="M8 13 2.5 5h11Z" />
          </svg>
          <span className="visually-hidden">{t("commentActions.downvote")}</span>
          <span>{shown.down}</span>
        </button>
        {/* comments turned off: no replies either (the API refuses them) */}
        {target.canComment ? (
          <button
            ref={replyButton}
            type="button"
            className={styles.action}
            disabled={!viewer}
            aria-expanded={form === "reply"}
            onClick={() => (form === "reply" ? close() : open("reply"))}
          >
            {t("commentActions.reply")}
          </button>
        ) : null}
        {own ? (
          <>
            <button
              ref={editButton}
              type="button"
              className={styles.action}
              aria-expanded={form === "edit"}
              onClick={() => (form === "edit" ? close() : open("edit"))}
            >
              {t("commentActions.edit")}
            </button>
            <button
              ref={deleteButton}
              type="button"
              className={styles.action}
              aria-haspopup="dialog"
              onClick={() => {
                setDialogLoaded(true);
                setConfirming(true);
              }}
            >
              {t("commentActions.delete")}
            </button>
          </>
        ) : null}
        {mayPin ? (
          <button type="button" className={styles.action} onClick={pin}>
            {shownPinned ? t("commentActions.unpin") : t("commentActions.pin")}
          </button>
        ) : null}
        {viewer?.watcher &&
        viewer.kind === "active" &&
        !own &&
        (target.type === "article" || target.type === "moment") ? (
          <WatchRemove id={id} />
        ) : null}
        <ReportButton targetId={id} viewer={viewer?.kind} />
      </div>
      {form && viewer?.kind === "active" ? (
        <CommentForm
          key={form}
          label={form === "edit" ? t("commentActions.editLabel") : t("commentActions.replyLabel", { name: authorName })}
          submitLabel={form === "edit" ? t("commentActions.save") : t("commentActions.send")}
          draftKey={form === "edit" ? null : draftKey(threadId, id)}
          initial={form === "edit" ? text : ""}
          autoFocus={pressedOpen}
          max={commentTextMax(target.type)}
          onSubmit={send}
          onSent={sent}
          onCancel={close}
        />
      ) : null}
      {dialogLoaded ? (
        <ConfirmDialog
          open={confirming}
          title={t("commentActions.deleteTitle")}
          description={t("commentActions.deleteBody")}
          confirmLabel={t("commentActions.delete")}
          busyLabel={t("commentActions.deleting")}
          cancelLabel={t("commentActions.cancel")}
          busy={false}
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
