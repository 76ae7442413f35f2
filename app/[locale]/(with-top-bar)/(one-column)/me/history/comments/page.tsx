import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireViewer } from "@/components/auth/require-viewer";
import { CommentHistory } from "@/components/history/comment-history";
import { metadataFor } from "@/components/layout/site-meta";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ after?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "history" });
  return metadataFor({ title: t("tab.comments"), path: "/me/history/comments", noindex: true });
}

/** The reader's comments, newest first, each linking to its place. */
export default async function CommentHistoryPage({ params, searchParams }: Props) {
  setRequestLocale((await params).locale);
  await requireViewer("/me/history/comments");
  const after = queryParam((await searchParams).after);
  // not streamed: the content is in the first answer, so it is there with scripts off
  return <CommentHistory after={after} />;
}
