"use client";

import { useEffect, useRef } from "react";
import { MEMBER_STATE_ELEMENT_ID } from "@/lib/cache/member-pages";
import type { Theme } from "@/lib/cookies/names";
import type { MemberViewer } from "@/lib/graphql/member-state";
import { CreateMenu } from "./create-menu";
import { useMemberState } from "./member-state";
import { NotificationsButton } from "./notifications-button";
import styles from "./top-bar.module.css";
import { UserMenu } from "./user-menu";

/** Where the controls last drawn on this device are kept, with whose they are (see KEPT_CONTROLS_SCRIPT). */
const KEPT_CONTROLS = "margins:controls";

/**
 * The top bar must show the reader's controls from the first frame of every page (shell.spec).
 * A page kept for every signed-in reader (server/cache/member-pages.ts) has their state in its
 * head but is drawn without it, and the islands show it only once the scripts have run; so
 * while the page is parsed, this inline script (the same for every reader: allowed by its hash)
 * puts back the controls this device last drew, when they were drawn for the same account.
 * React leaves the slot's content alone as it hydrates (dangerouslySetInnerHTML), then draws
 * the controls in its place.
 */
const KEPT_CONTROLS_SCRIPT = `(function(){try{var slot=document.currentScript.previousElementSibling,state=document.getElementById("${MEMBER_STATE_ELEMENT_ID}"),kept=JSON.parse(localStorage.getItem("${KEPT_CONTROLS}")||"null");if(state&&kept&&JSON.parse(state.textContent).viewer.id===kept.id)slot.innerHTML=kept.html}catch(e){}})()`;

/**
 * A signed-in reader's end of the top bar: `reader` where the page was rendered for them, else
 * (a page kept for every signed-in reader) their state from the answer.
 */
export function SignedInControls({ theme, reader }: { theme: Theme | null; reader?: MemberViewer }) {
  const state = useMemberState();
  const viewer = reader ?? state?.viewer;
  const drawn = useRef<HTMLSpanElement>(null);
  const viewerId = viewer?.id;

  // the controls as first drawn here, for the next kept page's first frames
  useEffect(() => {
    if (!viewerId || !drawn.current) return;
    try {
      localStorage.setItem(KEPT_CONTROLS, JSON.stringify({ id: viewerId, html: drawn.current.innerHTML }));
    } catch {
      // storage refused: the next kept page shows the controls once its scripts run
    }
  }, [viewerId]);

  if (!viewer) {
    return (
      <>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: empty; marks the content as not React's to hydrate */}
        <span className={styles.controlsSlot} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, allowed by its hash */}
        <script dangerouslySetInnerHTML={{ __html: KEPT_CONTROLS_SCRIPT }} />
      </>
    );
  }
  const userName = viewer.userName ?? "";
  return (
    <span ref={drawn} className={styles.controlsSlot}>
      <CreateMenu userName={userName} inactive={viewer.status?.state !== "active"} />
      <NotificationsButton initialCount={viewer.status?.unreadNoticeCount ?? 0} />
      <UserMenu
        userName={userName}
        displayName={viewer.displayName ?? userName}
        avatar={viewer.avatar}
        circleName={viewer.ownCircles?.[0]?.name ?? null}
        admin={viewer.status?.role === "admin"}
        theme={theme}
      />
    </span>
  );
}
