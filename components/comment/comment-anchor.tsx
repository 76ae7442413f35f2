"use client";

import { useEffect } from "react";

/** Whether `part` is a comment's global id (base64 of `Comment:<n>`). */
function isCommentId(part: string) {
  try {
    return /^Comment:\d+$/.test(atob(part));
  } catch {
    return false;
  }
}

/** The comment a page address points at: `#commentId` or `#parentId-replyId` (section 2.3). */
function addressed(): string | null {
  const hash = decodeURIComponent(window.location.hash.slice(1));
  const parts = hash.split("-");
  return parts.length <= 2 && parts.every(isCommentId) ? hash : null;
}

/**
 * Scrolls the comment the address points at into view and marks it (aria-current and
 * data-highlighted). A fragment never reaches the server, so when the comment is not on this
 * page the island asks for the page again with `?comment=` the address: the server then puts
 * that thread first. Renders nothing.
 */
export function CommentAnchor() {
  useEffect(() => {
    const mark = () => {
      for (const old of document.querySelectorAll("[data-highlighted]")) {
        old.removeAttribute("data-highlighted");
        old.removeAttribute("aria-current");
      }
      const target = addressed();
      if (!target) return;
      const element =
        document.getElementById(target) ?? document.querySelector(`[data-comment="${CSS.escape(target)}"]`);
      if (element instanceof HTMLElement) {
        element.setAttribute("data-highlighted", "true");
        element.setAttribute("aria-current", "true");
        element.scrollIntoView({ block: "center" });
        element.focus({ preventScroll: true });
        return;
      }
      const params = new URLSearchParams(window.location.search);
      if (params.get("comment") === target) return; // asked already: the comment is gone or unreadable
      params.set("comment", target);
      params.delete("after");
      window.location.replace(`${window.location.pathname}?${params}#${target}`);
    };
    mark();
    window.addEventListener("hashchange", mark);
    return () => window.removeEventListener("hashchange", mark);
  }, []);
  return null;
}
