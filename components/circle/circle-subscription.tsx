"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { mayAct, type ViewerKind } from "@/components/auth/viewer-gate";
import { toastApiError } from "@/components/ui/api-error-toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast-store";
import buttons from "@/components/ui/toggle-button.module.css";
import { request } from "@/lib/graphql/client";
import { UnsubscribeCircle } from "@/lib/graphql/documents/islands/circle/circle";
import styles from "./circle.module.css";
import { CircleCheckoutStatus } from "./circle-checkout-status";
import type { CirclePrice } from "./circle-subscribe-dialog";

// The dialog (balance, password, paying) loads at the first press: most readers never open it.
const CircleSubscribeDialog = dynamic(() => import("./circle-subscribe-dialog").then((m) => m.CircleSubscribeDialog), {
  ssr: false,
});

/**
 * Membership on a circle's page. A non-member subscribes (a visitor is asked to log in,
 * 'circleSubscription'); a member sees so and may unsubscribe, after a confirmation: the paid
 * month runs to its end, which the page then says. After either, the page is read again.
 */
export function CircleSubscription({
  circleId,
  displayName,
  price,
  viewer,
  member,
  memberUntil,
  cards = false,
}: {
  circleId: string;
  displayName: string;
  price: CirclePrice;
  viewer: ViewerKind;
  member: boolean;
  memberUntil: string | null;
  /** A card processor runs here: the dialog offers the card beside the wallet. */
  cards?: boolean;
}) {
  const t = useTranslations("circle");
  const tRoot = useTranslations();
  const format = useFormatter();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // after subscribing or unsubscribing here, focus goes to what the page now says (the button
  // pressed is gone once the page is read again)
  const [changed, setChanged] = useState(false);
  const focusIfChanged = changed ? (el: HTMLParagraphElement | null) => el?.focus() : undefined;

  if (member && memberUntil) {
    const date = format.dateTime(new Date(memberUntil), { dateStyle: "long" });
    return (
      <>
        <CircleCheckoutStatus member />
        <p className={styles.membership} tabIndex={-1} ref={focusIfChanged}>
          {t("memberUntil", { date })}
        </p>
      </>
    );
  }

  if (member) {
    const unsubscribe = async () => {
      setBusy(true);
      try {
        await request(UnsubscribeCircle, { id: circleId });
        setConfirming(false);
        setChanged(true);
        router.refresh();
      } catch (error) {
        toastApiError(error, tRoot);
      } finally {
        setBusy(false);
      }
    };
    return (
      <>
        <CircleCheckoutStatus member />
        <p className={styles.membership} tabIndex={-1} ref={focusIfChanged}>
          {t("subscribed")}
        </p>
        <button type="button" className={buttons.button} aria-haspopup="dialog" onClick={() => setConfirming(true)}>
          {t("unsubscribe")}
        </button>
        <ConfirmDialog
          open={confirming}
          title={t("unsubscribeTitle", { name: displayName })}
          description={t("unsubscribeDescription")}
          confirmLabel={t("unsubscribe")}
          busyLabel={t("unsubscribing")}
          cancelLabel={t("keepSubscription")}
          busy={busy}
          onConfirm={unsubscribe}
          onCancel={() => setConfirming(false)}
        />
      </>
    );
  }

  const press = () => {
    if (!mayAct(viewer, "circleSubscription", tRoot("nav.forbiddenByState"))) return;
    setLoaded(true);
    setOpen(true);
  };
  return (
    <>
      <CircleCheckoutStatus member={false} />
      <button type="button" className="button-primary" aria-haspopup="dialog" onClick={press}>
        {t("subscribe")}
      </button>
      {loaded ? (
        <CircleSubscribeDialog
          open={open}
          onClose={() => setOpen(false)}
          onSubscribed={() => {
            setOpen(false);
            setChanged(true);
            toast.success(t("subscribedToast", { name: displayName }));
            router.refresh();
          }}
          circleId={circleId}
          displayName={displayName}
          price={price}
          cards={cards}
        />
      ) : null}
    </>
  );
}
