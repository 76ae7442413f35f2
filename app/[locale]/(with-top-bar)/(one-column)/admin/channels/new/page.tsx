import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import styles from "@/components/admin/admin.module.css";
import { ChannelForm, FIRST_COLOR } from "@/components/admin/channel-form";
import { metadataFor } from "@/components/layout/site-meta";
import { queryParam } from "@/lib/url/query-param";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ kind?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return metadataFor({ title: t("channels.newTitle"), path: "/admin/channels/new", noindex: true });
}

const EMPTY = { en: "", zh_hant: "", zh_hans: "" };

/** /admin/channels/new?kind=topic|curation: a new channel's form (curation unless asked). */
export default async function NewChannelPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("admin.channels");
  const kind = queryParam((await searchParams).kind) === "topic" ? "topic" : "curation";
  return (
    <section className={styles.section} aria-labelledby="admin-heading">
      <p>
        <a href="/admin/channels">{t("back")}</a>
      </p>
      <h1 id="admin-heading">{t(kind === "topic" ? "newTopic" : "newCuration")}</h1>
      <ChannelForm
        kind={kind}
        id={null}
        initial={{
          name: EMPTY,
          note: EMPTY,
          shown: false,
          pinAmount: 3,
          color: FIRST_COLOR,
          start: "",
          end: "",
          providerId: "",
          showRecommendation: false,
        }}
      />
    </section>
  );
}
