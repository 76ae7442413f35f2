import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Avatar } from "@/components/layout/avatar";
import { countKeys } from "@/components/ui/count-keys";
import { LiveCount } from "@/components/ui/live-count";
import type { UserProfileFieldsFragment as UserProfile } from "@/lib/graphql/generated/graphql";
import { userFollowersPath, userFollowingPath } from "@/lib/url/entity-paths";
import styles from "./user-profile-card.module.css";

/**
 * A person's card; an archived account shows only that it is archived (section 4). The counts
 * lead to the lists of followers and followings, and change at once when the reader follows
 * (LiveCount). `actions` are the reader's buttons (follow, block), streamed in.
 */
export function UserProfileCard({ user, actions }: { user: UserProfile; actions?: ReactNode }) {
  const t = useTranslations("user");
  if (user.status?.state === "archived") {
    return (
      <div className={styles.card}>
        <Avatar src={null} name="?" size={72} />
        <p className={styles.name} aria-disabled="true">
          {t("archived")}
        </p>
        {actions}
      </div>
    );
  }
  const name = user.displayName ?? user.userName ?? "";
  const userName = user.userName ?? "";
  return (
    <div className={styles.card}>
      <Avatar src={user.avatar} name={name} size={72} />
      <p className={styles.name}>{name}</p>
      <p className={styles.handle}>@{user.userName}</p>
      {user.info.description ? <p className={styles.description}>{user.info.description}</p> : null}
      <ul className={styles.counts}>
        <li>
          <a href={userFollowersPath(userName)}>
            <span className={styles.count}>
              <LiveCount countKey={countKeys.followers(user.id)} value={user.followers.totalCount} />
            </span>{" "}
            <span className={styles.countLabel}>{t("followers")}</span>
          </a>
        </li>
        <li>
          <a href={userFollowingPath(userName)}>
            <span className={styles.count}>
              <LiveCount countKey={countKeys.following(user.id)} value={user.following.users.totalCount} />
            </span>{" "}
            <span className={styles.countLabel}>{t("following")}</span>
          </a>
        </li>
      </ul>
      {actions}
    </div>
  );
}
