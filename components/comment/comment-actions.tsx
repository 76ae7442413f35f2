"use client";

import { useTranslations } from "next-intl";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { mayAct, type ViewerKind } from "@/components/auth/viewer-gate";
import { localCopyKey, STORAGE_PREFIX } from "@/components/editor/local-copy";
import { toastApiError } from "@/components/ui/api-error-toast";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast-store";
import { request } from "@/lib/graphql/client";
import {
  CommentViewerState,
  DeleteComment,
  PutComment,
  TogglePinComment,
  UnvoteComment,
  VoteComment,
} from "@/lib/graphql/documents/islands/comments/comments";
import { commentHtml } from "@/lib/text/comment-text";
import styles from "./comment.module.css";
import { CommentForm, reloadAt } from "./comment-form";

// One island for the comment thread of an article or moment (comment-controls.tsx renders each
// comment's buttons): it asks once what the viewer is to the comments on the page (their votes;
// which they wrote; whether they wrote what the comments are on), so the cached page holds no
// viewer's state, and handles the buttons by delegation. A vote shows at once and is taken back,
// with the error's toast, when the API refuses it. Writing, editing, deleting and pinning reload
// the page at the comment's address (`#parentId-replyId`), which the API's purge has refreshed.

export type CommentTarget = {
  id: string;
  type: "article" | "moment";
  authorId: string;
  canComment: boolean;
};

type Vote = "up" | "down" | null;
type Votes = { mine: Vote; up: number; down: number };
type Viewer = { kind: ViewerKind; id: string };
type OpenForm = {
  slot: HTMLElement;
  mode: "reply" | "edit";
  commentId: string;
  parentId: string;
  name: string;
  text: string;
};

const controlsIn = (root: Element) => [...root.querySelectorAll<HTMLElement>("[data-comment-controls]")];
const idOf = (controls: HTMLElement) => controls.dataset.commentControls ?? "";
const anchorOf = (threadId: string, id: string) => (threadId === id ? id : `${threadId}-${id}`);

/** The comment's words as its author typed them: lines, and paragraphs apart by a blank line. */
function typedText(controls: HTMLElement) {
  const html = controls.closest("article")?.querySelector("[data-comment-html]");
  if (!html) return "";
  const paragraphs = [...html.querySelectorAll("p")];
  const textOf = (node: Node): string =>
    [...node.childNodes]
      .map((child) =>
        child.nodeName === "BR" ? "\n" : child.nodeType === Node.TEXT_NODE ? child.textContent : textOf(child),
      )
      .join("");
  return (paragraphs.length ? paragraphs.map(textOf) : [textOf(html)]).join("\n\n");
}

function readVotes(controls: HTMLElement): Votes {
  const mine = controls.querySelector('[data-vote][aria-pressed="true"]')?.getAttribute("data-vote");
  return {
    mine: mine === "up" || mine === "down" ? mine : null,
    up: Number(controls.dataset.up) || 0,
    down: Number(controls.dataset.down) || 0,
  };
}

function showVotes(controls: HTMLElement, { mine, up, down }: Votes) {
  controls.dataset.up = String(up);
  controls.dataset.down = String(down);
  for (const button of controls.querySelectorAll<HTMLButtonElement>("[data-vote]")) {
    const which = button.dataset.vote;
    button.setAttribute("aria-pressed", String(mine === which));
    const count = button.querySelector("[data-count]");
    if (count) count.textContent = String(which === "up" ? up : down);
  }
}

/** The vote after pressing `pressed`: the same again takes it back. */
function afterPress(before: Votes, pressed: "up" | "down"): Votes {
  const mine = before.mine === pressed ? null : pressed;
  const up = before.up - (before.mine === "up" ? 1 : 0) + (mine === "up" ? 1 : 0);
  const down = before.down - (before.mine === "down" ? 1 : 0) + (mine === "down" ? 1 : 0);
  return { mine, up: Math.max(0, up), down: Math.max(0, down) };
}

