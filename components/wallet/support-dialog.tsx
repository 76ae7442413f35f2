"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useState } from "react";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { Dialog } from "@/components/ui/dialog";
import buttons from "@/components/ui/toggle-button.module.css";
import { request } from "@/lib/graphql/client";
import {
  SetPaymentPassword,
  Support,
  SupportReply,
  SupportViewer,
} from "@/lib/graphql/documents/islands/support/support";
import { errorMessageFor, retryAfterOf } from "@/lib/graphql/error-messages";
import type { UsdtSupportConfig } from "@/lib/web3/curation";
import { usePaymentAttempt } from "./payment-attempt";
import styles from "./support.module.css";

// wagmi and viem load only when a supporter picks USDT
const UsdtSupport = dynamic(() => import("./usdt/usdt-support").then((m) => m.UsdtSupport), { ssr: false });

export type SupportTarget = {
  recipient: { id: string; name: string };
  /** The article supported; null for a person (a moment's author). */
  article: { id: string; shortHash: string } | null;
};

/** The offered amounts in HKD; any other from 1 HKD is typed in. */
const PRESETS = [10, 50, 100] as const;
const MIN_HKD = 1;
const PASSWORD = /^\d{6}$/;
const MESSAGE_MAX = 200;

type Step = { kind: "form" } | { kind: "thanks"; amount: number; reply: string | null };

/** A typed amount in HKD, or null when it is not one payTo takes (from 1 HKD, at most cents). */
function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount >= MIN_HKD ? amount : null;
}

/**
 * Support: an amount (a preset or typed), the author's request, a message and the payment
 * password, set here first by someone who has none. Paid, it thanks the supporter with the
 * author's reply and refreshes the page, so the supporters list shows them.
 */
