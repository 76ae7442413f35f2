import { isMemberShell } from "@/components/layout/member-shell";
import type { UserProfileFieldsFragment as UserProfile } from "@/lib/graphql/generated/graphql";
import { getUserViewerState, getViewerKind } from "@/lib/graphql/reads/social";
import { PersonFollowIsland } from "./person-follow-island";
import { ProfileMoreIsland } from "./profile-more-island";

// The reader's buttons on a profile, each read as the viewer: render each inside <Suspense>,
// in the card's row of actions, Follow first and the "…" menu last (the share button between).
// On the copy kept for every signed-in reader (server/cache/member-pages.ts) nothing is read
// here: the islands take the reader's state from the answer.

const personOf = (user: UserProfile) => ({
  id: user.id,
  name: user.displayName ?? user.userName ?? "",
  archived: user.status?.state === "archived",
});

/** Follow (section 5's rules), or nothing. */
export async function ProfileFollow({ user }: { user: UserProfile }) {
  const person = personOf(user);
  if (await isMemberShell()) return <PersonFollowIsland user={person} />;
  const [{ kind, id: viewerId }, relation] = await Promise.all([getViewerKind(), getUserViewerState(user.id)]);
  return <PersonFollowIsland user={person} reader={{ kind, viewerId, relation: relation ?? null }} />;
}

/** The "…" menu (profile-more-island.tsx), or nothing. */
export async function ProfileMore({ user }: { user: UserProfile }) {
  const person = personOf(user);
  if (await isMemberShell()) return <ProfileMoreIsland user={person} />;
  const { kind, id: viewerId } = await getViewerKind();
  const own = viewerId === user.id;
  const relation = kind === "active" && !own ? await getUserViewerState(user.id) : null;
  return <ProfileMoreIsland user={person} reader={{ kind, own, blocking: relation?.isBlocking ?? false }} />;
}
