import { getViewerKind } from "@/lib/graphql/reads/social";
import { FollowButton } from "./follow-button";
import { followButtonShown } from "./follow-rules";

export type Relation = { isFollower: boolean; isFollowee: boolean; isBlocking: boolean };
type Person = { id: string; name: string; archived: boolean };
const NONE: Relation = { isFollower: false, isFollowee: false, isBlocking: false };

/** The follow button's props for a person, or null where section 5 shows none. */
export async function followButtonProps(user: Person, relation: Relation | null | undefined) {
  const { kind, id: viewerId } = await getViewerKind();
  const r = relation ?? NONE;
  const shown = followButtonShown({
    viewer: kind,
    viewerId,
    userId: user.id,
    archived: user.archived,
    isFollowee: r.isFollowee,
    isBlocking: r.isBlocking,
  });
  if (!shown) return null;
  return {
    userId: user.id,
    name: user.name,
    viewer: kind,
    viewerId,
    initial: { isFollower: r.isFollower, isFollowee: r.isFollowee },
  };
}

/**
 * The follow button for a person, where section 5 shows one, starting from the viewer's
 * relation to them (null for a visitor). It reads who is looking: render it inside <Suspense>.
 */
export async function FollowControl({ user, relation }: { user: Person; relation: Relation | null | undefined }) {
  const props = await followButtonProps(user, relation);
  return props ? <FollowButton {...props} /> : null;
}
