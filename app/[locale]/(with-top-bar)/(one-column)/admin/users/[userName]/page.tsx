import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminPerson } from "@/components/admin/admin-person";
import { requireAdmin } from "@/components/admin/require-admin";
import { metadataFor } from "@/components/layout/site-meta";
import { getAdminPerson } from "@/lib/graphql/reads/admin";
import { decodePathText } from "@/lib/url/path-text";

type Props = { params: Promise<{ locale: string; userName: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, userName } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return metadataFor({ title: t("users.title"), path: `/admin/users/${userName}`, noindex: true });
}

/** /admin/users/[userName]: one person's state and role, and the admin's actions on them. */
export default async function AdminPersonPage({ params }: Props) {
  const { locale, userName } = await params;
  setRequestLocale(locale);
  const viewer = await requireAdmin(`/admin/users/${userName}`);
  const person = await getAdminPerson(decodePathText(userName) ?? "");
  if (!person) notFound();
  return <AdminPerson person={person} self={person.id === viewer.id} />;
}
