"use client";

import type { ViewerKind } from "@/components/auth/viewer-gate";
import { memberKind, useMemberState } from "@/components/layout/member-state";
import type { Person } from "./person-follow-island";
import { ProfileMenu } from "./profile-menu";

// A profile's "…" menu. Where the page was rendered for its reader, the server says who they
// are and whether they block the person (`reader`); on the copy kept for every signed-in reader
// (server/cache/member-pages.ts) it comes with the answer, and that copy is never one's own profile.

export type MoreReader = { kind: ViewerKind; own: boolean; blocking: boolean };

/**
 * For anyone but the person themself, Block for active signed-in readers and Report unless the
 * account is archived; nothing when it would hold neither, nor until the reader's state is known.
 */
export function ProfileMoreIsland({ user, reader }: { user: Person; reader?: MoreReader }) {
  const state = useMemberState();
  const shown =
    reader ??
    (state && state.user?.id === user.id
      ? { kind: memberKind(state), own: false, blocking: state.user.isBlocking }
      : null);
  if (!shown) return null;
  const blockable = shown.kind === "active" && !shown.own;
  // an archived account's page says so; there is no one left to report
  const reportable = !shown.own && !user.archived;
  if (!blockable && !reportable) return null;
  return (
    <ProfileMenu
      userId={user.id}
      name={user.name}
      viewer={shown.kind}
      blocking={blockable ? shown.blocking : null}
      reportable={reportable}
    />
  );
}
