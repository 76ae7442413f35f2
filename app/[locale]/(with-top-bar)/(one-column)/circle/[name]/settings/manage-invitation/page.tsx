import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireViewer } from "@/components/auth/require-viewer";
import { CircleInvitationList } from "@/components/circle/circle-invitation-list";
import { CircleInviteForm } from "@/components/circle/circle-invite-form";
import { CircleMessages } from "@/components/circle/circle-messages";
import { metadataFor } from "@/components/layout/site-meta";
import styles from "@/components/settings/settings.module.css";
import { getCircle, getCircleInvites } from "@/lib/graphql/reads/circle";
import { circleSettingsPath, manageInvitationPath } from "@/lib/url/entity-paths";
import { decodePathText } from "@/lib/url/path-text";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string; name: string }>;
  searchParams: Promise<{ pending?: string | string[]; accepted?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, name } = await params;
  const t = await getTranslations({ locale, namespace: "circleInvitation" });
  return metadataFor({ title: t("manageTitle"), path: manageInvitationPath(name), noindex: true });
}

/**
 * /~name/settings/manage-invitation: the owner invites people and sees the pending and accepted
 * invitations, each list a page at a time (?pending= and ?accepted= carry their cursors).
 */
export default async function ManageInvitationPage({ params, searchParams }: Props) {
  const { locale, name } = await params;
  setRequestLocale(locale);
  const decoded = decodePathText(name) ?? "";
  const path = manageInvitationPath(decoded);
  const viewer = await requireViewer(path);
  const circle = await getCircle(decoded);
  if (!circle || circle.owner.id !== viewer.id) notFound();
  const query = await searchParams;
  const pendingAfter = queryParam(query.pending);
  const acceptedAfter = queryParam(query.accepted);
  const invites = (await getCircleInvites(circle.name, pendingAfter, acceptedAfter)) ?? notFound();
  const t = await getTranslations("circleInvitation");
  const nextOf = (list: "pending" | "accepted", cursor: string | null | undefined) => {
    if (!cursor) return null;
    const next = new URLSearchParams();
    if (list === "pending") next.set("pending", cursor);
    else if (pendingAfter) next.set("pending", pendingAfter);
    if (list === "accepted") next.set("accepted", cursor);
    else if (acceptedAfter) next.set("accepted", acceptedAfter);
    return `${manageInvitationPath(circle.name)}?${next}`;
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t("manageTitle")}</h1>
      <section className={styles.section} aria-labelledby="invite-heading">
        <h2 id="invite-heading">{t("inviteHeading")}</h2>
        {circle.state === "active" ? (
          <CircleMessages>
            <CircleInviteForm circleId={circle.id} />
          </CircleMessages>
        ) : null}
      </section>
      <CircleInvitationList
        id="pending"
        heading={t("pending", { count: invites.pending.totalCount })}
        empty={t("nonePending")}
        more={t("morePending")}
        invitations={(invites.pending.edges ?? []).map((e) => e.node)}
        next={invites.pending.pageInfo.hasNextPage ? nextOf("pending", invites.pending.pageInfo.endCursor) : null}
      />
      <CircleInvitationList
        id="accepted"
        heading={t("accepted", { count: invites.accepted.totalCount })}
        empty={t("noneAccepted")}
        more={t("moreAccepted")}
        invitations={(invites.accepted.edges ?? []).map((e) => e.node)}
        next={invites.accepted.pageInfo.hasNextPage ? nextOf("accepted", invites.accepted.pageInfo.endCursor) : null}
      />
      <p>
        <a href={circleSettingsPath(circle.name)}>{t("settingsTitle")}</a>
      </p>
    </div>
  );
}
