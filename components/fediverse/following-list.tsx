import { getTranslations } from "next-intl/server";
import { Avatar } from "@/components/layout/avatar";
import styles from "./fediverse.module.css";
import type { FediverseProfile } from "./fediverse-page";
import { FollowForm } from "./follow-form";
import { UnfollowButton } from "./unfollow-button";

/** Whom the reader follows on the fediverse (pending ones say so), with a form to follow by handle. */
export async function FollowingList({ profile }: { profile: FediverseProfile }) {
  const t = await getTranslations("fediverse");
  return (
    <>
      <FollowForm />
      <p className={styles.hint}>{t("limit", { max: profile.maxFollowing })}</p>
      <h2>{t("followingTitle")}</h2>
      {profile.following.length === 0 ? (
        <p>{t("followingEmpty")}</p>
      ) : (
        <ul className={styles.list}>
          {profile.following.map((actor) => {
            const name = actor.name || actor.account || actor.actorId;
            const account = actor.account ?? actor.actorId;
            return (
              <li key={actor.actorId} className={styles.item}>
                <div className={styles.byline}>
                  <Avatar src={null} name={name} size={32} />
                  <a href={actor.url} rel="noopener noreferrer nofollow">
                    {name}
                  </a>
                  <span className={styles.account}>@{account}</span>
                  {actor.status === "pending" ? <span className={styles.account}>({t("pending")})</span> : null}
                  <UnfollowButton actorId={actor.actorId} account={account} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