export function CommentActions({ target }: { target: CommentTarget }) {
  const t = useTranslations();
  const marker = useRef<HTMLSpanElement>(null);
  const [viewer, setViewer] = useState<Viewer | null>(null);
  const [forms, setForms] = useState<OpenForm[]>([]);
  const [confirming, setConfirming] = useState<HTMLElement | null>(null);
  const [deleting, setDeleting] = useState(false);
  const busy = useRef(new WeakSet<HTMLElement>());
  const loginTrigger = target.type === "moment" ? "momentComment" : "comment";
  const forbidden = t("nav.forbiddenByState");

  const draftKey = (viewerId: string, parentId = "", replyTo = "") =>
    localCopyKey(viewerId, `comment:${target.id}:${parentId}:${replyTo}`);

  const openReply = useEffectEvent((controls: HTMLElement, text = "") => {
    const commentId = idOf(controls);
    const slot = controls.parentElement?.querySelector<HTMLElement>(
      `[data-comment-form-slot="${CSS.escape(commentId)}"]`,
    );
    if (!slot) return;
    const form: OpenForm = {
      slot,
      mode: "reply",
      commentId,
      parentId: controls.dataset.thread ?? commentId,
      name: controls.dataset.name ?? "",
      text,
    };
    setForms((open) => [...open.filter((f) => f.slot !== slot), form]);
  });

  // who is looking, and what they are to the comments on the page
  const load = useEffectEvent(async (cancelled: () => boolean) => {
    const section = marker.current?.closest("section");
    if (!section) return;
    const all = controlsIn(section);
    const ids = all.map(idOf);
    try {
      const chunks = ids.length
        ? Array.from({ length: Math.ceil(ids.length / 99) }, (_, i) => ids.slice(i * 99, i * 99 + 99))
        : [[]];
      const answers = await Promise.all(chunks.map((chunk) => request(CommentViewerState, { ids: chunk })));
      if (cancelled()) return;
      const me = answers[0]?.viewer;
      const found: Viewer = !me?.id
        ? { kind: "visitor", id: "" }
        : { kind: me.status?.state === "active" ? "active" : "inactive", id: me.id };
      const votes = new Map<string, Vote>();
      for (const answer of answers) {
        for (const node of answer.nodes ?? [])
          if (node.__typename === "Comment") votes.set(node.id, node.myVote ?? null);
      }
      for (const controls of all) {
        const id = idOf(controls);
        showVotes(controls, { ...readVotes(controls), mine: votes.get(id) ?? null });
        for (const button of controls.querySelectorAll<HTMLButtonElement>("button[disabled]")) button.disabled = false;
        const own = found.id !== "" && controls.dataset.author === found.id;
        for (const button of controls.querySelectorAll<HTMLElement>("[data-edit], [data-delete]")) button.hidden = !own;
        const pin = controls.querySelector<HTMLElement>("[data-pin]");
        if (pin) pin.hidden = found.id === "" || found.id !== target.authorId;
        // comments turned off: no replies either (the API refuses them)
        const reply = controls.querySelector<HTMLElement>("[data-reply]");
        if (reply) reply.hidden = !target.canComment;
      }
      setViewer(found);
      // replies being written before the page was reloaded open again with their drafts
      if (found.kind !== "active") return;
      const prefix = `${STORAGE_PREFIX}form:${found.id}:comment:${target.id}:`;
      for (let i = 0; i < window.localStorage.length; i++) {
        const key = window.localStorage.key(i);
        if (!key?.startsWith(prefix)) continue;
        const [parentId = "", replyTo = ""] = key.slice(prefix.length).split(":");
        const controls = all.find((c) => idOf(c) === (replyTo || parentId));
        if (parentId && controls) openReply(controls);
      }
    } catch (error) {
      if (!cancelled()) toastApiError(error, t);
    }
  });

  useEffect(() => {
    let cancelled = false;
    void load(() => cancelled);
    return () => {
      cancelled = true;
    };
  }, []);

  const vote = useEffectEvent(async (controls: HTMLElement, pressed: "up" | "down") => {
    if (!viewer || busy.current.has(controls)) return;
    if (!mayAct(viewer.kind, loginTrigger, forbidden)) return;
    const id = idOf(controls);
    const before = readVotes(controls);
    const after = afterPress(before, pressed);
    busy.current.add(controls);
    controls.setAttribute("aria-busy", "true");
    showVotes(controls, after);
    try {
      const answer = after.mine
        ? (await request(VoteComment, { id, vote: after.mine })).voteComment
        : (await request(UnvoteComment, { id })).unvoteComment;
      showVotes(controls, { mine: answer.myVote ?? null, up: answer.upvotes, down: answer.downvotes });
    } catch (error) {
      showVotes(controls, before);
      toastApiError(error, t);
    } finally {
      busy.current.delete(controls);
      controls.removeAttribute("aria-busy");
    }
  });

  const pin = useEffectEvent(async (controls: HTMLElement) => {
    if (!viewer || busy.current.has(controls)) return;
    const id = idOf(controls);
    const enabled = controls.dataset.pinned !== "true";
    busy.current.add(controls);
    try {
      await request(TogglePinComment, { id, enabled });
      toast.success(enabled ? t("commentActions.pinnedToast") : t("commentActions.unpinnedToast"));
      reloadAt(id);
    } catch (error) {
      toastApiError(error, t);
    } finally {
      busy.current.delete(controls);
    }
  });

  // presses, by delegation: comments a reload or "more" brings are handled alike
  const press = useEffectEvent((event: MouseEvent) => {
    if (!viewer) return;
    {
      const button = (event.target as Element).closest<HTMLButtonElement>("button");
      const controls = button?.closest<HTMLElement>("[data-comment-controls]");
      if (!button || !controls) return;
      if (button.dataset.vote === "up" || button.dataset.vote === "down") void vote(controls, button.dataset.vote);
      else if (button.dataset.reply !== undefined) {
        if (mayAct(viewer.kind, "replyComment", forbidden)) openReply(controls);
      } else if (button.dataset.edit !== undefined) {
        const slot = controls.parentElement?.querySelector<HTMLElement>(
          `[data-comment-form-slot="${CSS.escape(idOf(controls))}"]`,
        );
        if (!slot) return;
        const form: OpenForm = {
          slot,
          mode: "edit",
          commentId: idOf(controls),
          parentId: controls.dataset.thread ?? "",
          name: "",
          text: typedText(controls),
        };
        setForms((open) => [...open.filter((f) => f.slot !== slot), form]);
      } else if (button.dataset.delete !== undefined) setConfirming(controls);
      else if (button.dataset.pin !== undefined) void pin(controls);
    }
  });

  useEffect(() => {
    const section = marker.current?.closest("section");
    if (!section || !viewer) return;
    const onClick = (event: MouseEvent) => press(event);
    section.addEventListener("click", onClick);
    return () => section.removeEventListener("click", onClick);
  }, [viewer]);

  const put = async (text: string, more: { id?: string; parentId?: string; replyTo?: string }) => {
    const where = target.type === "moment" ? { momentId: target.id } : { articleId: target.id };
    const comment = {
      type: target.type,
      content: commentHtml(text),
      ...where,
      ...(more.parentId ? { parentId: more.parentId } : {}),
      ...(more.replyTo && more.replyTo !== more.parentId ? { replyTo: more.replyTo } : {}),
    };
    try {
      const { putComment } = await request(PutComment, { input: { id: more.id, comment } });
      toast.success(more.id ? t("commentActions.saved") : t("commentActions.posted"));
      return anchorOf(putComment.parentComment?.id ?? putComment.id, putComment.id);
    } catch (error) {
      toastApiError(error, t);
      throw error;
    }
  };

  const remove = async () => {
    const controls = confirming;
    if (!controls) return;
    setDeleting(true);
    try {
      await request(DeleteComment, { id: idOf(controls) });
      toast.success(t("commentActions.deleted"));
      // a deleted top-level comment leaves the list (unless it has replies): back to the heading
      const thread = controls.dataset.thread;
      reloadAt(thread && thread !== idOf(controls) ? thread : "comments-heading");
    } catch (error) {
      setDeleting(false);
      toastApiError(error, t);
    }
  };

  const close = (slot: HTMLElement) => setForms((open) => open.filter((f) => f.slot !== slot));

  return (
    <div className={styles.composer}>
      <span ref={marker} hidden />
      {!target.canComment ? (
        <p className={styles.closed}>{t("commentActions.closed")}</p>
      ) : viewer?.kind === "active" ? (
        <CommentForm
          label={t("commentActions.label")}
          submitLabel={t("commentActions.send")}
          draftKey={draftKey(viewer.id)}
          onSubmit={(text) => put(text, {})}
        />
      ) : (
        <button
          type="button"
          className={styles.opening}
          disabled={!viewer}
          onClick={() => viewer && mayAct(viewer.kind, loginTrigger, forbidden)}
        >
          {t("commentActions.write")}
        </button>
      )}
      {viewer?.kind === "active"
        ? forms.map((form) =>
            createPortal(
              <CommentForm
                key={`${form.mode}:${form.commentId}`}
                label={
                  form.mode === "edit"
                    ? t("commentActions.editLabel")
                    : t("commentActions.replyLabel", { name: form.name })
                }
                submitLabel={form.mode === "edit" ? t("commentActions.save") : t("commentActions.send")}
                draftKey={form.mode === "edit" ? null : draftKey(viewer.id, form.parentId, form.commentId)}
                initial={form.text}
                autoFocus
                onCancel={() => close(form.slot)}
                onSubmit={(text) =>
                  form.mode === "edit"
                    ? put(text, { id: form.commentId })
                    : put(text, { parentId: form.parentId, replyTo: form.commentId })
                }
              />,
              form.slot,
              `${form.mode}:${form.commentId}`,
            ),
          )
        : null}
      <Dialog
        open={confirming !== null}
        onClose={() => {
          if (!deleting) setConfirming(null);
        }}
        title={t("commentActions.deleteTitle")}
        description={t("commentActions.deleteBody")}
      >
        <div className={styles.formFooter}>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => setConfirming(null)}
            disabled={deleting}
            data-autofocus=""
          >
            {t("commentActions.cancel")}
          </button>
          <button type="button" className={styles.danger} onClick={remove} disabled={deleting}>
            {deleting ? t("commentActions.deleting") : t("commentActions.delete")}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
