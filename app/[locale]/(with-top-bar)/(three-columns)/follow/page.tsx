import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { FollowFeed } from "@/components/article/follow-feed";
import { SignInPrompt } from "@/components/auth/sign-in-prompt";
import { metadataFor } from "@/components/layout/site-meta";
import { getViewerSummary } from "@/lib/graphql/reads/viewer";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ after?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "nav" });
  return metadataFor({ title: t("myPage"), path: "/follow", noindex: true });
}

/** My Page: the follow feed of the signed-in reader; a visitor is asked to log in. */
export default async function FollowPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("nav");
  const after = queryParam((await searchParams).after);
  return (
    <Suspense>
      <ViewerFeed heading={t("myPage")} after={after} />
    </Suspense>
  );
}

async function ViewerFeed({ heading, after }: { heading: string; after: string | null }) {
  const viewer = await getViewerSummary();
  if (!viewer?.id) return <SignInPrompt heading={heading} target="/follow" />;
  return <FollowFeed heading={heading} after={after} />;
}
