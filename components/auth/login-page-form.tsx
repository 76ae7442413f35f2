"use client";

import { WalletLoginButton } from "@/components/wallet/connect/wallet-login-button";
import { LoginForm, type LoginMode } from "./login-form";
import styles from "./login-form.module.css";

/**
 * The form on /login and /signup: afterwards the user lands on `target` (already checked), else
 * home. Below it, signing in with a wallet (its dialog loads on the press).
 */
export function LoginPageForm({
  mode,
  target,
  walletConnectProjectId,
}: {
  mode: LoginMode;
  target: string | null;
  walletConnectProjectId: string | null;
}) {
  return (
    <>
      <LoginForm mode={mode} onDone={() => window.location.assign(target ?? "/")} />
      <div className={styles.alternatives}>
        <WalletLoginButton mode={mode} target={target} walletConnectProjectId={walletConnectProjectId} />
      </div>
    </>
  );
}
