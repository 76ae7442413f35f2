import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Avatar } from "@/components/layout/avatar";
import type { CircleView } from "@/lib/graphql/reads/circle";
import { imageUrl } from "@/lib/media/paths";
import { userPath } from "@/lib/url/entity-paths";
import styles from "./circle.module.css";

/**
 * The circle's head: cover, avatar, names, description, owner, monthly price and followers; the
 * reader's buttons (`actions`, streamed: components/circle/circle-actions.tsx).
 */
export async function CircleHeader({ circle, actions }: { circle: CircleView; actions?: ReactNode }) {
  const t = await getTranslations("circle");
  const price = circle.prices?.[0];
  const owner = circle.owner;
  return (
    <header className={styles.header}>
      {circle.cover ? (
        // biome-ignore lint/performance/noImgElement: uploads are resized by the worker's image route
        <img
          className={styles.cover}
          src={imageUrl(circle.cover, { w: 1200, h: 300, fit: "cover" })}
          alt=""
          width={1200}
          height={300}
        />
      ) : null}
      <div className={styles.identity}>
        <Avatar src={circle.avatar ?? null} name={circle.displayName} size={72} />
        <div className={styles.names}>
          <h1 id="circle-heading">{circle.displayName}</h1>
          <p className={styles.handle}>~{circle.name}</p>
        </div>
      </div>
      {circle.state === "archived" ? <p className={styles.meta}>{t("archived")}</p> : null}
      {circle.description ? <p className={styles.description}>{circle.description}</p> : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t("owner")}</dt>
          <dd>
            {owner.userName ? (
              <a href={userPath(owner.userName)}>{owner.displayName ?? owner.userName}</a>
            ) : (
              (owner.displayName ?? "")
            )}
          </dd>
        </div>
        {price ? (
          <div>
            <dt>{t("price")}</dt>
            <dd>{t("pricePerMonth", { amount: price.amount, currency: price.currency })}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("followers")}</dt>
          <dd>{circle.followers.totalCount}</dd>
        </div>
      </dl>
      <div className={styles.actions}>{actions}</div>
    </header>
  );
}
