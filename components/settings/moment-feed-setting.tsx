"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { request } from "@/lib/graphql/client";
import { ApplyMomentFeed } from "@/lib/graphql/documents/islands/settings/settings";
import { useErrorText } from "./error-text";
import styles from "./settings.module.css";

/**
 * The person's application to the hottest-moments feed (applyMomentFeed): a button while they
 * have none waiting or approved, a line saying so once they have. Admins decide on /admin/moment-feed.
 */
export function MomentFeedSetting({ applied }: { applied: boolean }) {
  const t = useTranslations("settings.momentFeed");
  const errorText = useErrorText();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | null>(null);

  const apply = async () => {
    setBusy(true);
    setError(null);
    try {
      await request(ApplyMomentFeed, {});
      setStatus(t("done"));
      router.refresh();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="moment-feed-heading">
      <h2 id="moment-feed-heading">{t("title")}</h2>
      <p className={styles.hint}>{t("hint")}</p>
      {applied ? (
        <p>{t("applied")}</p>
      ) : (
        <p>
          <button type="button" className={styles.action} disabled={busy} onClick={apply}>
            {t("apply")}
          </button>
        </p>
      )}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <p role="status" className={styles.hint}>
        {status}
      </p>
    </section>
  );
}
