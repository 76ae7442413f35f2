"use client";

import { useTranslations } from "next-intl";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { requestLogin } from "@/components/auth/login-request";
import { toastApiError } from "@/components/ui/api-error-toast";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast-store";
import { request } from "@/lib/graphql/client";
import {
  DeleteMoment,
  LikeMoment,
  MomentViewerState,
  UnlikeMoment,
} from "@/lib/graphql/documents/islands/moment-actions/actions";
import styles from "./moment-islands.module.css";

// One island for every moment on the page (moment-controls.tsx renders their markup): it asks
// once which of them the viewer liked and wrote, for the moments infinite scroll appends too,
// and handles their buttons by delegation. A like shows at once and is taken back, with the
// error's toast, when the API refuses it; a visitor is asked to log in.

type State = { liked: boolean; count: number };

const controlsOf = (root: Element) => [...root.querySelectorAll<HTMLElement>("[data-moment]")];
const likeButton = (controls: HTMLElement) => controls.querySelector<HTMLButtonElement>("button[data-moment-like]");
const deleteButton = (controls: HTMLElement) => controls.querySelector<HTMLButtonElement>("button[data-moment-delete]");

export function MomentActions() {
  const t = useTranslations();
  const [confirming, setConfirming] = useState<HTMLElement | null>(null);
  const [deleting, setDeleting] = useState(false);
  // the viewer's global id: undefined until asked, "" for a visitor
  const viewer = useRef<string | undefined>(undefined);
  const pending = useRef(new WeakSet<HTMLElement>());
  // what the API last said of each moment's like, and what the viewer's last press asked for
  const confirmed = useRef(new WeakMap<HTMLElement, State>());
  const wanted = useRef(new WeakMap<HTMLElement, boolean>());

  const show = useEffectEvent((controls: HTMLElement, { liked, count }: State) => {
    controls.dataset.likeCount = String(count);
    likeButton(controls)?.setAttribute("aria-pressed", String(liked));
    const label = controls.querySelector("[data-like-label]");
    if (label) label.textContent = t("momentActions.likes", { count });
  });

  // A press shows at once; the API is told in order, one request at a time, until it holds
  // what the last press asked for (pressing again while one is on its way is not lost).
  const toggleLike = useEffectEvent(async (controls: HTMLElement) => {
    const id = controls.dataset.moment;
    if (viewer.current === undefined || !id) return;
    if (viewer.current === "") {
      requestLogin("momentLike");
      return;
    }
    const liked = likeButton(controls)?.getAttribute("aria-pressed") === "true";
    const count = Number(controls.dataset.likeCount) || 0;
    show(controls, { liked: !liked, count: Math.max(0, count + (liked ? -1 : 1)) });
    wanted.current.set(controls, !liked);
    if (pending.current.has(controls)) return;
    pending.current.add(controls);
    let held = confirmed.current.get(controls) ?? { liked, count };
    try {
      while (wanted.current.get(controls) !== held.liked) {
        const answer = wanted.current.get(controls)
          ? (await request(LikeMoment, { id })).likeMoment
          : (await request(UnlikeMoment, { id })).unlikeMoment;
        held = { liked: answer.liked, count: answer.likeCount };
        confirmed.current.set(controls, held);
      }
      show(controls, held);
    } catch (error) {
      // back to what the API holds
      wanted.current.set(controls, held.liked);
      show(controls, held);
      if (!toastApiError(error, t)) toast.error(t("apiErrors.UNKNOWN_ERROR"));
    } finally {
      pending.current.delete(controls);
    }
  });

  useEffect(() => {
    const root = document.querySelector("main") ?? document.body;
    const known = new WeakSet<HTMLElement>();
    let stopped = false;

    // what the viewer may do with the moments not seen yet: one query for all of them
    const sync = async () => {
      const fresh = controlsOf(root).filter((controls) => !known.has(controls));
      if (fresh.length === 0) return;
      for (const controls of fresh) known.add(controls);
      const ids = [...new Set(fresh.flatMap((controls) => controls.dataset.moment ?? []))];
      let states = new Map<string, State>();
      try {
        const data = await request(MomentViewerState, { ids });
        viewer.current = data.viewer?.id ?? "";
        states = new Map(
          (data.nodes ?? []).flatMap((node) =>
            node.__typename === "Moment" ? [[node.id, { liked: node.liked, count: node.likeCount }]] : [],
          ),
        );
      } catch {
        // unknown: a press then asks the API, which answers for itself
        viewer.current ??= "";
      }
      if (stopped) return;
      for (const controls of fresh) {
        const state = states.get(controls.dataset.moment ?? "");
        if (state) {
          confirmed.current.set(controls, state);
          show(controls, state);
        }
        const like = likeButton(controls);
        if (like) like.disabled = false;
        const remove = deleteButton(controls);
        if (remove && viewer.current && controls.dataset.momentAuthor === viewer.current) remove.hidden = false;
      }
    };

    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>("button");
      const controls = button?.closest<HTMLElement>("[data-moment]");
      if (!button || !controls || !root.contains(controls)) return;
      if (button.matches("[data-moment-like]")) void toggleLike(controls);
      else if (button.matches("[data-moment-delete]")) setConfirming(controls);
    };

    void sync();
    // pages of moments that infinite scroll appends
    const observer = new MutationObserver(() => void sync());
    observer.observe(root, { childList: true, subtree: true });
    root.addEventListener("click", onClick);
    return () => {
      stopped = true;
      observer.disconnect();
      root.removeEventListener("click", onClick);
    };
  }, []);

  const remove = async () => {
    const controls = confirming;
    const id = controls?.dataset.moment;
    if (!controls || !id) return;
    setDeleting(true);
    try {
      await request(DeleteMoment, { id });
    } catch (error) {
      setDeleting(false);
      if (!toastApiError(error, t)) toast.error(t("apiErrors.UNKNOWN_ERROR"));
      return;
    }
    const away = controls.dataset.deletedHref;
    if (away) {
      // its own page: it is gone, so go to the author's moments
      window.location.assign(away);
      return;
    }
    // in a list: the item goes, and focus moves to the next one (or the one before, or the list)
    const item = controls.closest("li") ?? controls.closest("article");
    const items = item?.parentElement ? [...item.parentElement.children] : [];
    const at = item ? items.indexOf(item) : -1;
    const neighbour = [...items.slice(at + 1), ...items.slice(0, Math.max(0, at)).reverse()].find(
      (other) => !(other as HTMLElement).hidden,
    );
    if (item) (item as HTMLElement).hidden = true;
    setConfirming(null);
    setDeleting(false);
    toast.success(t("momentActions.deleted"));
    const target =
      neighbour?.querySelector<HTMLElement>("a[href]") ??
      document.getElementById("feed-heading") ??
      document.querySelector<HTMLElement>("main");
    if (target && !target.matches("a[href]")) target.tabIndex = -1;
    // once the dialog is gone (the page is inert while it is open)
    let frames = 0;
    const focusWhenClosed = () => {
      if (document.querySelector("dialog[open]") && frames++ < 120) requestAnimationFrame(focusWhenClosed);
      else target?.focus();
    };
    requestAnimationFrame(focusWhenClosed);
  };

  return (
    <Dialog
      open={confirming !== null}
      onClose={() => {
        if (!deleting) setConfirming(null);
      }}
      title={t("momentActions.deleteTitle")}
      description={t("momentActions.deleteBody")}
    >
      <div className={styles.dialogActions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => setConfirming(null)}
          disabled={deleting}
          data-autofocus=""
        >
          {t("momentActions.cancel")}
        </button>
        <button type="button" className={styles.danger} onClick={remove} disabled={deleting}>
          {deleting ? t("momentActions.deleting") : t("momentActions.delete")}
        </button>
      </div>
    </Dialog>
  );
}
