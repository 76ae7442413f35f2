"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toastApiError } from "@/components/ui/api-error-toast";
import { toast } from "@/components/ui/toast-store";
import { act } from "./act";
import styles from "./fediverse.module.css";

/** Unfollow one remote account (an Undo goes out), then the list is read again. */
export function UnfollowButton({ actorId, account }: { actorId: string; account: string }) {
  const t = useTranslations("fediverse");
  const tRoot = useTranslations();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await act({ action: "unfollow", remoteActorId: actorId });
      router.refresh();
    } catch (error) {
      if (!toastApiError(error, tRoot)) toast.error(t("failed"));
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={styles.button}
      disabled={busy}
      aria-label={t("unfollowName", { account })}
      onClick={onClick}
    >
      {t("unfollow")}
    </button>
  );
}
