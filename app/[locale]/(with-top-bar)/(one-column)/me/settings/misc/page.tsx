import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireViewer } from "@/components/auth/require-viewer";
import { metadataFor, siteConfig } from "@/components/layout/site-meta";
import { CurrencySetting } from "@/components/settings/currency-setting";
import { FederationSetting } from "@/components/settings/federation-setting";
import { MomentFeedSetting } from "@/components/settings/moment-feed-setting";
import styles from "@/components/settings/settings.module.css";
import { SettingsMessages } from "@/components/settings/settings-messages";
import { getViewerSettings } from "@/lib/graphql/reads/settings";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "settings" });
  return metadataFor({ title: t("misc"), path: "/me/settings/misc", noindex: true });
}

/**
 * The rest of UserSettings: the display currency, the application to the hottest-moments
 * feed, and opting in to the fediverse (the handle is the name at this site's host). (The language is on /me/settings, the
 * notification switches on /me/settings/notifications.)
 */
export default async function MiscSettingsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireViewer("/me/settings/misc");
  const t = await getTranslations("settings");
  const [viewer, site] = await Promise.all([getViewerSettings(), siteConfig()]);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t("misc")}</h1>
      <SettingsMessages>
        <CurrencySetting currency={viewer?.settings.currency ?? "USD"} />
        <MomentFeedSetting applied={viewer?.isMomentFeedApplied ?? false} />
        <FederationSetting
          state={viewer?.federationSetting?.state ?? "disabled"}
          handle={`${viewer?.userName ?? ""}@${new URL(site.url).host}`}
        />
      </SettingsMessages>
      <p>
        <a href="/me/settings">{t("title")}</a>
      </p>
    </div>
  );
}
