import type { UserProfileFieldsFragment as UserProfile } from "@/lib/graphql/generated/graphql";
import { getUserViewerState, getViewerKind } from "@/lib/graphql/reads/social";
import { FollowButton } from "./follow-button";
import { followButtonProps } from "./follow-control";
import { ProfileMenu } from "./profile-menu";

// The reader's buttons on a profile, each read as the viewer: render each inside <Suspense>,
// in the card's row of actions, Follow first and the "…" menu last (the share button between).

/** Follow (section 5's rules), or nothing. */
export async function ProfileFollow({ user }: { user: UserProfile }) {
  const relation = await getUserViewerState(user.id);
  const name = user.displayName ?? user.userName ?? "";
  const follow = await followButtonProps({ id: user.id, name, archived: user.status?.state === "archived" }, relation);
  return follow ? <FollowButton {...follow} /> : null;
}

/**
 * For anyone but the person themself, a "…" menu: Block for active signed-in readers, Report
 * unless the account is archived; nothing when it would hold neither.
 */
export async function ProfileMore({ user }: { user: UserProfile }) {
  const { kind, id: viewerId } = await getViewerKind();
  const own = viewerId === user.id;
  const blockable = kind === "active" && !own;
  // an archived account's page says so; there is no one left to report
  const reportable = !own && user.status?.state !== "archived";
  if (!blockable && !reportable) return null;
  const relation = blockable ? await getUserViewerState(user.id) : null;
  return (
    <ProfileMenu
      userId={user.id}
      name={user.displayName ?? user.userName ?? ""}
      viewer={kind}
      blocking={blockable ? (relation?.isBlocking ?? false) : null}
      reportable={reportable}
    />
  );
}
