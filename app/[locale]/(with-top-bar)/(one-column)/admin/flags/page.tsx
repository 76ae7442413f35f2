import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminFlags } from "@/components/admin/admin-flags";
import { requireAdmin } from "@/components/admin/require-admin";
import { metadataFor } from "@/components/layout/site-meta";
import { getAdminFlags } from "@/lib/graphql/reads/admin";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return metadataFor({ title: t("flags.title"), path: "/admin/flags", noindex: true });
}

/** /admin/flags: who each feature is on for, and the seeding users. */
export default async function AdminFlagsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireAdmin("/admin/flags");
  const { features, seeding } = await getAdminFlags();
  const people = (seeding.edges ?? []).map(({ node }) => node);
  return <AdminFlags features={features} seeding={people} total={seeding.totalCount} />;
}
