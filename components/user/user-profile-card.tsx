import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Avatar } from "@/components/layout/avatar";
import { countKeys } from "@/components/ui/count-keys";
import { LiveCount, LiveCountWord } from "@/components/ui/live-count";
import type { UserProfileFieldsFragment as UserProfile } from "@/lib/graphql/generated/graphql";
import { imageSrcSet, imageUrl } from "@/lib/media/paths";
import { userFollowersPath, userFollowingPath } from "@/lib/url/entity-paths";
import { UserBadges } from "./user-badges";
import styles from "./user-profile-card.module.css";

/** The card's width in the side column (below LG the card spans the page, and so does the cover). */
const COVER_WIDTH = 320;
/** 10:3, the crop the settings form previews. */
const COVER_HEIGHT = 96;

/**
 * A person's card; an archived account shows only that it is archived (section 4). The counts
 * lead to the lists of followers and followings, and change at once when the reader follows
 * (LiveCount). `actions` are the reader's buttons (follow, block), streamed in. The profile
 * cover, when there is one, heads the card.
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
  const cover = user.info.profileCover;
  return (
    <div className={styles.card}>
      {cover ? (
        // biome-ignore lint/performance/noImgElement: resized by the worker's image route, as avatars are
        <img
          className={styles.cover}
          src={imageUrl(cover, { w: COVER_WIDTH, h: COVER_HEIGHT, fit: "cover" })}
          srcSet={imageSrcSet(cover, COVER_WIDTH, { h: COVER_HEIGHT, fit: "cover" }) || undefined}
          sizes={`(width < 867px) 100vw, ${COVER_WIDTH}px`}
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          alt=""
        />
      ) : null}
      <Avatar src={user.avatar} name={name} size={72} className={styles.avatar} />
      <p className={styles.name}>{name}</p>
      <p className={styles.handle}>@{user.userName}</p>
      {user.info.cryptoWallet?.hasNFTs ? (
        <p className={styles.badge}>
          {/* biome-ignore lint/performance/noImgElement: a 64 px SVG from public/, nothing for next/image to resize */}
          <img src="/badges/logbook.svg" alt="" width={20} height={20} />
          {t("logbookBadge")}
        </p>
      ) : null}
      <UserBadges badges={(user.info.badges ?? []).map((b) => b.type)} />
      {user.info.description ? <p className={styles.description}>{user.info.description}</p> : null}
      <ul className={styles.counts}>
        <li>
          <a href={userFollowersPath(userName)}>
            <span className={styles.count}>
              <LiveCount countKey={countKeys.followers(user.id)} value={user.followers.totalCount} />
            </span>{" "}
            <span className={styles.countLabel}>
              <LiveCountWord
                countKey={countKeys.followers(user.id)}
                value={user.followers.totalCount}
                word="followers"
              />
            </span>
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
