"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";

// wagmi, viem's wallet client and the dialog load at the first press: most people log in by
// email, and no page but this one carries any wallet code.
const WalletLoginDialog = dynamic(() => import("./wallet-login-dialog").then((m) => m.WalletLoginDialog), {
  ssr: false,
});

/** "Continue with a wallet" on /login and /signup. */
export function WalletLoginButton({
  mode,
  target,
  walletConnectProjectId,
}: {
  mode: "login" | "signup";
  target: string | null;
  walletConnectProjectId: string | null;
}) {
  const t = useTranslations("walletConnect");
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t("continue")}
      </button>
      {loaded ? (
        <WalletLoginDialog
          open={open}
          onClose={() => setOpen(false)}
          mode={mode}
          target={target}
          walletConnectProjectId={walletConnectProjectId}
        />
      ) : null}
    </>
  );
}
