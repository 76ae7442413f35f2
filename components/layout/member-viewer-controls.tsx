"use client";

import type { Theme } from "@/lib/cookies/names";
import { CreateMenu } from "./create-menu";
import { useMemberState } from "./member-state";
import { NotificationsButton } from "./notifications-button";
import styles from "./top-bar.module.css";
import { UserMenu } from "./user-menu";

/** ViewerControls on a page kept for every signed-in reader: the reader's own once the page holds their state. */
export function MemberViewerControls({ theme }: { theme: Theme | null }) {
  const state = useMemberState();
  if (!state) return <span className={styles.controlsPending} aria-hidden="true" />;
  const { viewer } = state;
  const userName = viewer.userName ?? "";
  return (
    <>
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
    </>
  );
}
