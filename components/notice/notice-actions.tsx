"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { toastApiError } from "@/components/ui/api-error-toast";
import { request } from "@/lib/graphql/client";
import { MarkAllNoticesAsRead } from "@/lib/graphql/documents/islands/notices/notices";
import { announceNoticesRead } from "./notice-events";
import styles from "./notices.module.css";

/** Marks every notice read, then tells the bell. */
async function markAllRead() {
  await request(MarkAllNoticesAsRead, {});
  announceNoticesRead();
}

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

  useEffect(() => {
    // a failure here is quiet: the notices stay unread, and the button is still there
    if (unreadOnOpen) markAllRead().catch(() => {});
  }, [unreadOnOpen]);

  const onClick = async () => {
    setBusy(true);
    try {
      await markAllRead();
      setDone(true);
    } catch (error) {
      toastApiError(error, tRoot);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className={styles.button} onClick={onClick} disabled={busy}>
        {t("markAllRead")}
      </button>
      <span role="status" className={styles.hidden}>
        {done ? t("allRead") : ""}
      </span>
    </>
  );
}
