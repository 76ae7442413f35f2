import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireViewer } from "@/components/auth/require-viewer";
import { BookmarkedTags } from "@/components/bookmarks/bookmark-lists";
import { metadataFor } from "@/components/layout/site-meta";
import { getViewerKind } from "@/lib/graphql/reads/social";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ after?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "bookmarks" });
  return metadataFor({ title: t("tags"), path: "/me/bookmarks/tags", noindex: true });
}

/** The reader's bookmarked tags, last bookmarked first. */
export default async function BookmarkedTagsPage({ params, searchParams }: Props) {
  setRequestLocale((await params).locale);
  await requireViewer("/me/bookmarks/tags");
  const { kind } = await getViewerKind();
  return <BookmarkedTags after={queryParam((await searchParams).after)} viewer={kind} />;
}
