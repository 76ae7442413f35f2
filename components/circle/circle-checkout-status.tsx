"use client";

import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { checkoutStatusOf } from "@/lib/url/checkout-status";
import styles from "./circle.module.css";

/**
 * Back from a card checkout (the local processor's, or Stripe's after 3-D Secure): what became
 * of the card payment, said where the reader subscribed. Paid: membership follows once the
 * processor's word reaches the site, usually before the page is read; declined: nothing was
 * charged, and Subscribe is there to try again.
 */
export function CircleCheckoutStatus({ member }: { member: boolean }) {
  const t = useTranslations("circle");
  const status = checkoutStatusOf(useSearchParams());
  if (!status) return null;
  const text = status === "failed" ? t("checkoutFailed") : member ? t("checkoutPaidMember") : t("checkoutPaidPending");
  return (
    <p
      className={styles.membership}
      role={status === "failed" ? "alert" : "status"}
      data-testid="circle-checkout-status"
    >
      {text}
    </p>
  );
}
