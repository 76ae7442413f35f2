import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminTag } from "@/components/admin/admin-tag";
import { requireAdmin } from "@/components/admin/require-admin";
import { metadataFor } from "@/components/layout/site-meta";
import { getAdminTag } from "@/lib/graphql/reads/admin";
import { decodePathText } from "@/lib/url/path-text";

type Props = { params: Promise<{ locale: string; tagId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, tagId } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return metadataFor({ title: t("tags.title"), path: `/admin/tags/${tagId}`, noindex: true });
}

/** /admin/tags/[tagId]: one tag's name, counts and boost, and the admin's actions on it. */
export default async function AdminTagPage({ params }: Props) {
  const { locale, tagId } = await params;
  setRequestLocale(locale);
  await requireAdmin(`/admin/tags/${tagId}`);
  const tag = await getAdminTag(decodePathText(tagId) ?? "");
  if (!tag) notFound();
  return <AdminTag tag={tag} />;
}