export function SupportDialog({
  open,
  onClose,
  recipient,
  article,
  requestForDonation,
  usdt,
  walletConnectProjectId,
}: SupportTarget & {
  open: boolean;
  onClose: () => void;
  requestForDonation: string | null;
  usdt: UsdtSupportConfig | null;
  walletConnectProjectId: string | null;
}) {
  const t = useTranslations("walletPay");
  const tRoot = useTranslations();
  const router = useRouter();
  const [hasPassword, setHasPassword] = useState<boolean | null>(null);
  const [preset, setPreset] = useState<number | "other">(PRESETS[0]);
  const [custom, setCustom] = useState("");
  const [message, setMessage] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>({ kind: "form" });
  const [currency, setCurrency] = useState<"HKD" | "USDT">("HKD");
  // each closing ends the USDT island's support, so the next opening starts a new one
  const [closings, setClosings] = useState(0);
  const tUsdt = useTranslations("walletUsdt");
  const attempt = usePaymentAttempt();

  useEffect(() => {
    if (!open || hasPassword !== null) return;
    request(SupportViewer, {})
      .then(({ viewer }) => setHasPassword(viewer?.status?.hasPaymentPassword ?? false))
      .catch(() => setHasPassword(true));
  }, [open, hasPassword]);

  // a new opening after a payment starts a new support
  useEffect(() => {
    if (open) return;
    setStep((current) => (current.kind === "thanks" ? { kind: "form" } : current));
    setError(null);
    setClosings((n) => n + 1);
  }, [open]);

  const apiMessage = (caught: unknown) => {
    const found = errorMessageFor(apiErrorCode(caught), retryAfterOf(caught));
    return found ? tRoot(found.key, found.values) : tRoot("apiErrors.UNKNOWN_ERROR");
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = preset === "other" ? parseAmount(custom) : preset;
    if (amount === null) return setError(t("amountInvalid", { min: MIN_HKD }));
    if (!PASSWORD.test(password)) return setError(t("passwordFormat"));
    if (hasPassword === false && password !== confirm) return setError(t("passwordMismatch"));
    setError(null);
    setBusy(true);
    try {
      if (hasPassword === false) {
        await request(SetPaymentPassword, { password });
        setHasPassword(true);
      }
      const input = {
        amount,
        currency: "HKD" as const,
        purpose: "donation" as const,
        recipientId: recipient.id,
        targetId: article?.id ?? null,
        message: message.trim() || null,
      };
      try {
        await request(Support, { input: { ...input, password, idempotencyKey: attempt.keyFor(input) } });
        attempt.settled();
      } catch (caught) {
        attempt.settled(caught);
        throw caught;
      }
      const reply = article
        ? ((await request(SupportReply, { shortHash: article.shortHash }).catch(() => null))?.article?.replyToDonator ??
          null)
        : null;
      setPassword("");
      setConfirm("");
      setMessage("");
      setStep({ kind: "thanks", amount, reply });
      // the supporters list is the page's: read again with this supporter first
      router.refresh();
    } catch (caught) {
      if (apiErrorCode(caught) === "PAYMENT_PASSWORD_NOT_SET") setHasPassword(false);
      setError(apiMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const title = step.kind === "thanks" ? t("thanksTitle") : t("title", { name: recipient.name });
  return (
    <Dialog open={open} onClose={onClose} canClose={() => !busy} title={title}>
      {usdt && step.kind === "form" ? (
        <fieldset className={styles.amounts}>
          <legend>{tUsdt("currency")}</legend>
          {(["HKD", "USDT"] as const).map((value) => (
            <label key={value} className={styles.amount}>
              <input
                type="radio"
                name="currency"
                checked={currency === value}
                onChange={() => setCurrency(value)}
                disabled={busy}
              />
              {value === "HKD" ? tUsdt("hkd") : tUsdt("usdt")}
            </label>
          ))}
        </fieldset>
      ) : null}
      {usdt && currency === "USDT" && step.kind === "form" ? (
        <UsdtSupport
          key={closings}
          config={usdt}
          recipient={recipient}
          article={article}
          walletConnectProjectId={walletConnectProjectId}
          onClose={onClose}
        />
      ) : step.kind === "thanks" ? (
        <div className={styles.form}>
          <p>{t("thanks", { name: recipient.name, amount: step.amount })}</p>
          {step.reply ? (
            <blockquote className={styles.quote} data-testid="support-reply">
              <p>{step.reply}</p>
            </blockquote>
          ) : null}
          <div className={buttons.group}>
            <button type="button" className="button-primary" onClick={onClose} data-autofocus>
              {t("done")}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className={styles.form} noValidate>
          {requestForDonation ? (
            <blockquote className={styles.quote}>
              <p>{requestForDonation}</p>
            </blockquote>
          ) : null}
          <fieldset className={styles.amounts}>
            <legend>{t("amount")}</legend>
            {PRESETS.map((value) => (
              <label key={value} className={styles.amount}>
                <input type="radio" name="amount" checked={preset === value} onChange={() => setPreset(value)} />
                {t("hkd", { amount: value })}
              </label>
            ))}
            <label className={styles.amount}>
              <input type="radio" name="amount" checked={preset === "other"} onChange={() => setPreset("other")} />
              {t("other")}
            </label>
            {preset === "other" ? (
              <label className={styles.field}>
                <span>{t("otherAmount", { min: MIN_HKD })}</span>
                <input
                  type="text"
                  inputMode="decimal"
                  value={custom}
                  onChange={(e) => setCustom(e.target.value)}
                  data-autofocus
                />
              </label>
            ) : null}
          </fieldset>
          <label className={styles.field}>
            <span>{t("message")}</span>
            <textarea value={message} maxLength={MESSAGE_MAX} rows={2} onChange={(e) => setMessage(e.target.value)} />
          </label>
          {hasPassword === false ? <p className={styles.note}>{t("setPasswordNote")}</p> : null}
          <label className={styles.field}>
            <span>{hasPassword === false ? t("newPassword") : t("password")}</span>
            <input
              type="password"
              inputMode="numeric"
              autoComplete={hasPassword === false ? "new-password" : "off"}
              maxLength={6}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          {hasPassword === false ? (
            <label className={styles.field}>
              <span>{t("confirmPassword")}</span>
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
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <div className={buttons.group}>
            <button type="button" className={buttons.button} onClick={onClose} disabled={busy}>
              {t("cancel")}
            </button>
            <button type="submit" className="button-primary" disabled={busy || hasPassword === null}>
              {busy ? t("paying") : t("pay")}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
