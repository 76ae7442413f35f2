import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import styles from "@/components/admin/admin.module.css";
import { ChannelOrder } from "@/components/admin/channel-order";
import { metadataFor } from "@/components/layout/site-meta";
import { getAdminChannels } from "@/lib/graphql/reads/admin";
import { type Locale, toLanguage } from "@/lib/i18n/locales";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return metadataFor({ title: t("channels.title"), path: "/admin/channels", noindex: true });
}

/** /admin/channels: every channel in navbar order (hidden ones too), to reorder or open; new ones. */
export default async function AdminChannelsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("admin.channels");
  const channels = (await getAdminChannels(toLanguage(locale as Locale))).flatMap((c) =>
    c.__typename === "Tag"
      ? []
      : [
          {
            id: c.id,
            shortHash: c.shortHash,
            title: c.navbarTitle,
            kind: c.__typename,
            shown:
              c.__typename === "TopicChannel"
                ? c.enabled
                : c.__typename === "CurationChannel"
                  ? c.state === "published"
                  : c.channelEnabled,
          },
        ],
  );
  return (
    <section className={styles.section} aria-labelledby="admin-heading">
      <h1 id="admin-heading">{t("title")}</h1>
      <p>
        <a href="/admin/channels/new?kind=curation" className="button-primary">
          {t("newCuration")}
        </a>{" "}
        <a href="/admin/channels/new?kind=topic">{t("newTopic")}</a>
      </p>
      {channels.length === 0 ? <p>{t("empty")}</p> : <ChannelOrder channels={channels} />}
    </section>
  );
}
