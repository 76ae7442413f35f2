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

/** One action offered for a removal: its button's words, what is said once done, and the call. */
type Offer = { label: string; done: string; action: () => Promise<unknown> };

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
  const root = useRef<HTMLDivElement>(null);
  // Set by this entry's own action that worked: the button used goes once the refresh shows
  // the new state (each action takes its own offer away), and focus then goes to what was done,
  // not back to the top of the page. Only this entry's action moves focus to this entry's line,
  // whatever the other entries' refreshes take away; focus the admin moved elsewhere stays.
  const focusWhenGone = useRef(false);
  useEffect(() => {
    if (!focusWhenGone.current) return;
    const active = document.activeElement;
    if (!active || active === document.body) {
      focusWhenGone.current = false;
      statusLine.current?.focus();
    } else if (!root.current?.contains(active)) {
      focusWhenGone.current = false;
    }
  });

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    setError(null);
    setStatus("");
    try {
      await action();
      setStatus(done);
      focusWhenGone.current = true;
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
  const restore: Offer = {
    label: t("restore"),
    done: t("restoredDone"),
    action: () => request(AdminRestoreWatchComment, { input: { uuid } }),
  };
  const keep: Offer = {
    label: t("keep"),
    done: t("keptDone"),
    action: () => request(AdminReviewWatchAction, { input: { uuid, reviewState: "upheld" } }),
  };
  const clear: Offer = {
    label: t("clear"),
    done: t("clearedDone"),
    action: () => request(AdminClearWatchContent, { input: { uuid } }),
  };
  // the kept words can be restored or cleared; a removal not yet reviewed can be kept
  const offered = removed ? [...(kept ? [restore] : []), ...(reviewed ? [] : [keep]), ...(kept ? [clear] : [])] : [];
  return (
    <div className={adminStyles.actions} ref={root}>
      {offered.length > 0 ? (
        <p className={styles.inline}>
          {offered.map((offer) => (
            <button
              key={offer.label}
              type="button"
              className={styles.action}
              disabled={busy}
              onClick={() => run(offer.action, offer.done)}
            >
              {offer.label}
            </button>
          ))}
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
