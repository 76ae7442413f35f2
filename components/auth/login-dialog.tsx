"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { LoginForm } from "./login-form";
import type { LoginTrigger } from "./login-request";

/** The universal login dialog; `trigger` says what the visitor was trying to do. */
export function LoginDialog({ trigger, onClose }: { trigger: LoginTrigger; onClose: () => void }) {
  const t = useTranslations("auth");
  const router = useRouter();
  return (
    <Dialog open onClose={onClose} title={t("dialogTitle")}>
      <div data-trigger={trigger}>
        <LoginForm
          mode="login"
          onDone={() => {
            onClose();
            // the server parts (menus, viewer state) render again for the signed-in user
            router.refresh();
          }}
        />
      </div>
    </Dialog>
  );
}
