"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { NOTICES_READ_EVENT } from "@/components/notice/notice-events";
import { request } from "@/lib/graphql/client";
import { UnreadNoticeCount } from "@/lib/graphql/documents/islands/viewer";
import styles from "./top-bar.module.css";

const POLL_MS = 20_000;

/**
 * The unread count, polled every 20 s while the page is visible; errors are ignored (section 7).
 * Reading the notices sets it to 0 at once (NOTICES_READ_EVENT).
 */
export function NotificationsButton({ initialCount }: { initialCount: number }) {
  const t = useTranslations("nav");
  const format = useFormatter();
  const [count, setCount] = useState(initialCount);

  useEffect(() => {
    const poll = async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const data = await request(UnreadNoticeCount, {});
        setCount(data.viewer?.status?.unreadNoticeCount ?? 0);
      } catch {
        // a missed poll is not worth telling anyone about
      }
    };
    const timer = setInterval(poll, POLL_MS);
    // the notices page marked them read: the count falls now, not at the next poll
    const read = () => setCount(0);
    window.addEventListener(NOTICES_READ_EVENT, read);
    return () => {
      clearInterval(timer);
      window.removeEventListener(NOTICES_READ_EVENT, read);
    };
  }, []);

  return (
    <a href="/me/notifications" className={styles.iconLink} aria-label={t("notifications", { count })}>
      <svg
        aria-hidden="true"
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {count > 0 ? (
        <span className={styles.badge} data-testid="unread-count">
          {format.number(Math.min(count, 99))}
          {count > 99 ? "+" : ""}
        </span>
      ) : null}
    </a>
  );
}
