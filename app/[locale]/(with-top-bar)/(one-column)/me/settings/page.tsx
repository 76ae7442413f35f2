import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireViewer } from "@/components/auth/require-viewer";
import { metadataFor } from "@/components/layout/site-meta";
import { AccountSettings } from "@/components/settings/account-settings";
import { SettingsMessages } from "@/components/settings/settings-messages";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ dialog?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "settings" });
  return metadataFor({ title: t("title"), path: "/me/settings", noindex: true });
}

/** The reader's account settings (section 2.2); `?dialog=set-email` opens the email change (section 2.3). */
export default async function SettingsPage({ params, searchParams }: Props) {
  setRequestLocale((await params).locale);
  await requireViewer("/me/settings");
  const dialog = queryParam((await searchParams).dialog);
  return (
    <SettingsMessages>
      <AccountSettings emailDialogOpen={dialog === "set-email"} />
    </SettingsMessages>
  );
}
