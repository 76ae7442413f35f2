import { useTranslations } from "next-intl";
import { Avatar } from "@/components/layout/avatar";
import type { UserProfileFieldsFragment as UserProfile } from "@/lib/graphql/generated/graphql";
import { abbreviateNumber } from "@/lib/i18n/format";
import styles from "./user-profile-card.module.css";

/** A person's card; an archived account shows only that it is archived (section 4). */
export function UserProfileCard({ user }: { user: UserProfile }) {
  const t = useTranslations("user");
  if (user.status?.state === "archived") {
    return (
      <div className={styles.card}>
        <Avatar src={null} name="?" size={72} />
        <p className={styles.name} aria-disabled="true">
          {t("archived")}
        </p>
      </div>
    );
  }
  const name = user.displayName ?? user.userName ?? "";
  return (
    <div className={styles.card}>
      <Avatar src={user.avatar} name={name} size={72} />
      <p className={styles.name}>{name}</p>
      <p className={styles.handle}>@{user.userName}</p>
      {user.info.description ? <p className={styles.description}>{user.info.description}</p> : null}
      <dl className={styles.counts}>
        <div>
          <dt>{t("followers")}</dt>
          <dd>{abbreviateNumber(user.followers.totalCount)}</dd>
        </div>
        <div>
          <dt>{t("following")}</dt>
          <dd>{abbreviateNumber(user.following.users.totalCount)}</dd>
        </div>
      </dl>
    </div>
  );
}
