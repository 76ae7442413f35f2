import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminArticle } from "@/components/admin/admin-article";
import { requireAdmin } from "@/components/admin/require-admin";
import { metadataFor } from "@/components/layout/site-meta";
import { getAdminArticle } from "@/lib/graphql/reads/admin";
import { decodePathText } from "@/lib/url/path-text";

type Props = { params: Promise<{ locale: string; shortHash: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, shortHash } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return metadataFor({ title: t("articles.title"), path: `/admin/articles/${shortHash}`, noindex: true });
}

/** /admin/articles/[shortHash]: one article's state, marks, lists and boost, and the admin's actions on them. */
export default async function AdminArticlePage({ params }: Props) {
  const { locale, shortHash } = await params;
  setRequestLocale(locale);
  await requireAdmin(`/admin/articles/${shortHash}`);
  const article = await getAdminArticle(decodePathText(shortHash) ?? "");
  if (!article) notFound();
  return <AdminArticle article={article} />;
}
