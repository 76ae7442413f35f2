"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import styles from "@/components/settings/settings.module.css";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { toast } from "@/components/ui/toast";
import { request } from "@/lib/graphql/client";
import { AdminDecideMomentFeed } from "@/lib/graphql/documents/islands/admin/moments";
import type { MomentFeedUserState } from "@/lib/graphql/generated/admin/graphql";
import adminStyles from "./admin.module.css";

/** The refusals said in this island's own words; any other code gets the general one. */
const EXPLAINED = new Set(["ACTION_FAILED", "FORBIDDEN"]);

type Decision = Exclude<MomentFeedUserState, "pending">;

/** What an admin may decide from each state: a waiting one is approved or rejected, an approved one revoked, any other approved. */
const DECISIONS: Record<MomentFeedUserState, readonly Decision[]> = {
  pending: ["approved", "rejected"],
  approved: ["revoked"],
  rejected: ["approved"],
  revoked: ["approved"],
};

const WORDS = {
  approved: { button: "approve", done: "approvedDone" },
  rejected: { button: "reject", done: "rejectedDone" },
  revoked: { button: "revoke", done: "revokedDone" },
} as const;

/**
 * An admin's decision on one person's application to the hottest-moments feed; the API checks it
 * again. Each list holds one state, so a decision takes the person out of it, and this island
 * with them: the outcome is said in a toast, which outlives the refresh, and focus goes to the
 * page's heading rather than to the top of the page with the button that held it.
 */
export function MomentFeedActions({
  id,
  name,
  state,
  headingId,
}: {
  id: string;
  name: string;
  state: MomentFeedUserState;
  headingId: string;
}) {
  const t = useTranslations("admin.momentFeed");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const decided = useRef(false);
  useEffect(
    () => () => {
      if (decided.current) document.getElementById(headingId)?.focus();
    },
    [headingId],
  );

  async function decide(to: Decision) {
    setBusy(true);
    setError(null);
    try {
      await request(AdminDecideMomentFeed, { input: { id, state: to } });
      decided.current = true;
      toast.success(t(WORDS[to].done, { name }));
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
        {DECISIONS[state].map((to) => (
          <button
            key={to}
            type="button"
            className={styles.action}
            disabled={busy}
            aria-label={`${t(WORDS[to].button)}: ${name}`}
            onClick={() => decide(to)}
          >
            {t(WORDS[to].button)}
          </button>
        ))}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
