import { getFormatter, getTranslations } from "next-intl/server";
import type { AdminPersonQuery } from "@/lib/graphql/generated/graphql";
import styles from "./admin.module.css";
import { PersonSwitches } from "./person-switches";
import { UserModeration } from "./user-moderation";

type Person = NonNullable<AdminPersonQuery["user"]>;

/**
 * One person in the admin area: who they are, their state (and when a ban ends) and role, the
 * actions on them (none on oneself: the API refuses an admin's change of their own state or
 * role), and their entries in the audit log one link away.
 */
export async function AdminPerson({ person, self }: { person: Person; self: boolean }) {
  const t = await getTranslations("admin.users");
  const tFlags = await getTranslations("admin.flags.person");
  const format = await getFormatter();
  const state = person.status?.state ?? "active";
  const role = person.status?.role ?? "user";
  const name = person.displayName || person.userName || "";
  const banEnds = person.oss.banEndsAt;
  return (
    <section className={styles.section} aria-labelledby="admin-heading">
      <h1 id="admin-heading">{name}</h1>
      <p>
        <a href="/admin/users">{t("back")}</a> ·{" "}
        <a href={`/admin/audit?${new URLSearchParams({ user: person.userName ?? "" })}`}>{t("viewLog")}</a>
      </p>
      <dl className={styles.details}>
        <dt>{t("userName")}</dt>
        <dd>{person.userName}</dd>
        <dt>{t("email")}</dt>
        <dd>{person.info.email ?? "—"}</dd>
        <dt>{t("state")}</dt>
        <dd data-testid="person-state">
          {t(`states.${state}`)}
          {state === "banned"
            ? ` (${
                banEnds
                  ? t("banEnds", {
                      when: format.dateTime(new Date(banEnds), { dateStyle: "medium", timeStyle: "short" }),
                    })
                  : t("banForever")
              })`
            : null}
        </dd>
        <dt>{t("role")}</dt>
        <dd data-testid="person-role">{t(`roles.${role}`)}</dd>
      </dl>
      <h2>{t("actions")}</h2>
      {self ? <p>{t("self")}</p> : <UserModeration id={person.id} name={name} state={state} role={role} />}
      <h2>{tFlags("title")}</h2>
      <PersonSwitches
        id={person.id}
        restrictions={person.oss.restrictions.map((r) => r.type)}
        flags={person.oss.featureFlags.map((f) => f.type)}
      />
    </section>
  );
}
