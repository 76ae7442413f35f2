import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireViewer } from "@/components/auth/require-viewer";
import { BookmarkedArticles } from "@/components/bookmarks/bookmark-lists";
import { metadataFor } from "@/components/layout/site-meta";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ after?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "bookmarks" });
  return metadataFor({ title: t("title"), path: "/me/bookmarks/articles", noindex: true });
}

/** The reader's bookmarked articles, last bookmarked first. */
export default async function BookmarkedArticlesPage({ params, searchParams }: Props) {
  setRequestLocale((await params).locale);
  await requireViewer("/me/bookmarks/articles");
  return <BookmarkedArticles after={queryParam((await searchParams).after)} />;
}
