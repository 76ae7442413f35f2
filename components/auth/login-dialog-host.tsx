"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { type LoginTrigger, onLoginRequest } from "./login-request";

// The dialog's code loads the first time someone asks for it, not with every page.
const LoginDialog = dynamic(() => import("./login-dialog").then((m) => m.LoginDialog), { ssr: false });

/** Waits for login requests from any island (section 3's triggers) and opens the dialog. */
export function LoginDialogHost() {
  const [trigger, setTrigger] = useState<LoginTrigger | null>(null);
  useEffect(() => onLoginRequest(setTrigger), []);
  if (!trigger) return null;
  return <LoginDialog trigger={trigger} onClose={() => setTrigger(null)} />;
}
