"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { request } from "@/lib/graphql/client";
import { RemoveWalletLogin } from "@/lib/graphql/documents/islands/wallet-connect/wallet-connect";
import { shortAddress } from "@/lib/web3/address";
import { forgetWalletConnection } from "@/lib/web3/wallet-storage";
import { useErrorText } from "./error-text";
import styles from "./settings.module.css";

// wagmi and the wallet list load when "Link a wallet" is pressed; unlinking needs none of it.
const WalletLinkDialog = dynamic(
  () => import("@/components/wallet/connect/wallet-link-dialog").then((m) => m.WalletLinkDialog),
  { ssr: false },
);

/**
 * The settings' wallet row: link one (a signature of a connect message) or unlink it. An
 * account with no email keeps its wallet, its only way in (the API refuses the unlink too).
 */
export function WalletSetting({
  address,
  canUnlink,
  walletConnectProjectId,
}: {
  address: string | null;
  canUnlink: boolean;
  walletConnectProjectId: string | null;
}) {
  const t = useTranslations("walletConnect");
  const errorText = useErrorText();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const unlink = async () => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await request(RemoveWalletLogin, {});
      forgetWalletConnection();
      setDone(t("unlinked"));
      router.refresh();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={styles.inline}>
        {address && !canUnlink ? (
          <p className={styles.hint}>{t("unlinkNeedsEmail")}</p>
        ) : address ? (
          <button type="button" className={styles.action} onClick={unlink} disabled={busy}>
            {t("unlink")}
          </button>
        ) : (
          <button
            type="button"
            className={styles.action}
            aria-haspopup="dialog"
            onClick={() => {
              setError(null);
              setDone(null);
              setLoaded(true);
              setOpen(true);
            }}
          >
            {t("link")}
          </button>
        )}
      </div>
      <p role="status" className={styles.hint}>
        {done ?? ""}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {loaded ? (
        <WalletLinkDialog
          open={open}
          onClose={() => setOpen(false)}
          walletConnectProjectId={walletConnectProjectId}
          onLinked={(linked) => {
            setOpen(false);
            setDone(t("linked", { address: shortAddress(linked) }));
            router.refresh();
          }}
        />
      ) : null}
    </>
  );
}
