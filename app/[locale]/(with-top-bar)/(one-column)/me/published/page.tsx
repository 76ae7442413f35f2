import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireViewer } from "@/components/auth/require-viewer";
import { WorkList, WorksHeader } from "@/components/editor/works-list";
import { WritingMessages } from "@/components/editor/writing-messages";
import { metadataFor } from "@/components/layout/site-meta";
import { getViewerWorks } from "@/lib/graphql/reads/writing";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ after?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "works" });
  return metadataFor({ title: t("published"), path: "/me/published", noindex: true });
}

/** The author's published articles, newest first. */
export default async function PublishedPage({ params, searchParams }: Props) {
  setRequestLocale((await params).locale);
  await requireViewer("/me/published");
  const works = await getViewerWorks("active", queryParam((await searchParams).after));
  return (
    <WritingMessages>
      <div>
        <WorksHeader current="published" />
        {works ? <WorkList works={works} state="active" /> : null}
      </div>
    </WritingMessages>
  );
}
