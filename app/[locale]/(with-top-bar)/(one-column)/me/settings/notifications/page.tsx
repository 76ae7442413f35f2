import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import feedStyles from "@/components/article/article-feed.module.css";
import { requireViewer } from "@/components/auth/require-viewer";
import { metadataFor } from "@/components/layout/site-meta";
import { NoticeMessages } from "@/components/notice/notice-messages";
import { NotificationSettingsForm } from "@/components/notice/notification-settings-form";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "notices.settings" });
  return metadataFor({ title: t("title"), path: "/me/settings/notifications", noindex: true });
}

/** Which notices the reader gets: a switch per kind, and email for mentions and new followers. */
export default async function NotificationSettingsPage({ params }: Props) {
  setRequestLocale((await params).locale);
  await requireViewer("/me/settings/notifications");
  const t = await getTranslations("notices.settings");
  return (
    <section aria-labelledby="settings-heading">
      <h1 id="settings-heading" className={feedStyles.heading}>
        {t("title")}
      </h1>
      <p>{t("intro")}</p>
      <Suspense>
        <NoticeMessages>
          <NotificationSettingsForm />
        </NoticeMessages>
      </Suspense>
      <p>
        <a href="/me/settings/notifications/circle">{t("circleLink")}</a>
      </p>
    </section>
  );
}
