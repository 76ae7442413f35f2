import { getTranslations } from "next-intl/server";
import { getViewerSummary } from "@/lib/graphql/reads/viewer";
import { userMomentsPath } from "@/lib/url/entity-paths";
import styles from "./moment.module.css";
import { MomentFormIsland } from "./moment-islands";
import { MomentMessages } from "./moment-messages";

type Place = { kind: "profile"; userId: string; userName: string } | { kind: "page" };

/**
 * The moment form for the signed-in viewer, where it was asked for: above their own moments on
 * their profile (`?form=write-moment`; on anyone else's, nothing), or on /m/edit. It reads the
 * session, so on the profile it streams in <Suspense> while the cached page does not wait. An
 * inactive account is told why it cannot post (the API refuses it regardless).
 */
export async function MomentFormSlot({ place }: { place: Place }) {
  const viewer = await getViewerSummary();
  if (!viewer?.id || !viewer.userName) return null;
  if (place.kind === "profile" && viewer.id !== place.userId) return null;
  const t = await getTranslations("moment");
  const state = viewer.status?.state ?? "active";
  if (state !== "active") return <p className={styles.cannotPost}>{t("cannotPost", { state })}</p>;
  const moments = userMomentsPath(viewer.userName);
  const form = (
    <MomentMessages form>
      <MomentFormIsland authorId={viewer.id} postedHref={moments} cancelHref={moments} />
    </MomentMessages>
  );
  if (place.kind === "page") return form;
  return (
    <section aria-labelledby="moment-form-heading">
      <h2 id="moment-form-heading" className="visually-hidden">
        {t("writeHere")}
      </h2>
      {form}
    </section>
  );
}
