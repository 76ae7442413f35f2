"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { mayAct, type ViewerKind } from "@/components/auth/viewer-gate";
import { Menu, MenuButton } from "@/components/ui/menu";
import { useBlockToggle } from "./use-block-toggle";

// Each dialog loads when it is first asked for.
const BlockQuestion = dynamic(() => import("./block-question").then((m) => m.BlockQuestion), { ssr: false });
const ReportDialog = dynamic(() => import("@/components/report/report-dialog").then((m) => m.ReportDialog), {
  ssr: false,
});

/**
 * The "…" menu of a profile (not one's own), out of the way beside Follow: Block or Unblock
 * for an active signed-in reader, and Report (not of an archived account), which asks a
 * visitor to log in first. A chosen item's dialog gives focus back to the menu's button.
 */
export function ProfileMenu({
  userId,
  name,
  viewer,
  blocking,
  reportable,
}: {
  userId: string;
  name: string;
  viewer: ViewerKind;
  /** Whether the viewer blocks them now; null when the viewer cannot block (a visitor, an inactive account). */
  blocking: boolean | null;
  reportable: boolean;
}) {
  const t = useTranslations("social");
  const tRoot = useTranslations();
  const block = useBlockToggle({ userId, name, initial: blocking ?? false });
  const [reporting, setReporting] = useState(false);
  // once asked for, the dialog stays mounted, so it can close as dialogs do
  const [reportLoaded, setReportLoaded] = useState(false);

  return (
    <>
      <Menu
        label={t("moreActions", { name })}
        shape="icon"
        trigger={
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="5" cy="12" r="2" fill="currentColor" />
            <circle cx="12" cy="12" r="2" fill="currentColor" />
            <circle cx="19" cy="12" r="2" fill="currentColor" />
          </svg>
        }
      >
        {blocking === null ? null : (
          <MenuButton onSelect={block.press}>{block.blocking ? t("unblock") : t("block")}</MenuButton>
        )}
        {reportable ? (
          <MenuButton
            onSelect={() => {
              if (!mayAct(viewer, "reportIssues", tRoot("nav.forbiddenByState"))) return;
              setReportLoaded(true);
              setReporting(true);
            }}
          >
            {t("report")}
          </MenuButton>
        ) : null}
      </Menu>
      {block.question.asked ? (
        <BlockQuestion
          open={block.question.open}
          name={name}
          busy={block.busy}
          onCancel={block.question.cancel}
          onConfirm={block.question.confirm}
        />
      ) : null}
      {reportLoaded ? (
        <ReportDialog
          targetId={userId}
          open={reporting}
          onClose={() => setReporting(false)}
          title={t("reportPersonTitle", { name })}
        />
      ) : null}
    </>
  );
}
