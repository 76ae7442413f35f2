import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { requireViewer } from "@/components/auth/require-viewer";
import { FediverseLoading } from "@/components/fediverse/fediverse-loading";
import { FediversePage } from "@/components/fediverse/fediverse-page";
import { Timeline } from "@/components/fediverse/timeline";
import { metadataFor } from "@/components/layout/site-meta";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "fediverse" });
  return metadataFor({ title: `${t("title")} · ${t("tab.timeline")}`, path: "/me/fediverse", noindex: true });
}

/** The reader's fediverse timeline: the posts of the remote accounts they follow, to like, boost and reply to. */
export default async function FediverseTimelinePage({ params }: Props) {
  setRequestLocale((await params).locale);
  await requireViewer("/me/fediverse");
  return (
    <Suspense fallback={<FediverseLoading />}>
      <FediversePage tab="timeline">{(profile) => <Timeline posts={profile.timeline} />}</FediversePage>
    </Suspense>
  );
}
