"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import type { DialogWallet } from "./login-dialog";
import { type LoginRequest, onLoginRequest } from "./login-request";

// The dialog's code loads the first time someone asks for it, not with every page.
const LoginDialog = dynamic(() => import("./login-dialog").then((m) => m.LoginDialog), { ssr: false });

/**
 * Waits for login requests from any island (section 3's triggers) and opens the dialog;
 * `wallet` is set where the page carries the wallet sign-in's words (a visitor's pages).
 */
export function LoginDialogHost({ wallet }: { wallet: DialogWallet }) {
  const [asked, setAsked] = useState<LoginRequest | null>(null);
  useEffect(() => onLoginRequest(setAsked), []);
  if (!asked) return null;
  return <LoginDialog trigger={asked.trigger} mode={asked.mode} wallet={wallet} onClose={() => setAsked(null)} />;
}
