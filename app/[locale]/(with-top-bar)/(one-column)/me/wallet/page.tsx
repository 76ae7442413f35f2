import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireViewer } from "@/components/auth/require-viewer";
import { metadataFor } from "@/components/layout/site-meta";
import { WalletMessages } from "@/components/wallet/wallet-messages";
import { WalletOverview } from "@/components/wallet/wallet-overview";
import { queryParam } from "@/lib/url/query-param";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ dialog?: string | string[] }> };

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "wallet" });
  return metadataFor({ title: t("title"), path: "/me/wallet", noindex: true });
}

/** The reader's wallet: balance, payment password, the way to the transactions; `?dialog=withdraw-vault-usdt` opens the vault. */
export default async function WalletPage({ params, searchParams }: Props) {
  setRequestLocale((await params).locale);
  await requireViewer("/me/wallet");
  const dialog = queryParam((await searchParams).dialog) ?? null;
  return (
    <WalletMessages>
      <WalletOverview dialog={dialog} />
    </WalletMessages>
  );
}
