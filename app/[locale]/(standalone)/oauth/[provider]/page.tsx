import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LikerIdStart } from "@/components/auth/liker-id-start";
import { requireViewer } from "@/components/auth/require-viewer";
import { likeCoinConfigured, providerOfPath } from "@/components/auth/social-providers";
import { metadataFor } from "@/components/layout/site-meta";

type Props = { params: Promise<{ locale: string; provider: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, provider } = await params;
  const t = await getTranslations({ locale, namespace: "auth" });
  return metadataFor({ title: t("likerTitle"), path: `/oauth/${provider}`, noindex: true });
}

/** /oauth/likecoin: off to LikeCoin to link the signed-in person's Liker ID (as upstream's route). */
export default async function OAuthStart({ params }: Props) {
  const { locale, provider: segment } = await params;
  setRequestLocale(locale);
  if (providerOfPath(segment) !== "LikeCoin" || !(await likeCoinConfigured())) notFound();
  await requireViewer("/oauth/likecoin");
  const t = await getTranslations("auth");
  return (
    <section aria-labelledby="liker-heading">
      <h1 id="liker-heading">{t("likerTitle")}</h1>
      <p>{t("likerIntro")}</p>
      <LikerIdStart />
    </section>
  );
}
