import { getTranslations } from "next-intl/server";
import { getCircleInvitation, getCircleViewerState } from "@/lib/graphql/reads/circle";
import { getViewerKind } from "@/lib/graphql/reads/social";
import { cardPaymentsAvailable } from "@/lib/payments/card-available";
import { circleSettingsPath, editCirclePath } from "@/lib/url/entity-paths";
import { CircleFollowButton } from "./circle-follow-button";
import { CircleInvitationAccept } from "./circle-invitation-accept";
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
    const tInvitation = await getTranslations("circleInvitation");
    return (
      <>
        <a href={editCirclePath(name)}>{t("edit")}</a>
        <a href={circleSettingsPath(name)}>{tInvitation("settings")}</a>
      </>
    );
  }
  const [{ followed, member, memberUntil }, freePeriod, cards] = await Promise.all([
    getCircleViewerState(name),
    getCircleInvitation(name),
    cardPaymentsAvailable(),
  ]);
  // invited: the free period and Accept in place of the paid subscription
  const invited = !member && !archived && price && freePeriod !== null;
  const subscription = invited ? (
    <CircleInvitationAccept circleId={circleId} freePeriod={freePeriod} />
  ) : price && (member || !archived) ? (
    <CircleSubscription
      circleId={circleId}
      displayName={displayName}
      price={price}
      viewer={kind}
      member={member}
      memberUntil={memberUntil}
      cards={cards}
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
