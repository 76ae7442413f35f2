"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { toastApiError } from "@/components/ui/api-error-toast";
import { request } from "@/lib/graphql/client";
import { MarkAllNoticesAsRead } from "@/lib/graphql/documents/islands/notices/notices";
import { announceNoticesRead } from "./notice-events";
import styles from "./notices.module.css";

/**
 * Opening the notices marks them all read (the list keeps showing which were new), and
 * "Mark all read" does it again for notices that came while the page was open. Either way
 * the bell's count falls at once.
 */
export function NoticeActions({ unreadOnOpen }: { unreadOnOpen: boolean }) {
  const t = useTranslations("notices");
  const tRoot = useTranslations();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const opened = useRef(false);

  const markAll = async (quiet: boolean) => {
    setBusy(true);
    try {
      await request(MarkAllNoticesAsRead, {});
      announceNoticesRead();
      if (!quiet) setDone(true);
    } catch (error) {
      if (!quiet) toastApiError(error, tRoot);
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (opened.current || !unreadOnOpen) return;
    opened.current = true;
    void markAll(true);
    // once, when the page opens
    // biome-ignore lint/correctness/useExhaustiveDependencies: markAll is the same work every render
  }, [unreadOnOpen]);

  return (
    <>
      <button type="button" className={styles.button} onClick={() => markAll(false)} disabled={busy}>
        {t("markAllRead")}
      </button>
      <span role="status" className={styles.hidden}>
        {done ? t("allRead") : ""}
      </span>
    </>
  );
}
