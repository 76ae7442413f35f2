"use client";

import { useFormatter, useTranslations } from "next-intl";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { Dialog } from "@/components/ui/dialog";
import buttons from "@/components/ui/toggle-button.module.css";
import { usePaymentAttempt } from "@/components/wallet/payment-attempt";
import styles from "@/components/wallet/support.module.css";
import { request } from "@/lib/graphql/client";
import { CircleSubscribeViewer, SubscribeCircle } from "@/lib/graphql/documents/islands/circle/circle";
import { SetPaymentPassword } from "@/lib/graphql/documents/islands/support/support";
import { errorMessageFor, retryAfterOf } from "@/lib/graphql/error-messages";
import circleStyles from "./circle.module.css";

const PASSWORD = /^\d{6}$/;

export type CirclePrice = { amount: number; currency: string };

type Method = "wallet" | "card";

/** Where the payer confirms a card subscription's first invoice: the local processor's checkout, or Stripe's card form. */
function checkoutUrl(clientSecret: string, back: string): string {
  const processor = clientSecret.startsWith("pi_local_") ? "local" : "stripe";
  return `/pay/${processor}/checkout?client_secret=${encodeURIComponent(clientSecret)}&return=${encodeURIComponent(back)}`;
}

/**
 * Subscribing from the wallet: the monthly price, what the wallet holds, and the payment
 * password (set here first by someone who has none, as in the support dialog). The first month
 * is paid at once; then the page is read again, showing the reader as a member. A refusal is
 * said in the dialog and takes focus, so a screen reader hears it and the reader can retry.
 * Or by card: no password; the processor's checkout takes the first month and comes back to
 * this page, where the reader is a member once the processor has said the invoice is paid.
 */
export function CircleSubscribeDialog({
  open,
  onClose,
  onSubscribed,
  circleId,
  displayName,
  price,
  cards,
}: {
  open: boolean;
  onClose: () => void;
  onSubscribed: () => void;
  circleId: string;
  displayName: string;
  price: CirclePrice;
  /** A card processor runs here; without one the wallet is the only way, and no choice is shown. */
  cards: boolean;
}) {
  const t = useTranslations("circle");
  const tPay = useTranslations("walletPay");
  const tRoot = useTranslations();
  const format = useFormatter();
  const [viewer, setViewer] = useState<{ hasPassword: boolean; balance: number } | null>(null);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [method, setMethod] = useState<Method>("wallet");
  const alertRef = useRef<HTMLParagraphElement>(null);
  const attempt = usePaymentAttempt();

  useEffect(() => {
    if (!open) return;
    request(CircleSubscribeViewer, {})
      .then(({ viewer: v }) =>
        setViewer({ hasPassword: v?.status?.hasPaymentPassword ?? false, balance: v?.wallet.balance.HKD ?? 0 }),
      )
      .catch(() => setViewer({ hasPassword: true, balance: 0 }));
  }, [open]);

  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);

  const money = (amount: number) => format.number(amount, { style: "currency", currency: price.currency });
  const noPassword = viewer?.hasPassword === false;

  const fail = (caught: unknown) => {
    const found = errorMessageFor(apiErrorCode(caught), retryAfterOf(caught));
    setError(found ? tRoot(found.key, found.values) : tRoot("apiErrors.UNKNOWN_ERROR"));
  };

  const payByCard = async () => {
    setError(null);
    setBusy(true);
    const input = { id: circleId };
    try {
      const { subscribeCircle } = await request(SubscribeCircle, {
        input: { ...input, idempotencyKey: attempt.keyFor({ ...input, method }) },
      });
      attempt.settled();
      const secret = subscribeCircle.client_secret;
      if (!secret) return onSubscribed();
      window.location.assign(checkoutUrl(secret, `${window.location.pathname}${window.location.search}`));
    } catch (caught) {
      attempt.settled(caught);
      fail(caught);
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (method === "card") return payByCard();
    if (!PASSWORD.test(password)) return setError(tPay("passwordFormat"));
    if (noPassword && password !== confirm) return setError(tPay("passwordMismatch"));
    setError(null);
    setBusy(true);
    try {
      if (noPassword) {
        await request(SetPaymentPassword, { password });
        setViewer((v) => (v ? { ...v, hasPassword: true } : v));
      }
      const input = { id: circleId };
      try {
        await request(SubscribeCircle, { input: { ...input, password, idempotencyKey: attempt.keyFor(input) } });
        attempt.settled();
      } catch (caught) {
        attempt.settled(caught);
        throw caught;
      }
      setPassword("");
      setConfirm("");
      onSubscribed();
    } catch (caught) {
      if (apiErrorCode(caught) === "PAYMENT_PASSWORD_NOT_SET") setViewer((v) => (v ? { ...v, hasPassword: false } : v));
      fail(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      canClose={() => !busy}
      title={t("subscribeTitle", { name: displayName })}
      description={method === "card" ? t("subscribeCardIntro") : t("subscribeIntro")}
    >
      <form onSubmit={submit} className={styles.form} noValidate>
        {cards ? (
          <fieldset className={circleStyles.payMethods}>
            <legend>{t("payMethod")}</legend>
            {(["wallet", "card"] as const).map((m) => (
              <label key={m}>
                <input
                  type="radio"
                  name="pay-method"
                  value={m}
                  checked={method === m}
                  onChange={() => {
                    setMethod(m);
                    setError(null);
                  }}
                />
                {m === "card" ? t("payByCard") : t("payByWallet")}
              </label>
            ))}
          </fieldset>
        ) : null}
        <dl className={circleStyles.facts}>
          <div>
            <dt>{t("price")}</dt>
            <dd>{t("pricePerMonth", { amount: price.amount, currency: price.currency })}</dd>
          </div>
          {method === "wallet" ? (
            <div>
              <dt>{t("walletBalance")}</dt>
              <dd data-testid="circle-wallet-balance">{viewer ? money(viewer.balance) : "…"}</dd>
            </div>
          ) : null}
        </dl>
        {method === "wallet" ? (
          <>
            {viewer && viewer.balance < price.amount ? <p className={styles.note}>{t("balanceLow")}</p> : null}
            {noPassword ? <p className={styles.note}>{tPay("setPasswordNote")}</p> : null}
            <label className={styles.field}>
              <span>{noPassword ? tPay("newPassword") : tPay("password")}</span>
              <input
                type="password"
                inputMode="numeric"
                autoComplete={noPassword ? "new-password" : "off"}
                maxLength={6}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                data-autofocus
              />
            </label>
            {noPassword ? (
              <label className={styles.field}>
                <span>{tPay("confirmPassword")}</span>
                <input
                  type="password"
                  inputMode="numeric"
                  autoComplete="new-password"
                  maxLength={6}
                  value={confirm}
                  onChange={(e) => setConfirm(e.target.value)}
                />
              </label>
            ) : null}
          </>
        ) : null}
        {error ? (
          <p className={styles.error} role="alert" tabIndex={-1} ref={alertRef}>
            {error}
          </p>
        ) : null}
        <div className={buttons.group}>
          <button type="button" className={buttons.button} onClick={onClose} disabled={busy}>
            {tPay("cancel")}
          </button>
          <button type="submit" className="button-primary" disabled={busy || viewer === null}>
            {busy
              ? tPay("paying")
              : t(method === "card" ? "subscribeCard" : "subscribePay", {
                  amount: price.amount,
                  currency: price.currency,
                })}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
