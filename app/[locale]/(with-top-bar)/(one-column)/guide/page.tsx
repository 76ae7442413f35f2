import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { metadataFor } from "@/components/layout/site-meta";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "guide" });
  return metadataFor({ title: t("title"), description: t("intro"), path: "/guide" });
}

export default async function GuidePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("guide");
  return (
    <article>
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      <h2>{t("readHeading")}</h2>
      <p>{t("read")}</p>
      <h2>{t("writeHeading")}</h2>
      <p>{t("write")}</p>
      <h2>{t("connectHeading")}</h2>
      <p>{t("connect")}</p>
    </article>
  );
}
