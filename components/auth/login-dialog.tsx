"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { Dialog } from "@/components/ui/dialog";
import { LoginForm } from "./login-form";
import type { LoginRequest, LoginTrigger } from "./login-request";

/** The universal login dialog; `trigger` says what the visitor was trying to do. */
export function LoginDialog({
  trigger,
  mode = "login",
  onClose,
}: {
  trigger: LoginTrigger;
  mode?: LoginRequest["mode"];
  onClose: () => void;
}) {
  const t = useTranslations("auth");
  const router = useRouter();
  const signedIn = useRef(false);
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
          }}
          onDone={close}
        />
      </div>
    </Dialog>
  );
}
