import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminFediverse } from "@/components/admin/admin-fediverse";
import { metadataFor } from "@/components/layout/site-meta";
import { getAdminFediverse } from "@/lib/graphql/reads/admin-fediverse";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return metadataFor({ title: t("fediverse.title"), path: "/admin/fediverse", noindex: true });
}

/** /admin/fediverse: the fediverse gateway (queue, dead letters, reports, instance blocks, counts). */
export default async function AdminFediversePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <AdminFediverse gateway={await getAdminFediverse()} />;
}
