import { useSyncExternalStore } from "react";
import type { ViewerKind } from "@/components/auth/viewer-gate";
import { MEMBER_STATE_ELEMENT_ID } from "@/lib/cache/member-pages";
import type { MemberState } from "@/lib/graphql/member-state";

// A signed-in reader's state on a page kept for all of them (server/cache/member-pages.ts): the
// worker writes it into the answer's head as a JSON data block. The server rendered the page
// without it, so the islands hydrate as the server drew them (undefined: their places kept)
// and show the reader's state right after.

let found: MemberState | null | undefined;

function snapshot(): MemberState | null | undefined {
  if (found !== undefined) return found;
  const element = document.getElementById(MEMBER_STATE_ELEMENT_ID);
  // in the head, so found once the body is there; a page without it (rendered for its reader) has none
  if (!element) {
    if (document.readyState === "loading") return undefined;
    found = null;
    return found;
  }
  try {
    found = JSON.parse(element.textContent ?? "null") as MemberState | null;
  } catch {
    found = null;
  }
  return found;
}

function subscribe(onChange: () => void): () => void {
  if (document.readyState !== "loading") return () => {};
  document.addEventListener("DOMContentLoaded", onChange);
  return () => document.removeEventListener("DOMContentLoaded", onChange);
}

const onServer = () => undefined;

/** The reader's state on a member page; undefined on the server and until the page holds it. */
export function useMemberState(): MemberState | null | undefined {
  return useSyncExternalStore(subscribe, snapshot, onServer);
}

/** What the social buttons need to know of the reader. */
export const memberKind = (state: MemberState): ViewerKind =>
  state.viewer.status?.state === "active" ? "active" : "inactive";
