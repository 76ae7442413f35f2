import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { metadataFor } from "@/components/layout/site-meta";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "about" });
  return metadataFor({ title: t("title"), description: t("intro"), path: "/about" });
}

export default async function AboutPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("about");
  return (
    <article className="prose">
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      <p>{t("body")}</p>
    </article>
  );
}
