"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toastApiError } from "@/components/ui/api-error-toast";
import { resetCounts } from "@/components/ui/live-count";
import { toast } from "@/components/ui/toast-store";
import styles from "@/components/ui/toggle-button.module.css";
import { request } from "@/lib/graphql/client";
import { ToggleBlockUser } from "@/lib/graphql/documents/islands/social/social";

// The question before a block loads when it is first asked.
const BlockQuestion = dynamic(() => import("./block-question").then((m) => m.BlockQuestion), { ssr: false });

/**
 * Block a person (asked once) or unblock them. A block ends the follows between the two, so
 * the page reads its counts and buttons again once the API has answered. Shown to active
 * signed-in readers only: a visitor has no one to block.
 */
export function BlockButton({ userId, name, initial }: { userId: string; name: string; initial: boolean }) {
  const t = useTranslations("social");
  const tRoot = useTranslations();
  const router = useRouter();
  const [blocking, setBlocking] = useState(initial);
  const [asking, setAsking] = useState(false);
  // once asked, the question stays mounted so it closes as dialogs do
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);

  const toggle = async (enabled: boolean) => {
    setBusy(true);
    setBlocking(enabled);
    try {
      await request(ToggleBlockUser, { id: userId, enabled });
      setAsking(false);
      toast.success(enabled ? t("blocked", { name }) : t("unblocked", { name }));
      resetCounts();
      router.refresh();
    } catch (error) {
      setBlocking(!enabled);
      toastApiError(error, tRoot);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${styles.quiet}`}
        aria-busy={busy || undefined}
        aria-label={`${blocking ? t("unblock") : t("block")} ${name}`}
        onClick={() => {
          if (blocking) return toggle(false);
          setAsked(true);
          setAsking(true);
        }}
      >
        {blocking ? t("unblock") : t("block")}
      </button>
      {asked ? (
        <BlockQuestion
          open={asking}
          name={name}
          busy={busy}
          onCancel={() => setAsking(false)}
          onConfirm={() => toggle(true)}
        />
      ) : null}
    </>
  );
}
