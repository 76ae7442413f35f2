import type { UserProfileFieldsFragment as UserProfile } from "@/lib/graphql/generated/graphql";
import { getUserViewerState, getViewerKind } from "@/lib/graphql/reads/social";
import { BlockButton } from "./block-button";
import { FollowButton } from "./follow-button";
import { followButtonProps } from "./follow-control";

/**
 * The reader's buttons on a profile: follow (section 5's rules) and, for an active signed-in
 * reader looking at someone else, block. Read as the viewer: render it inside <Suspense>, in the
 * card's row of actions.
 */
export async function ProfileActions({ user }: { user: UserProfile }) {
  const { kind, id: viewerId } = await getViewerKind();
  const relation = await getUserViewerState(user.id);
  const name = user.displayName ?? user.userName ?? "";
  const follow = await followButtonProps({ id: user.id, name, archived: user.status?.state === "archived" }, relation);
  const blockable = kind === "active" && viewerId !== user.id;
  if (!follow && !blockable) return null;
  return (
    <>
      {follow ? <FollowButton {...follow} /> : null}
      {blockable ? <BlockButton userId={user.id} name={name} initial={relation?.isBlocking ?? false} /> : null}
    </>
  );
}
