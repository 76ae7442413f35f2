import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Avatar } from "@/components/layout/avatar";
import type { Byline as Person } from "@/lib/graphql/documents/comment";
import { userPath } from "@/lib/url/entity-paths";
import styles from "./comment.module.css";

/**
 * Who wrote a comment or a moment (section 2.8's user digest): avatar and display name link
 * to the profile, @userName below. An archived account reads 'Account Archived' and one
 * without a user name 'Anonymous User', neither linked (section 4).
 */
export function Byline({ person, size = 32, children }: { person: Person; size?: number; children?: ReactNode }) {
  const t = useTranslations("comment");
  const archived = person.status?.state === "archived";
  const name = archived
    ? t("archivedUser")
    : person.userName
      ? (person.displayName ?? person.userName)
      : t("anonymousUser");
  const linked = !archived && person.userName;
  const names = (
    <>
      <Avatar src={archived ? null : person.avatar} name={name} size={size} />
      <span className={styles.names}>
        <span className={styles.displayName}>{name}</span>
        {linked ? <span className={styles.userName}>@{person.userName}</span> : null}
      </span>
    </>
  );
  return (
    <div className={styles.byline}>
      {linked ? (
        <a className={styles.person} href={userPath(person.userName ?? "")}>
          {names}
        </a>
      ) : (
        <span className={styles.person}>{names}</span>
      )}
      {children}
    </div>
  );
}
