import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireViewer } from "@/components/auth/require-viewer";
import { DraftList, WorksHeader } from "@/components/editor/works-list";
import { WritingMessages } from "@/components/editor/writing-messages";
import { metadataFor } from "@/components/layout/site-meta";
import { getViewerDrafts } from "@/lib/graphql/reads/writing";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ after?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "works" });
  return metadataFor({ title: t("drafts"), path: "/me/drafts", noindex: true });
}

/** The author's drafts (My Works), last saved first. */
export default async function DraftsPage({ params, searchParams }: Props) {
  setRequestLocale((await params).locale);
  await requireViewer("/me/drafts");
  const drafts = await getViewerDrafts(queryParam((await searchParams).after));
  return (
    <WritingMessages>
      <div>
        <WorksHeader current="drafts" />
        {drafts ? <DraftList drafts={drafts} /> : null}
      </div>
    </WritingMessages>
  );
}
