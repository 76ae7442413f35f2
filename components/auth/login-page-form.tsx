"use client";

import { useState } from "react";
import { WalletLoginButton } from "@/components/wallet/connect/wallet-login-button";
import { LoginForm, type LoginMode } from "./login-form";
import styles from "./login-form.module.css";
import { SocialLoginButtons } from "./social-login-buttons";
import type { SocialProvider } from "./social-providers";

/**
 * The form on /login and /signup: afterwards the user lands on `target` (already checked), else
 * home. Below it, signing in with Google or Twitter, and with a wallet (its dialog loads on the press).
 */
export function LoginPageForm({
  mode,
  target,
  walletConnectProjectId,
  socialProviders,
}: {
  mode: LoginMode;
  target: string | null;
  walletConnectProjectId: string | null;
  socialProviders: SocialProvider[];
}) {
  const [signedIn, setSignedIn] = useState(false);
  return (
    <>
      <LoginForm
        mode={mode}
        onSignedIn={() => setSignedIn(true)}
        onDone={() => window.location.assign(target ?? "/")}
      />
      {/* once the email has signed in (a new account choosing its name), no other way is offered */}
      {signedIn ? null : (
        <div className={styles.alternatives}>
          <SocialLoginButtons providers={socialProviders} target={target ?? "/"} />
          <WalletLoginButton mode={mode} target={target} walletConnectProjectId={walletConnectProjectId} />
        </div>
      )}
    </>
  );
}
