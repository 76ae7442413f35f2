import { getFormatter, getTranslations } from "next-intl/server";
import styles from "@/components/settings/settings.module.css";
import type { CircleInvitationFieldsFragment } from "@/lib/graphql/generated/graphql";
import { userPath } from "@/lib/url/entity-paths";

/** One of the owner's invitation lists (pending or accepted), with a link to its next page. */
export async function CircleInvitationList({
  id,
  heading,
  empty,
  more,
  invitations,
  next,
}: {
  id: string;
  heading: string;
  empty: string;
  more: string;
  invitations: CircleInvitationFieldsFragment[];
  next: string | null;
}) {
  const t = await getTranslations("circleInvitation");
  const format = await getFormatter();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium" });
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {invitations.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className={styles.rows}>
          {invitations.map((invitation) => (
            <li key={invitation.id} className={styles.row}>
              <span className={styles.label}>
                {invitation.invitee.__typename === "User" ? (
                  <a href={userPath(invitation.invitee.userName ?? "")}>
                    {invitation.invitee.displayName ?? invitation.invitee.userName}
                  </a>
                ) : invitation.invitee.__typename === "Person" ? (
                  invitation.invitee.email
                ) : null}
              </span>
              <span className={styles.value}>
                {t("days", { count: invitation.freePeriod })} · {t(`state_${invitation.state}`)} ·{" "}
                {invitation.acceptedAt
                  ? t("acceptedAt", { date: date(invitation.acceptedAt) })
                  : t("sentAt", { date: date(invitation.sentAt) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {next ? (
        <p>
          <a href={next}>{more}</a>
        </p>
      ) : null}
    </section>
  );
}
