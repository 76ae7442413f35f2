"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { setDialogParam } from "@/lib/url/dialog-param";

// the dialog and its reads load at the first opening
const VaultDialog = dynamic(() => import("./vault-dialog").then((m) => m.VaultDialog), { ssr: false });

/** Section 2.3's dialog=withdraw-vault-usdt: the dialog's state is kept in the address. */
const DIALOG = "withdraw-vault-usdt";

export function VaultButton({ initiallyOpen }: { initiallyOpen: boolean }) {
  const t = useTranslations("wallet.vault");
  const router = useRouter();
  const [open, setOpen] = useState(initiallyOpen);
  // once asked for, the dialog stays mounted, so it can close as dialogs do
  const [loaded, setLoaded] = useState(initiallyOpen);
  const show = (next: boolean) => {
    setOpen(next);
    if (next) setLoaded(true);
    setDialogParam(DIALOG, next);
    // a withdrawal is listed among the transactions
    if (!next) router.refresh();
  };
  return (
    <>
      <button type="button" className="button-primary" aria-haspopup="dialog" onClick={() => show(true)}>
        {t("open")}
      </button>
      {loaded ? <VaultDialog open={open} onClose={() => show(false)} /> : null}
    </>
  );
}
