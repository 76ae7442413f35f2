import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NewestFeed } from "@/components/article/newest-feed";
import { Aside } from "@/components/layout/columns";
import { metadataFor } from "@/components/layout/site-meta";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "site" });
  return metadataFor({ title: t("name"), description: t("tagline"), path: "/" });
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("home");
  return (
    <>
      <NewestFeed heading={t("title")} />
      <Aside label={t("asideLabel")}>
        <p>{t("welcome")}</p>
      </Aside>
    </>
  );
}
