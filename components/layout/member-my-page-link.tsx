"use client";

import { useMemberState } from "./member-state";
import { NavLink } from "./nav-link";

/** My Page in the channel list of a page kept for every signed-in reader: its dot once the reader's state says there is new work. */
export function MemberMyPageLink({ label, newWork }: { label: string; newWork: string }) {
  const state = useMemberState();
  return (
    <NavLink href="/follow" alsoCurrentAt="/" dot={state?.viewer.status?.unreadFollowing ? newWork : undefined}>
      {label}
    </NavLink>
  );
}
