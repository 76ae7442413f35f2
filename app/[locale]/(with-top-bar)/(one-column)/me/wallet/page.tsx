import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireViewer } from "@/components/auth/require-viewer";
import { metadataFor } from "@/components/layout/site-meta";
import { WalletMessages } from "@/components/wallet/wallet-messages";
import { WalletOverview } from "@/components/wallet/wallet-overview";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "wallet" });
  return metadataFor({ title: t("title"), path: "/me/wallet", noindex: true });
}

/** The reader's wallet: balance, payment password, the way to the transactions. */
export default async function WalletPage({ params }: Props) {
  setRequestLocale((await params).locale);
  await requireViewer("/me/wallet");
  return (
    <WalletMessages>
      <WalletOverview />
    </WalletMessages>
  );
}
