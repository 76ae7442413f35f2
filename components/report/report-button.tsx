"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { mayAct, type ViewerKind } from "@/components/auth/viewer-gate";
import { toastApiError } from "@/components/ui/api-error-toast";
import styles from "@/components/ui/toggle-button.module.css";
import { request } from "@/lib/graphql/client";
import { ViewerKind as ViewerKindQuery } from "@/lib/graphql/documents/islands/social/social";

// The reasons' dialog loads when someone first reports.
const ReportDialog = dynamic(() => import("./report-dialog").then((m) => m.ReportDialog), { ssr: false });

/** Who is asking, for a button whose page did not say: asked of the API at the press. */
async function askViewer(): Promise<ViewerKind> {
  const { viewer } = await request(ViewerKindQuery, {});
  if (!viewer?.id) return "visitor";
  return viewer.status?.state === "active" ? "active" : "inactive";
}

/**
 * Report an article, moment or comment to the moderators, with one of section 3's reasons. A
 * visitor is asked to log in first ('reportIssues'). `viewer` is who is looking when the page
 * knows it; a button in a list of comments asks the API when pressed.
 */
export function ReportButton({ targetId, viewer }: { targetId: string; viewer?: ViewerKind }) {
  const t = useTranslations("social");
  const tRoot = useTranslations();
  const [open, setOpen] = useState(false);
  // once asked for, the dialog stays mounted, so it can close as dialogs do (and the toast it
  // holds while open returns to the page)
  const [loaded, setLoaded] = useState(false);

  const press = async () => {
    let kind = viewer;
    if (!kind) {
      try {
        kind = await askViewer();
      } catch (error) {
        toastApiError(error, tRoot);
        return;
      }
    }
    if (!mayAct(kind, "reportIssues", tRoot("nav.forbiddenByState"))) return;
    setLoaded(true);
    setOpen(true);
  };

  return (
    <>
      <button type="button" className={`${styles.button} ${styles.quiet}`} aria-haspopup="dialog" onClick={press}>
        {t("report")}
      </button>
      {loaded ? <ReportDialog targetId={targetId} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
