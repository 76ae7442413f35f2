"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { WalletLoginButton } from "@/components/wallet/connect/wallet-login-button";
import { LoginForm } from "./login-form";
import styles from "./login-form.module.css";
import type { LoginRequest, LoginTrigger } from "./login-request";
import { SocialLoginButtons } from "./social-login-buttons";
import type { SocialProvider } from "./social-providers";

/**
 * Signing in with a wallet and with Google or Twitter, as /login offers them; null where the page
 * carries no wallet words (a signed-in reader's).
 */
export type DialogWallet = { walletConnectProjectId: string | null; socialProviders: SocialProvider[] } | null;

/**
 * The universal login dialog; `trigger` says what the visitor was trying to do. Email first,
 * and below it a wallet, as on /login: the wallet's code (wagmi, viem) loads only when chosen,
 * and a wallet sign-in comes back to this page (a new account first to adding an email).
 */
export function LoginDialog({
  trigger,
  mode = "login",
  wallet,
  onClose,
}: {
  trigger: LoginTrigger;
  mode?: LoginRequest["mode"];
  wallet: DialogWallet;
  onClose: () => void;
}) {
  const t = useTranslations("auth");
  const router = useRouter();
  const signedIn = useRef(false);
  // once the email has signed in (a new account choosing its name), no other way is offered
  const [emailSignedIn, setEmailSignedIn] = useState(false);
  const close = () => {
    onClose();
    // the server parts (menus, viewer state) render again for the signed-in user, also when
    // a new one closes the dialog at the user name step
    if (signedIn.current) router.refresh();
  };
  return (
    <Dialog open onClose={close} title={t("dialogTitle")}>
      <div data-trigger={trigger}>
        <LoginForm
          mode={mode}
          onSignedIn={() => {
            signedIn.current = true;
            setEmailSignedIn(true);
          }}
          onDone={close}
        />
        {wallet && !emailSignedIn ? (
          <div className={styles.alternatives}>
            <SocialLoginButtons providers={wallet.socialProviders} target={null} />
            <WalletLoginButton
              mode={mode}
              target={`${window.location.pathname}${window.location.search}`}
              walletConnectProjectId={wallet.walletConnectProjectId}
            />
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
