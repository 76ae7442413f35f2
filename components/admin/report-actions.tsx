"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import styles from "@/components/settings/settings.module.css";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { request } from "@/lib/graphql/client";
import { AdminUpdateArticleState } from "@/lib/graphql/documents/islands/admin/articles";
import { AdminArchiveMoment } from "@/lib/graphql/documents/islands/admin/moments";
import { AdminResolveReports, AdminUpdateCommentsState } from "@/lib/graphql/documents/islands/admin/reports";
import { AdminUpdateUserState } from "@/lib/graphql/documents/islands/admin/users";
import adminStyles from "./admin.module.css";

/** The refusals said in this island's own words; any other code gets the general one. */
const EXPLAINED = new Set(["ACTION_FAILED", "FORBIDDEN"]);

export type ReportedThing =
  | { kind: "Comment"; id: string; state: string }
  | { kind: "User"; id: string; state: string }
  | { kind: "Article"; id: string; state: string }
  | { kind: "Moment"; id: string; state: string };

/**
 * What an admin does about one group of reports, in one place: fold or ban a reported comment,
 * ban a reported article or person, archive a reported moment, and resolve the group (its reports leave the queue). Only what the
 * thing's state allows is offered; the API checks each again.
 */
export function ReportActions({ thing }: { thing: ReportedThing }) {
  const t = useTranslations("admin.reports");
  const tMoments = useTranslations("admin.moments");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");

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

  const setComment = (state: "collapsed" | "banned", done: string) =>
    run(() => request(AdminUpdateCommentsState, { input: { ids: [thing.id], state } }), done);

  return (
    <div className={adminStyles.actions}>
      <p className={styles.inline}>
        {thing.kind === "Comment" && thing.state === "active" ? (
          <button
            type="button"
            className={styles.action}
            disabled={busy}
            onClick={() => setComment("collapsed", t("collapsedDone"))}
          >
            {t("collapse")}
          </button>
        ) : null}
        {thing.kind === "Comment" && (thing.state === "active" || thing.state === "collapsed") ? (
          <button
            type="button"
            className={styles.action}
            disabled={busy}
            onClick={() => setComment("banned", t("bannedCommentDone"))}
          >
            {t("banComment")}
          </button>
        ) : null}
        {thing.kind === "Article" && thing.state === "active" ? (
          <button
            type="button"
            className={styles.action}
            disabled={busy}
            onClick={() =>
              run(
                () => request(AdminUpdateArticleState, { input: { id: thing.id, state: "banned" } }),
                t("bannedArticleDone"),
              )
            }
          >
            {t("banArticle")}
          </button>
        ) : null}
        {thing.kind === "Moment" && thing.state === "active" ? (
          <button
            type="button"
            className={styles.action}
            disabled={busy}
            onClick={() => run(() => request(AdminArchiveMoment, { id: thing.id }), tMoments("archivedDone"))}
          >
            {tMoments("archive")}
          </button>
        ) : null}
        {thing.kind === "User" && thing.state === "active" ? (
          <button
            type="button"
            className={styles.action}
            disabled={busy}
            onClick={() =>
              run(
                () => request(AdminUpdateUserState, { input: { id: thing.id, state: "banned" } }),
                t("bannedPersonDone"),
              )
            }
          >
            {t("banPerson")}
          </button>
        ) : null}
        <button
          type="button"
          className={styles.action}
          disabled={busy}
          onClick={() => run(() => request(AdminResolveReports, { input: { targetId: thing.id } }), t("resolvedDone"))}
        >
          {t("resolve")}
        </button>
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <p role="status" className={styles.hint}>
        {status}
      </p>
    </div>
  );
}
