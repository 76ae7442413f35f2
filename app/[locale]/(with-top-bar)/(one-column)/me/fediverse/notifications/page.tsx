import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { requireViewer } from "@/components/auth/require-viewer";
import { FediverseLoading } from "@/components/fediverse/fediverse-loading";
import { FediversePage } from "@/components/fediverse/fediverse-page";
import { NotificationList } from "@/components/fediverse/notification-list";
import { metadataFor } from "@/components/layout/site-meta";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "fediverse" });
  return metadataFor({
    title: `${t("title")} · ${t("tab.notifications")}`,
    path: "/me/fediverse/notifications",
    noindex: true,
  });
}

/** What the fediverse did to the reader (follows, replies, likes, boosts), to mark read. */
export default async function FediverseNotificationsPage({ params }: Props) {
  setRequestLocale((await params).locale);
  await requireViewer("/me/fediverse/notifications");
  return (
    <Suspense fallback={<FediverseLoading />}>
      <FediversePage tab="notifications">
        {(profile) => <NotificationList notifications={profile.notifications} />}
      </FediversePage>
    </Suspense>
  );
}
