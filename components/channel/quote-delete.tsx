"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { toastApiError } from "@/components/ui/api-error-toast";
import { toast } from "@/components/ui/toast-store";
import styles from "./quote-wall.module.css";

/** Takes a quote down (its poster's, or a manager's): the wall, read again, no longer has it. */
export function QuoteDelete({ id }: { id: string }) {
  const t = useTranslations("challengeWall");
  const tRoot = useTranslations();
  const router = useRouter();
  const [busy, start] = useTransition();
  const remove = () =>
    start(async () => {
      try {
        await (await import("./challenge-requests")).deleteQuote(id);
      } catch (error) {
        toastApiError(error, tRoot);
        return;
      }
      toast.success(t("deleted"));
      // the quote leaves the wall: focus goes to the wall's heading
      document.getElementById("quote-wall-heading")?.focus({ preventScroll: true });
      start(() => router.refresh());
    });
  return (
    <button type="button" className={styles.link} onClick={remove} disabled={busy}>
      {busy ? t("deleting") : t("delete")}
    </button>
  );
}
