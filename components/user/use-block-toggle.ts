"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toastApiError } from "@/components/ui/api-error-toast";
import { resetCounts } from "@/components/ui/live-count";
import { toast } from "@/components/ui/toast-store";
import { request } from "@/lib/graphql/client";
import { ToggleBlockUser } from "@/lib/graphql/documents/islands/social/social";

/**
 * Blocking a person (asked once, in BlockQuestion) or unblocking them, for a button or a menu
 * item. A block ends the follows between the two, so the page reads its counts and buttons
 * again once the API has answered.
 */
export function useBlockToggle({ userId, name, initial }: { userId: string; name: string; initial: boolean }) {
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

  return {
    blocking,
    busy,
    /** What the button or item does: unblock at once, or ask before blocking. */
    press: () => {
      if (blocking) return toggle(false);
      setAsked(true);
      setAsking(true);
    },
    question: { asked, open: asking, cancel: () => setAsking(false), confirm: () => toggle(true) },
  };
}
