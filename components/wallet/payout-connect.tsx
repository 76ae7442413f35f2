"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { request } from "@/lib/graphql/client";
import { ConnectStripeAccount } from "@/lib/graphql/documents/islands/payout/payout";
import { errorMessageFor, retryAfterOf } from "@/lib/graphql/error-messages";
import type { StripeAccountCountry } from "@/lib/graphql/generated/payout/graphql";
import styles from "./payout.module.css";
import { PAYOUT_COUNTRIES } from "./payout-countries";

/**
 * Opens the payout account and goes to the processor's onboarding. Without an account: the
 * country and Connect; with one whose setup is unfinished (`pending`): Continue setup, which
 * asks for a fresh onboarding link for the same account.
 */
export function PayoutConnect({ pending }: { pending: boolean }) {
  const t = useTranslations("walletPayout");
  const tRoot = useTranslations();
  const [country, setCountry] = useState<StripeAccountCountry>("HongKong");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { connectStripeAccount } = await request(ConnectStripeAccount, { country });
      window.location.assign(connectStripeAccount.redirectUrl);
    } catch (caught) {
      const found = errorMessageFor(apiErrorCode(caught), retryAfterOf(caught));
      setError(found ? tRoot(found.key, found.values) : tRoot("apiErrors.UNKNOWN_ERROR"));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className={styles.row}>
      {pending ? null : (
        <label className={styles.field}>
          <span>{t("country")}</span>
          <select value={country} onChange={(e) => setCountry(e.target.value as StripeAccountCountry)}>
            {PAYOUT_COUNTRIES.map((value) => (
              <option key={value} value={value}>
                {t(`countries.${value}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="submit" className="button-primary" disabled={busy}>
        {busy ? t("opening") : pending ? t("continueSetup") : t("connect")}
      </button>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
