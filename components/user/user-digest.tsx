import { useTranslations } from "next-intl";
import { Avatar } from "@/components/layout/avatar";
import type { UserDigest as Digest } from "@/lib/graphql/documents/article";
import { userPath } from "@/lib/url/entity-paths";
import styles from "./user-digest.module.css";

/**
 * A person in a line (section 2.8): avatar and display name link to the profile, @userName
 * beneath. An archived account reads 'Account Archived', a missing one 'Anonymous User';
 * neither links anywhere (section 4).
 */
export function UserDigest({ user, size = "small" }: { user: Digest | null; size?: "small" | "large" }) {
  const t = useTranslations("user");
  const pixels = size === "large" ? 48 : 32;
  const gone = !user || user.status?.state === "archived" || !user.userName;
  if (gone) {
    return (
      <span className={styles.digest} aria-disabled="true">
        <Avatar src={null} name="?" size={pixels} />
        <span className={styles.name}>{user ? t("archived") : t("anonymous")}</span>
      </span>
    );
  }
  const name = user.displayName ?? user.userName ?? "";
  return (
    <a className={styles.digest} href={userPath(user.userName ?? "")}>
      <Avatar src={user.avatar} name={name} size={pixels} />
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        <span className={styles.handle}>@{user.userName}</span>
      </span>
    </a>
  );
}
