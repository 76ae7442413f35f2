"use client";

import { useLocale, useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { REFERRAL_COOKIE } from "@/lib/cookies/names";
import { request } from "@/lib/graphql/client";
import { WalletLogin } from "@/lib/graphql/documents/islands/wallet-connect/wallet-connect";
import { type Locale, toLanguage } from "@/lib/i18n/locales";
import { WalletPicker } from "./wallet-picker";
import { WalletProviders } from "./wallet-providers";

const REFERRAL = new RegExp(`(?:^|;\\s*)${REFERRAL_COOKIE}=([^;]+)`);

/** A new wallet account has no email: it lands on the settings' email dialog (section 2.3, skippable). */
export const SET_EMAIL_PATH = "/me/settings?dialog=set-email";

type Props = {
  open: boolean;
  onClose: () => void;
  mode: "login" | "signup";
  target: string | null;
  walletConnectProjectId: string | null;
};

/**
 * "Continue with a wallet": the wallet signs a Sign-In with Ethereum message, and walletLogin
 * logs in to its account or makes one, setting the session cookie as emailLogin does; then the
 * page moves on as the email login's does (a new account first to adding an email).
 */
export function WalletLoginDialog({ open, onClose, mode, target, walletConnectProjectId }: Props) {
  const t = useTranslations("walletConnect");
  const language = toLanguage(useLocale() as Locale);

  const logIn = async (signature: Parameters<Parameters<typeof WalletPicker>[0]["onSignature"]>[0]) => {
    const { walletLogin } = await request(WalletLogin, {
      ...signature,
      language,
      referralCode: document.cookie.match(REFERRAL)?.[1] ?? null,
    });
    window.location.assign(walletLogin.type === "Signup" ? SET_EMAIL_PATH : (target ?? "/"));
  };

  return (
    <Dialog open={open} onClose={onClose} title={t("title")} description={t("intro")}>
      <WalletProviders walletConnectProjectId={walletConnectProjectId}>
        <WalletPicker purpose={mode} onSignature={logIn} />
      </WalletProviders>
    </Dialog>
  );
}
