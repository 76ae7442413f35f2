import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import feedStyles from "@/components/article/article-feed.module.css";
import { siteConfig } from "@/components/layout/site-meta";
import { getViewerFediverse } from "@/lib/graphql/reads/fediverse";
import { getViewerSettings } from "@/lib/graphql/reads/settings";
import styles from "./fediverse.module.css";
import { FediverseMessages } from "./fediverse-messages";
import { type FediverseTab, FediverseTabs } from "./fediverse-tabs";

export type FediverseProfile = Exclude<Awaited<ReturnType<typeof getViewerFediverse>>, "not_opted_in">;

/**
 * The frame of each fediverse view: heading, counts, tabs. A reader who never opted in is told
 * why there is nothing here and where to turn it on, instead of the view.
 */
export async function FediversePage({
  tab,
  children,
}: {
  tab: FediverseTab;
  children: (profile: FediverseProfile) => ReactNode;
}) {
  const t = await getTranslations("fediverse");
  const profile = await getViewerFediverse();
  if (profile === "not_opted_in") {
    const [viewer, site] = await Promise.all([getViewerSettings(), siteConfig()]);
    return (
      <section aria-labelledby="fediverse-heading">
        <h1 id="fediverse-heading" className={feedStyles.heading}>
          {t("title")}
        </h1>
        <p>{t("notOptedIn", { handle: `${viewer?.userName ?? ""}@${new URL(site.url).host}` })}</p>
        <p>
          <a href="/me/settings/misc">{t("notOptedInLink")}</a>
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="fediverse-heading">
      <h1 id="fediverse-heading" className={feedStyles.heading}>
        {t("title")}
      </h1>
      <p className={styles.intro}>
        @{profile.account} ·{" "}
        {t("counts", {
          following: profile.followingCount,
          pending: profile.pendingFollowingCount,
          followers: profile.followersCount,
        })}
      </p>
      <FediverseTabs current={tab} />
      <FediverseMessages>{children(profile)}</FediverseMessages>
    </section>
  );
}
