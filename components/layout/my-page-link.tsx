"use client";

import { useMemberState } from "./member-state";
import { NavLink } from "./nav-link";

/**
 * My Page in the channel list, with its dot when the reader's followees have new work: `unread`
 * where the page was rendered for the reader, else (a page kept for every signed-in reader)
 * their state from the answer.
 */
export function MyPageLink({ label, newWork, unread }: { label: string; newWork: string; unread?: boolean }) {
  const state = useMemberState();
  const dot = unread ?? state?.viewer.status?.unreadFollowing;
  return (
    <NavLink href="/follow" alsoCurrentAt="/" dot={dot ? newWork : undefined}>
      {label}
    </NavLink>
  );
}
