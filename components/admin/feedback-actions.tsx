"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import styles from "@/components/settings/settings.module.css";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { toast } from "@/components/ui/toast";
import { request } from "@/lib/graphql/client";
import { AdminReviewFeedback } from "@/lib/graphql/documents/islands/admin/feedback";
import adminStyles from "./admin.module.css";

/** The refusals said in this island's own words; any other code gets the general one. */
const EXPLAINED = new Set(["ACTION_FAILED", "FORBIDDEN"]);

/**
 * Accept (the article is filed under the channels the author asked for) or reject one pending
 * feedback. The API checks again that it is still pending: a second admin gets ACTION_FAILED.
 * Done, the feedback leaves the queue of those awaiting review, and this island with it: the
 * outcome is said in a toast, which outlives the refresh, and focus goes to the queue's heading
 * rather than to the top of the page with the button that held it.
 */
export function FeedbackActions({ id, title, headingId }: { id: string; title: string; headingId: string }) {
  const t = useTranslations("admin.feedback");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reviewed = useRef(false);
  useEffect(
    () => () => {
      if (reviewed.current) document.getElementById(headingId)?.focus();
    },
    [headingId],
  );

  async function review(action: "accept" | "reject") {
    setBusy(true);
    setError(null);
    try {
      await request(AdminReviewFeedback, { input: { feedback: id, action } });
      reviewed.current = true;
      toast.success(t(action === "accept" ? "acceptedDone" : "rejectedDone"));
      router.refresh();
    } catch (failure) {
      const code = apiErrorCode(failure);
      setError(t(EXPLAINED.has(code) ? `errors.${code}` : "errors.failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={adminStyles.actions}>
      <p className={styles.inline}>
        <button
          type="button"
          className={styles.action}
          disabled={busy}
          aria-label={t("acceptLabel", { title })}
          onClick={() => review("accept")}
        >
          {t("accept")}
        </button>
        <button
          type="button"
          className={styles.action}
          disabled={busy}
          aria-label={t("rejectLabel", { title })}
          onClick={() => review("reject")}
        >
          {t("reject")}
        </button>
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
