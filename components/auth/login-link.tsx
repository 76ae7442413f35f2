"use client";

import type { ReactNode } from "react";
import { type LoginTrigger, requestLogin } from "./login-request";

/** The login page as a link; with script, the login dialog over this page instead (section 3's trigger). */
export function LoginLink({
  target,
  trigger,
  children,
}: {
  target: string;
  trigger: LoginTrigger;
  children: ReactNode;
}) {
  return (
    <a
      href={`/login?${new URLSearchParams({ target })}`}
      onClick={(event) => {
        event.preventDefault();
        requestLogin(trigger);
      }}
    >
      {children}
    </a>
  );
}
