import type { ViewerKind } from "@/components/auth/viewer-gate";

/**
 * Section 5: the follow button is not shown to an inactive viewer, on the viewer's own profile,
 * or for an archived account the viewer does not follow already. Nor while the viewer blocks
 * the person: no follow crosses a block (their Unblock button is shown instead).
 */
export function followButtonShown(p: {
  viewer: ViewerKind;
  viewerId: string | null;
  userId: string;
  archived: boolean;
  isFollowee: boolean;
  isBlocking: boolean;
}): boolean {
  if (p.viewer === "inactive" || p.viewerId === p.userId) return false;
  if (p.archived && !p.isFollowee) return false;
  return !p.isBlocking;
}
