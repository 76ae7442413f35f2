"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { mayAct, type ViewerKind } from "@/components/auth/viewer-gate";
import type { UsdtSupportConfig } from "@/lib/web3/curation";
import type { SupportTarget } from "./support-dialog";

// The dialog (amounts, password, paying) loads at the first press: most readers never open it.
const SupportDialog = dynamic(() => import("./support-dialog").then((m) => m.SupportDialog), { ssr: false });

type Props = {
  viewer: ViewerKind;
  recipient: SupportTarget["recipient"];
  target: SupportTarget["article"];
  requestForDonation: string | null;
  /** Where USDT support is paid; null: HKD only. */
  usdt: UsdtSupportConfig | null;
  walletConnectProjectId: string | null;
};

/** Support the author: a visitor is asked to log in ('support'), an inactive account is told it may not. */
export function SupportButton({ viewer, recipient, target, requestForDonation, usdt, walletConnectProjectId }: Props) {
  const t = useTranslations("walletPay");
  const tRoot = useTranslations();
  const [open, setOpen] = useState(false);
  // once asked for, the dialog stays mounted, so it can close as dialogs do
  const [loaded, setLoaded] = useState(false);

  const press = () => {
    if (!mayAct(viewer, "support", tRoot("nav.forbiddenByState"))) return;
    setLoaded(true);
    setOpen(true);
  };

  return (
    <>
      <button type="button" className="button-primary" aria-haspopup="dialog" onClick={press}>
        {t("support")}
      </button>
      {loaded ? (
        <SupportDialog
          open={open}
          onClose={() => setOpen(false)}
          recipient={recipient}
          article={target}
          requestForDonation={requestForDonation}
          usdt={usdt}
          walletConnectProjectId={walletConnectProjectId}
        />
      ) : null}
    </>
  );
}
