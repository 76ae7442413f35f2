"use client";

import { LoginForm, type LoginMode } from "./login-form";

/** The form on /login and /signup: afterwards the user lands on `target` (already checked), else home. */
export function LoginPageForm({ mode, target }: { mode: LoginMode; target: string | null }) {
  return <LoginForm mode={mode} onDone={() => window.location.assign(target ?? "/")} />;
}
