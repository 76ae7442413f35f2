import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { requireViewer } from "@/components/auth/require-viewer";
import { metadataFor } from "@/components/layout/site-meta";
import { NoticeList } from "@/components/notice/notice-list";
import { NoticeMessages } from "@/components/notice/notice-messages";
import { NoticesLoading } from "@/components/notice/notices-loading";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ after?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "notices" });
  return metadataFor({ title: t("title"), path: "/me/notifications", noindex: true });
}

/** The reader's notices: what happened to their work and account, latest first. */
export default async function NotificationsPage({ params, searchParams }: Props) {
  setRequestLocale((await params).locale);
  await requireViewer("/me/notifications");
  const after = queryParam((await searchParams).after);
  return (
    <Suspense fallback={<NoticesLoading />}>
      <NoticeMessages>
        <NoticeList after={after} />
      </NoticeMessages>
    </Suspense>
  );
}
