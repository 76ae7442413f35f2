import { getTranslations } from "next-intl/server";
import { getCircleViewerState } from "@/lib/graphql/reads/circle";
import { getViewerKind } from "@/lib/graphql/reads/social";
import { editCirclePath } from "@/lib/url/entity-paths";
import { CircleFollowButton } from "./circle-follow-button";
import type { CirclePrice } from "./circle-subscribe-dialog";
import { CircleSubscription } from "./circle-subscription";

/**
 * What the reader can do on a circle's page, read as the viewer: render it inside <Suspense>.
 * Its owner edits it; anyone else subscribes (or, a member, unsubscribes) and follows it (a
 * visitor is asked to log in). An archived circle takes no new followers or members.
 */
export async function CircleActions({
  name,
  circleId,
  displayName,
  ownerId,
  archived,
  price,
}: {
  name: string;
  circleId: string;
  displayName: string;
  ownerId: string;
  archived: boolean;
  /** The monthly price; null for a circle that sells none. */
  price: CirclePrice | null;
}) {
  const { kind, id } = await getViewerKind();
  if (id === ownerId) {
    const t = await getTranslations("circle");
    return <a href={editCirclePath(name)}>{t("edit")}</a>;
  }
  const { followed, member, memberUntil } = await getCircleViewerState(name);
  const subscription =
    price && (member || !archived) ? (
      <CircleSubscription
        circleId={circleId}
        displayName={displayName}
        price={price}
        viewer={kind}
        member={member}
        memberUntil={memberUntil}
      />
    ) : null;
  const follow =
    archived && !followed ? null : (
      <CircleFollowButton circleId={circleId} displayName={displayName} viewer={kind} initial={followed} />
    );
  return (
    <>
      {subscription}
      {follow}
    </>
  );
}
