"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";

// The dialog (amount, fee, password, paying out) loads at the first press: most visits to the wallet never open it.
const PayoutDialog = dynamic(() => import("./payout-dialog").then((m) => m.PayoutDialog), { ssr: false });

/** Pay out: opens the payout dialog. `balance` is the wallet's HKD, shown there. */
export function PayoutButton({ balance, hasPassword }: { balance: number; hasPassword: boolean }) {
  const t = useTranslations("walletPayout");
  const [open, setOpen] = useState(false);
  // once asked for, the dialog stays mounted, so it can close as dialogs do
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button-primary"
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t("payout")}
      </button>
      {loaded ? (
        <PayoutDialog open={open} onClose={() => setOpen(false)} balance={balance} hasPassword={hasPassword} />
      ) : null}
    </>
  );
}
