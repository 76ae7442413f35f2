"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toastApiError } from "@/components/ui/api-error-toast";
import { toast } from "@/components/ui/toast-store";
import buttons from "@/components/ui/toggle-button.module.css";
import { request } from "@/lib/graphql/client";
import { SubscribeCircle } from "@/lib/graphql/documents/islands/circle/circle";
import styles from "./circle.module.css";

/**
 * An invited reader's offer on the circle's page: the free period and Accept, which subscribes
 * without a password (the API sees the pending invitation and starts the trial). The page is
 * read again after, and says the reader is a member.
 */
export function CircleInvitationAccept({ circleId, freePeriod }: { circleId: string; freePeriod: number }) {
  const t = useTranslations("circleInvitation");
  const tRoot = useTranslations();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    try {
      await request(SubscribeCircle, { input: { id: circleId } });
      toast.success(t("acceptedToast"));
      router.refresh();
    } catch (error) {
      toastApiError(error, tRoot);
      setBusy(false);
    }
  };
  return (
    <>
      <p className={styles.membership}>{t("invited", { count: freePeriod })}</p>
      <button type="button" className={buttons.button} onClick={accept} disabled={busy} aria-busy={busy}>
        {busy ? t("accepting") : t("accept")}
      </button>
    </>
  );
}
