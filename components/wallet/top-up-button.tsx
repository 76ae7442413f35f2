"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { Dialog } from "@/components/ui/dialog";
import { request } from "@/lib/graphql/client";
import { AddCredit } from "@/lib/graphql/documents/islands/top-up/top-up";
import { errorMessageFor } from "@/lib/graphql/error-messages";
import { TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS, TOP_UP_PRESETS_HKD } from "@/lib/money/top-up";
import { usePaymentAttempt } from "./payment-attempt";
import styles from "./top-up-button.module.css";

/** Where the payer confirms a PaymentIntent: the local processor's checkout, or Stripe's card form. */
function checkoutUrl(clientSecret: string): string {
  const processor = clientSecret.startsWith("pi_local_") ? "local" : "stripe";
  return `/pay/${processor}/checkout?client_secret=${encodeURIComponent(clientSecret)}`;
}

/**
 * The top-up button and its dialog: a preset or custom HKD amount, then addCredit, then the
 * processor's checkout. Wrap its page in TopUpMessages (the walletTopUp messages).
 */
export function TopUpButton({ className = "button-primary" }: { className?: string }) {
  const t = useTranslations();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [preset, setPreset] = useState<number | null>(TOP_UP_PRESETS_HKD[1]);
  const [custom, setCustom] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = usePaymentAttempt();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const amount = custom.trim() ? Number(custom.trim()) : preset;
    if (amount === null) return;
    if (!Number.isFinite(amount)) {
      setError(t("apiErrors.PAYMENT_AMOUNT_INVALID"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { addCredit } = await request(AddCredit, { amount, idempotencyKey: attempt.keyFor({ amount }) });
      attempt.settled();
      window.location.assign(checkoutUrl(addCredit.client_secret));
    } catch (caught) {
      attempt.settled(caught);
      const message = errorMessageFor(apiErrorCode(caught));
      setError(t(message?.key ?? "apiErrors.UNKNOWN_ERROR", message?.values));
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {t("walletTopUp.topUp")}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("walletTopUp.dialogTitle")}
        description={t("walletTopUp.dialogDescription", {
          min: TOP_UP_MIN_CENTS / 100,
          max: TOP_UP_MAX_CENTS / 100,
        })}
      >
        <form onSubmit={submit}>
          <fieldset className={styles.presets}>
            <legend>{t("walletTopUp.presets")}</legend>
            {TOP_UP_PRESETS_HKD.map((amount) => (
              <label key={amount} className={styles.preset}>
                <input
                  type="radio"
                  name={`${id}-preset`}
                  value={amount}
                  checked={!custom.trim() && preset === amount}
                  onChange={() => {
                    setPreset(amount);
                    setCustom("");
                  }}
                />
                {t("walletTopUp.preset", { amount })}
              </label>
            ))}
          </fieldset>
          <label className={styles.custom}>
            {t("walletTopUp.custom")}
            {/* text, not number: the API's own message for a bad amount, not the browser's */}
            <input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={custom}
              onChange={(event) => setCustom(event.target.value)}
            />
          </label>
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="button-primary" disabled={busy}>
            {busy ? t("walletTopUp.working") : t("walletTopUp.continue")}
          </button>
        </form>
      </Dialog>
    </>
  );
}
