import { getTranslations } from "next-intl/server";
import { getCircleFollowed } from "@/lib/graphql/reads/circle";
import { getViewerKind } from "@/lib/graphql/reads/social";
import { editCirclePath } from "@/lib/url/entity-paths";
import { CircleFollowButton } from "./circle-follow-button";

/**
 * What the reader can do on a circle's page, read as the viewer: render it inside <Suspense>.
 * Its owner edits it; anyone else follows it (a visitor is asked to log in). An archived circle
 * takes no new followers.
 */
export async function CircleActions({
  name,
  circleId,
  displayName,
  ownerId,
  archived,
}: {
  name: string;
  circleId: string;
  displayName: string;
  ownerId: string;
  archived: boolean;
}) {
  const { kind, id } = await getViewerKind();
  if (id === ownerId) {
    const t = await getTranslations("circle");
    return <a href={editCirclePath(name)}>{t("edit")}</a>;
  }
  const followed = await getCircleFollowed(name);
  if (archived && !followed) return null;
  return <CircleFollowButton circleId={circleId} displayName={displayName} viewer={kind} initial={followed} />;
}
