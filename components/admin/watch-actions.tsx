"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import styles from "@/components/settings/settings.module.css";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { request } from "@/lib/graphql/client";
import {
  AdminClearWatchContent,
  AdminRestoreWatchComment,
  AdminReviewWatchAction,
} from "@/lib/graphql/documents/islands/admin/watch";
import adminStyles from "./admin.module.css";

/** The refusals said in this island's own words; any other code gets the general one. */
const EXPLAINED = new Set(["ACTION_FAILED", "FORBIDDEN"]);

/**
 * What an admin does with one removal: keep it (upheld), restore the comment, or clear its kept
 * words for good. Only what the removal's state allows is offered; the API checks each again.
 */
export function WatchActions({
  uuid,
  removed,
  kept,
  reviewed,
}: {
  uuid: string;
  removed: boolean;
  kept: boolean;
  reviewed: boolean;
}) {
  const t = useTranslations("admin.watch");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const statusLine = useRef<HTMLParagraphElement>(null);

  // the button just used may be gone once the refresh shows the new state (a restored comment
  // offers nothing more): focus then goes to what was done, not back to the top of the page
  useEffect(() => {
    if (status && (!document.activeElement || document.activeElement === document.body)) statusLine.current?.focus();
  });

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    setError(null);
    setStatus("");
    try {
      await action();
      setStatus(done);
      router.refresh();
    } catch (failure) {
      const code = apiErrorCode(failure);
      setError(t(EXPLAINED.has(code) ? `errors.${code}` : "errors.failed"));
    } finally {
      setBusy(false);
    }
  }

  // a restored comment's entry offers nothing more, but says what was done until the admin leaves
  if (!removed && !status) return null;
  return (
    <div className={adminStyles.actions}>
      {removed ? (
        <p className={styles.inline}>
          {kept ? (
            <button
              type="button"
              className={styles.action}
              disabled={busy}
              onClick={() => run(() => request(AdminRestoreWatchComment, { input: { uuid } }), t("restoredDone"))}
            >
              {t("restore")}
            </button>
          ) : null}
          {reviewed ? null : (
            <button
              type="button"
              className={styles.action}
              disabled={busy}
              onClick={() =>
                run(() => request(AdminReviewWatchAction, { input: { uuid, reviewState: "upheld" } }), t("keptDone"))
              }
            >
              {t("keep")}
            </button>
          )}
          {kept ? (
            <button
              type="button"
              className={styles.action}
              disabled={busy}
              onClick={() => run(() => request(AdminClearWatchContent, { input: { uuid } }), t("clearedDone"))}
            >
              {t("clear")}
            </button>
          ) : null}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <p role="status" className={styles.hint} ref={statusLine} tabIndex={-1}>
        {status}
      </p>
    </div>
  );
}
