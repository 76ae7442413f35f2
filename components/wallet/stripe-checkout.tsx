"use client";

import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type StripeElementLocale } from "@stripe/stripe-js";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useEffect, useState } from "react";
import { withCheckoutStatus } from "@/lib/url/checkout-status";
import styles from "./top-up-checkout.module.css";

// Stripe's card form (the Payment Element) for a top-up's PaymentIntent. Stripe.js comes from
// js.stripe.com, as Stripe requires, and only this page's policy lets it load (lib/security/
// headers.ts). Paying here only confirms the intent: the wallet is credited by the webhook.

/** Stripe's names for our languages: Hong Kong's Traditional Chinese for the HKD wallet. */
const STRIPE_LOCALES: Record<string, StripeElementLocale> = { en: "en", "zh-Hant": "zh-HK", "zh-Hans": "zh" };

export function StripeCheckout({
  publishableKey,
  clientSecret,
  returnTo = null,
}: {
  publishableKey: string;
  clientSecret: string;
  /** Where a paid checkout goes back to (a circle's page, for a card subscription): a path on this site. */
  returnTo?: string | null;
}) {
  const t = useTranslations("walletTopUp");
  const locale = STRIPE_LOCALES[useLocale()] ?? "auto";
  // made once: Elements must keep the same promise for its whole life
  const [stripe] = useState(() => loadStripe(publishableKey, { locale }).catch(() => null));
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let live = true;
    stripe.then((loaded) => live && setUnavailable(!loaded));
    return () => {
      live = false;
    };
  }, [stripe]);

  return (
    <article>
      <h1>{t("cardTitle")}</h1>
      {unavailable ? (
        <p role="alert" className={styles.error}>
          {t("cardUnavailable")}
        </p>
      ) : (
        <Elements stripe={stripe} options={{ clientSecret, locale }}>
          <CardForm returnTo={returnTo} />
        </Elements>
      )}
    </article>
  );
}

function CardForm({ returnTo }: { returnTo: string | null }) {
  const t = useTranslations("walletTopUp");
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    // cards confirm here; methods that leave the site come back to the success page, which
    // reads Stripe's redirect_status
    // a circle's card checkout comes back to its page, which reads Stripe's redirect_status
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}${returnTo ?? "/pay/stripe/success"}` },
      redirect: "if_required",
    });
    if (result.error) {
      setError(result.error.message ?? t("cardFailed"));
      setBusy(false);
      return;
    }
    const failed =
      result.paymentIntent.status === "requires_payment_method" || result.paymentIntent.status === "canceled";
    if (returnTo) window.location.assign(withCheckoutStatus(returnTo, failed ? "failed" : "paid"));
    else window.location.assign(failed ? "/pay/stripe/failure" : "/pay/stripe/success");
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <PaymentElement />
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <button type="submit" className="button-primary" disabled={!stripe || !elements || busy}>
        {busy ? t("working") : t("cardPay")}
      </button>
    </form>
  );
}
