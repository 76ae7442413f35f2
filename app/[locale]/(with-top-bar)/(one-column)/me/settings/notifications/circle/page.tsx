import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import feedStyles from "@/components/article/article-feed.module.css";
import { requireViewer } from "@/components/auth/require-viewer";
import { metadataFor } from "@/components/layout/site-meta";
import { NoticeMessages } from "@/components/notice/notice-messages";
import { NotificationSettingsForm } from "@/components/notice/notification-settings-form";

type Props = { params: Promise<{ locale: string }> };

const PATH = "/me/settings/notifications/circle";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "notices.settings" });
  return metadataFor({ title: t("circleTitle"), path: PATH, noindex: true });
}

/** The circle notices a reader gets: as a circle's owner, and in the circles they belong to. */
export default async function CircleNotificationSettingsPage({ params }: Props) {
  setRequestLocale((await params).locale);
  await requireViewer(PATH);
  const t = await getTranslations("notices.settings");
  return (
    <section aria-labelledby="settings-heading">
      <h1 id="settings-heading" className={feedStyles.heading}>
        {t("circleTitle")}
      </h1>
      <p>{t("circleIntro")}</p>
      <Suspense>
        <NoticeMessages>
          <NotificationSettingsForm circles />
        </NoticeMessages>
      </Suspense>
    </section>
  );
}
