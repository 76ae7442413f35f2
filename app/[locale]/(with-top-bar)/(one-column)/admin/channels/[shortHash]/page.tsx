import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import styles from "@/components/admin/admin.module.css";
import { ChannelArticles } from "@/components/admin/channel-articles";
import { ChannelForm, FIRST_COLOR } from "@/components/admin/channel-form";
import { metadataFor } from "@/components/layout/site-meta";
import { getAdminChannel } from "@/lib/graphql/reads/admin";

type Props = { params: Promise<{ locale: string; shortHash: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, shortHash } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return metadataFor({ title: t("channels.editTitle"), path: `/admin/channels/${shortHash}`, noindex: true });
}

/** A datetime-local value (UTC: the server knows no admin's zone) of an ISO time. */
const local = (iso: string | null | undefined) => (iso ? iso.slice(0, 16) : "");

/** /admin/channels/[shortHash]: a topic or curation channel's form and its articles. */
export default async function AdminChannelPage({ params }: Props) {
  const { locale, shortHash } = await params;
  setRequestLocale(locale);
  const channel = await getAdminChannel(shortHash);
  if (!channel) notFound();
  const t = await getTranslations("admin.channels");
  const curation = channel.__typename === "CurationChannel";
  const texts = (
    en: string | null | undefined,
    zh_hant: string | null | undefined,
    zh_hans: string | null | undefined,
  ) => ({
    en: en ?? "",
    zh_hant: zh_hant ?? "",
    zh_hans: zh_hans ?? "",
  });
  return (
    <section className={styles.section} aria-labelledby="admin-heading">
      <p>
        <a href="/admin/channels">{t("back")}</a>
      </p>
      <h1 id="admin-heading">{channel.nameEn}</h1>
      <p>
        <a href={`/c/${channel.shortHash}`}>{t("view")}</a> · <a href="/admin/audit">{t("auditLink")}</a>
      </p>
      <ChannelForm
        kind={curation ? "curation" : "topic"}
        id={channel.id}
        initial={{
          name: texts(channel.nameEn, channel.nameZhHant, channel.nameZhHans),
          note: texts(channel.noteEn, channel.noteZhHant, channel.noteZhHans),
          shown: curation ? channel.state === "published" : channel.enabled,
          pinAmount: curation ? channel.pinAmount : 3,
          color: curation ? channel.color : FIRST_COLOR,
          start: curation ? local(channel.activePeriod.start) : "",
          end: curation ? local(channel.activePeriod.end) : "",
          providerId: curation ? "" : (channel.providerId ?? ""),
          showRecommendation: curation ? channel.showRecommendation : false,
        }}
      />
      <ChannelArticles
        channelId={channel.id}
        curation={curation}
        articles={(channel.articles.edges ?? []).map((e) => ({ ...e.node, pinned: e.pinned }))}
      />
    </section>
  );
}
