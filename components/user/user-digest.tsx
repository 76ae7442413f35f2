import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Avatar } from "@/components/layout/avatar";
import type { UserDigestFieldsFragment as Digest } from "@/lib/graphql/generated/graphql";
import { userPath } from "@/lib/url/entity-paths";
import styles from "./user-digest.module.css";

/**
 * A person in a line (section 2.8): avatar and display name link to the profile, @userName
 * beneath. An archived account reads 'Account Archived', a missing one or one without a user
 * name 'Anonymous User'; neither links anywhere (section 4). `children` follow on the same line.
 */
export function UserDigest({
  user,
  size = 32,
  children,
}: {
  user: Digest | null;
  size?: number;
  children?: ReactNode;
}) {
  const t = useTranslations("user");
  const { name, linked } = shownPerson(user, t);
  const names = (
    <>
      <Avatar src={linked ? (user?.avatar ?? null) : null} name={name} size={size} />
      <span className={styles.names}>
        <span className={styles.displayName}>{name}</span>
        {linked ? <span className={styles.userName}>@{linked}</span> : null}
      </span>
    </>
  );
  return (
    <div className={styles.digest}>
      {linked ? (
        <a className={styles.person} href={userPath(linked)}>
          {names}
        </a>
      ) : (
        <span className={styles.person} aria-disabled="true">
          {names}
        </span>
      )}
      {children}
    </div>
  );
}

/**
 * The name a person is shown by, and the user name their profile is at, or null where nothing
 * may link to them (an archived account, one without a user name): section 4's rules.
 */
export function shownPerson(
  user: Digest | null,
  t: (key: "archived" | "anonymous") => string,
): { name: string; linked: string | null } {
  if (user?.status?.state === "archived") return { name: t("archived"), linked: null };
  if (!user?.userName) return { name: t("anonymous"), linked: null };
  return { name: user.displayName ?? user.userName, linked: user.userName };
}
