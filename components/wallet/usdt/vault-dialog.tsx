"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useState } from "react";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { Dialog } from "@/components/ui/dialog";
import buttons from "@/components/ui/toggle-button.module.css";
import { request } from "@/lib/graphql/client";
import { VaultBalance, WithdrawVault } from "@/lib/graphql/documents/islands/usdt/usdt";
import { errorMessageFor } from "@/lib/graphql/error-messages";
import { shortAddress } from "@/lib/web3/address";
import styles from "../wallet.module.css";

type Loaded = { amount: number | null; address: string | null };
type Outcome = { state: string; amount: number; address: string };

/**
 * dialog=withdraw-vault-usdt: what supporters locked in the vault for the reader (read from the
 * contract by the API), and withdrawLockedTokens to their linked wallet. No wallet needs to be
 * connected here: the site's operator sends the release to the address linked in Settings.
 */
export function VaultDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations("wallet.vault");
  const tRoot = useTranslations();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!open) return;
    setLoaded(null);
    setOutcome(null);
    setError(null);
    request(VaultBalance, {})
      .then(({ viewer }) =>
        setLoaded({ amount: viewer?.wallet.vaultUSDT ?? null, address: viewer?.info.ethAddress ?? null }),
      )
      .catch(() => setLoaded({ amount: null, address: null }));
  }, [open]);

  const withdraw = async () => {
    if (!loaded?.address) return;
    setBusy(true);
    setError(null);
    try {
      const { transaction } = (await request(WithdrawVault, {})).withdrawLockedTokens;
      setOutcome({ state: transaction.state, amount: transaction.amount, address: loaded.address });
    } catch (caught) {
      const found = errorMessageFor(apiErrorCode(caught));
      setError(found ? tRoot(found.key, found.values) : tRoot("apiErrors.UNKNOWN_ERROR"));
    } finally {
      setBusy(false);
    }
  };

  let body: ReactNode;
  if (outcome) {
    body = (
      <p role="status">
        {outcome.state === "succeeded"
          ? t("sent", { amount: outcome.amount, address: shortAddress(outcome.address) })
          : outcome.state === "pending"
            ? t("pending")
            : t("failed")}
      </p>
    );
  } else if (!loaded) {
    body = <p>{t("loading")}</p>;
  } else if (loaded.amount === null) {
    body = <p>{t("unavailable")}</p>;
  } else if (loaded.amount === 0) {
    body = <p>{t("empty")}</p>;
  } else {
    body = (
      <>
        <p className={styles.balance} data-testid="vault-balance">
          {t("amount", { amount: loaded.amount })}
        </p>
        {loaded.address ? (
          <p>{t("destination", { address: shortAddress(loaded.address) })}</p>
        ) : (
          <p>
            {t("linkFirst")} <a href="/me/settings">{t("settings")}</a>
          </p>
        )}
      </>
    );
  }

  const canWithdraw = !outcome && Boolean(loaded?.address) && (loaded?.amount ?? 0) > 0;
  return (
    <Dialog open={open} onClose={onClose} canClose={() => !busy} title={t("title")} description={t("intro")}>
      {body}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={buttons.group}>
        <button type="button" className={buttons.button} onClick={onClose} disabled={busy} data-autofocus>
          {outcome ? t("done") : t("cancel")}
        </button>
        {canWithdraw ? (
          <button type="button" className="button-primary" onClick={withdraw} disabled={busy}>
            {busy ? t("withdrawing") : t("withdraw")}
          </button>
        ) : null}
      </div>
    </Dialog>
  );
}
