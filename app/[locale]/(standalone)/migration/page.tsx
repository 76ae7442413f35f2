import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { MigrationSection } from "@/components/editor/migration-section";
import { InfoPage } from "@/components/layout/info-page";
import { metadataFor } from "@/components/layout/site-meta";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "migration" });
  return metadataFor({ title: t("title"), description: t("intro"), path: "/migration" });
}

/** Bringing writing from another platform (section 2.1): what moves and how, then the import itself. */
export default async function MigrationPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <>
      <InfoPage namespace="migration" sections={["prepare", "limits", "after"]} />
      <MigrationSection />
    </>
  );
}
