"use client";

import { useTranslations } from "next-intl";
import { createContext, type ReactNode, type RefObject, use, useEffect, useEffectEvent, useRef, useState } from "react";
import { localCopyKey } from "@/components/editor/local-copy";
import { toastApiError } from "@/components/ui/api-error-toast";
import type { CommentTarget, CommentViewer, Vote } from "./comment-requests";

// What the viewer is to a thread of comments: who they are, their votes, which replies they
// were writing. The thread's HTML is the same for everyone (a visitor's page may come from a
// shared cache), so this is asked once the page has loaded, for all the comments of the
// section at once, and handed to each comment's controls (comment-controls.tsx) here.

type CommentThreadState = {
  target: CommentTarget;
  /** Null until the API has answered: the buttons wait, disabled. */
  viewer: CommentViewer | null;
  votes: ReadonlyMap<string, Vote>;
  /** Comments the viewer was writing a reply to (kept on the device), to open again. */
  drafts: ReadonlySet<string>;
  /** The key a reply's draft is kept under: `v1__form:{viewer}:comment:{target}:{thread}:{comment}`. */
  draftKey: (parentId?: string, replyTo?: string) => string;
  /** Where focus goes when the comment that had it is gone (deleted). */
  heading: RefObject<HTMLHeadingElement | null>;
};

const CommentThreadContext = createContext<CommentThreadState | null>(null);

export function useCommentThread(): CommentThreadState {
  const state = use(CommentThreadContext);
  if (!state) throw new Error("useCommentThread outside CommentViewerProvider");
  return state;
}

/** The API's calls for the thread, fetched with the first ask (never in the page's first load). */
export const commentRequests = () => import("./comment-requests");

const NO_VOTES: ReadonlyMap<string, Vote> = new Map();
const NO_DRAFTS: ReadonlySet<string> = new Set();

/** `ids`: the comments of the section that show controls, as the server rendered them. */
export function CommentViewerProvider({
  target,
  ids,
  children,
}: {
  target: CommentTarget;
  ids: string[];
  children: ReactNode;
}) {
  const t = useTranslations();
  const heading = useRef<HTMLHeadingElement>(null);
  const [asked, setAsked] = useState<{
    viewer: CommentViewer;
    votes: ReadonlyMap<string, Vote>;
    drafts: ReadonlySet<string>;
  } | null>(null);
  // the comments as first rendered: later ones (a reply just sent) have no vote of the viewer's yet
  const [firstIds] = useState(ids);
  const failed = useEffectEvent((error: unknown) => toastApiError(error, t));

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const { viewer, votes } = await (await commentRequests()).askViewerState(firstIds);
        if (cancelled) return;
        setAsked({ viewer, votes, drafts: viewer.kind === "active" ? keptReplies(viewer.id, target.id) : NO_DRAFTS });
      } catch (error) {
        if (!cancelled) failed(error);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [firstIds, target.id]);

  const viewerId = asked?.viewer.id ?? "";
  const state: CommentThreadState = {
    target,
    viewer: asked?.viewer ?? null,
    votes: asked?.votes ?? NO_VOTES,
    drafts: asked?.drafts ?? NO_DRAFTS,
    draftKey: (parentId = "", replyTo = "") => localCopyKey(viewerId, `comment:${target.id}:${parentId}:${replyTo}`),
    heading,
  };
  return <CommentThreadContext value={state}>{children}</CommentThreadContext>;
}

/** The comments a reply was being typed to when the page was left (their drafts are kept). */
function keptReplies(viewerId: string, targetId: string): ReadonlySet<string> {
  const prefix = localCopyKey(viewerId, `comment:${targetId}:`);
  const found = new Set<string>();
  for (let i = 0; i < window.localStorage.length; i++) {
    const key = window.localStorage.key(i);
    if (!key?.startsWith(prefix)) continue;
    const [parentId = "", replyTo = ""] = key.slice(prefix.length).split(":");
    if (parentId) found.add(replyTo || parentId);
  }
  return found;
}

/** The thread's heading: focus goes there when the comment that had it is deleted. */
export function CommentHeading({ className, children }: { className?: string; children: ReactNode }) {
  const { heading } = useCommentThread();
  return (
    <h2 id="comments-heading" ref={heading} className={className} tabIndex={-1}>
      {children}
    </h2>
  );
}

/**
 * Puts a comment's page address (`#parentId-replyId`) in the address bar once it is written, to
 * be copied or shared, without the jump to it a navigation would make.
 */
export function showAddress(anchor: string) {
  const url = new URL(window.location.href);
  url.hash = anchor;
  window.history.replaceState(null, "", url);
}
