import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { requireViewer } from "@/components/auth/require-viewer";
import { FediverseLoading } from "@/components/fediverse/fediverse-loading";
import { FediversePage } from "@/components/fediverse/fediverse-page";
import { FollowingList } from "@/components/fediverse/following-list";
import { metadataFor } from "@/components/layout/site-meta";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "fediverse" });
  return metadataFor({
    title: `${t("title")} · ${t("tab.following")}`,
    path: "/me/fediverse/following",
    noindex: true,
  });
}

/** Whom the reader follows on the fediverse, and following someone new by their handle. */
export default async function FediverseFollowingPage({ params }: Props) {
  setRequestLocale((await params).locale);
  await requireViewer("/me/fediverse/following");
  return (
    <Suspense fallback={<FediverseLoading />}>
      <FediversePage tab="following">{(profile) => <FollowingList profile={profile} />}</FediversePage>
    </Suspense>
  );
}
