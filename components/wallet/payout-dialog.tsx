"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useEffect, useId, useState } from "react";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { Dialog } from "@/components/ui/dialog";
import buttons from "@/components/ui/toggle-button.module.css";
import { request } from "@/lib/graphql/client";
import { Payout } from "@/lib/graphql/documents/islands/payout/payout";
import { errorMessageFor, retryAfterOf } from "@/lib/graphql/error-messages";
import { formatMoney } from "@/lib/i18n/format";
import { PAYOUT_FEE_PERCENT, PAYOUT_MIN_CENTS, payoutFeeCents } from "@/lib/money/payout";
import { usePaymentAttempt } from "./payment-attempt";
import styles from "./payout.module.css";

const PASSWORD = /^\d{6}$/;
const MIN_HKD = PAYOUT_MIN_CENTS / 100;

/** A typed amount in cents, or null when it is not one payout takes (HKD, at most cents). */
function centsOf(text: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

type Step = { kind: "form" } | { kind: "sent"; net: number };

/**
 * Paying out: an amount in HKD with the fee and what reaches the bank worked out as it is
 * typed, and the payment password. Sent, it says so and refreshes the page (the balance, the
 * pending payout in the transactions).
 */
export function PayoutDialog({
  open,
  onClose,
  balance,
  hasPassword,
}: {
  open: boolean;
  onClose: () => void;
  balance: number;
  hasPassword: boolean;
}) {
  const t = useTranslations("walletPayout");
  const tRoot = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const [amount, setAmount] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>({ kind: "form" });
  const attempt = usePaymentAttempt();

  // a new opening after a payout starts a new one
  useEffect(() => {
    if (open) return;
    setStep((current) => (current.kind === "sent" ? { kind: "form" } : current));
    setError(null);
  }, [open]);

  const cents = centsOf(amount);
  const fee = cents === null ? null : payoutFeeCents(cents);
  const hkd = (value: number) => formatMoney(locale, value / 100, "HKD");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (cents === null || cents < PAYOUT_MIN_CENTS) return setError(t("amountInvalid", { min: MIN_HKD }));
    if (!PASSWORD.test(password)) return setError(t("passwordFormat"));
    setError(null);
    setBusy(true);
    try {
      const input = { amount: cents / 100 };
      const { payout } = await request(Payout, { ...input, password, idempotencyKey: attempt.keyFor(input) });
      attempt.settled();
      setPassword("");
      setAmount("");
      setStep({ kind: "sent", net: Math.round((payout.amount - payout.fee) * 100) });
      router.refresh();
    } catch (caught) {
      attempt.settled(caught);
      const found = errorMessageFor(apiErrorCode(caught), retryAfterOf(caught));
      setError(found ? tRoot(found.key, found.values) : tRoot("apiErrors.UNKNOWN_ERROR"));
    } finally {
      setBusy(false);
    }
  };

  const sent = step.kind === "sent";
  return (
    <Dialog
      open={open}
      onClose={onClose}
      canClose={() => !busy}
      title={sent ? t("sentTitle") : t("dialogTitle")}
      description={
        sent
          ? undefined
          : t("dialogDescription", { min: MIN_HKD, percent: PAYOUT_FEE_PERCENT, balance: hkd(balance * 100) })
      }
    >
      {step.kind === "sent" ? (
        <div className={styles.form}>
          <p>{t("sent", { amount: hkd(step.net) })}</p>
          <div className={buttons.group}>
            <a href="/me/wallet/transactions?purpose=payout" className={buttons.button}>
              {t("seeTransactions")}
            </a>
            <button type="button" className="button-primary" onClick={onClose} data-autofocus>
              {t("done")}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className={styles.form} noValidate>
          <label className={styles.field}>
            <span>{t("amount")}</span>
            {/* text, not number: the API's own message for a bad amount, not the browser's */}
            <input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-describedby={`${id}-figures`}
              data-autofocus
            />
          </label>
          <dl className={styles.figures} id={`${id}-figures`} aria-live="polite">
            <dt>{t("fee", { percent: PAYOUT_FEE_PERCENT })}</dt>
            <dd data-testid="payout-fee">{fee === null ? "—" : hkd(fee)}</dd>
            <dt>{t("net")}</dt>
            <dd data-testid="payout-net">{cents === null || fee === null || cents <= fee ? "—" : hkd(cents - fee)}</dd>
          </dl>
          {hasPassword ? null : <p className={styles.error}>{t("noPassword")}</p>}
          <label className={styles.field}>
            <span>{t("password")}</span>
            <input
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <div className={buttons.group}>
            <button type="button" className={buttons.button} onClick={onClose} disabled={busy}>
              {t("cancel")}
            </button>
            <button type="submit" className="button-primary" disabled={busy}>
              {busy ? t("working") : t("submit")}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
