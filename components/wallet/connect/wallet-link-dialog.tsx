"use client";

import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { request } from "@/lib/graphql/client";
import { AddWalletLogin } from "@/lib/graphql/documents/islands/wallet-connect/wallet-connect";
import { WalletPicker } from "./wallet-picker";
import { WalletProviders } from "./wallet-providers";

type Props = {
  open: boolean;
  onClose: () => void;
  onLinked: (address: string) => void;
  walletConnectProjectId: string | null;
};

/** Settings: link a wallet to the signed-in account (a `connect` message, addWalletLogin). */
export function WalletLinkDialog({ open, onClose, onLinked, walletConnectProjectId }: Props) {
  const t = useTranslations("walletConnect");
  return (
    <Dialog open={open} onClose={onClose} title={t("linkTitle")} description={t("linkIntro")}>
      <WalletProviders walletConnectProjectId={walletConnectProjectId}>
        <WalletPicker
          purpose="connect"
          onSignature={async (signature) => {
            const { addWalletLogin } = await request(AddWalletLogin, signature);
            onLinked(addWalletLogin.info.ethAddress ?? signature.ethAddress);
          }}
        />
      </WalletProviders>
    </Dialog>
  );
}
