import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireViewer } from "@/components/auth/require-viewer";
import { metadataFor } from "@/components/layout/site-meta";
import { BlockedAccounts } from "@/components/user/blocked-accounts";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ after?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "settings" });
  return metadataFor({ title: t("blockedTitle"), path: "/me/settings/blocked", noindex: true });
}

/** The people the reader blocked, each with Unblock. */
export default async function BlockedPage({ params, searchParams }: Props) {
  setRequestLocale((await params).locale);
  await requireViewer("/me/settings/blocked");
  return <BlockedAccounts after={queryParam((await searchParams).after)} />;
}
