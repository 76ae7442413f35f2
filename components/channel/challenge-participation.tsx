"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { mayAct, type ViewerKind } from "@/components/auth/viewer-gate";
import { toastApiError } from "@/components/ui/api-error-toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { request } from "@/lib/graphql/client";
import { ApplyCampaign } from "@/lib/graphql/documents/islands/challenge/challenge";
import type { CampaignApplicationState } from "@/lib/graphql/generated/challenge/graphql";
import styles from "./challenge-participation.module.css";
import { StageWriteButtons, type WritableStage } from "./stage-write-buttons";

/**
 * Taking part in a writing challenge. A visitor pressing Join is asked to log in
 * ('applyCampaign'); anyone else is asked to confirm, in the late words once sign-up has
 * closed (judged at the press: the page may have been open since). Then the application's
 * state, and once it succeeded a button for each stage one may write for now.
 */
export function ChallengeParticipation({
  challengeId,
  name,
  viewer,
  application,
  applicationEnd,
  canApply,
  stages,
}: {
  challengeId: string;
  name: string;
  viewer: ViewerKind;
  application: CampaignApplicationState | null;
  /** When sign-up closes (an ISO time); null for never. */
  applicationEnd: string | null;
  /** The challenge takes applications now. */
  canApply: boolean;
  /** The stages open for writing now. */
  stages: WritableStage[];
}) {
  const t = useTranslations("challengePage");
  const tRoot = useTranslations();
  const router = useRouter();
  const [confirming, setConfirming] = useState<"normal" | "late" | null>(null);
  const [busy, setBusy] = useState(false);
  // the answer to this reader's own application, shown until the page, read again, has it
  const [answered, setAnswered] = useState<CampaignApplicationState | null>(null);
  const state = application ?? answered;
  // after applying here, focus goes to what the page now says (the button pressed is gone)
  const [changed, setChanged] = useState(false);
  const focusIfChanged = changed ? (el: HTMLParagraphElement | null) => el?.focus() : undefined;

  if (state) {
    return (
      <div className={styles.participation}>
        <p className={styles.status} data-state={state} tabIndex={-1} ref={focusIfChanged}>
          {t(state)}
        </p>
        {state === "succeeded" ? <StageWriteButtons challengeId={challengeId} stages={stages} /> : null}
      </div>
    );
  }
  if (!canApply) return null;

  const press = () => {
    if (!mayAct(viewer, "applyCampaign", tRoot("nav.forbiddenByState"))) return;
    const late = applicationEnd !== null && Date.now() >= Date.parse(applicationEnd);
    setConfirming(late ? "late" : "normal");
  };
  const apply = async () => {
    setBusy(true);
    try {
      const { applyCampaign } = await request(ApplyCampaign, { id: challengeId });
      setConfirming(null);
      setAnswered(applyCampaign.application?.state ?? null);
      setChanged(true);
      router.refresh();
    } catch (error) {
      toastApiError(error, tRoot);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.participation}>
      <button type="button" className="button-primary" aria-haspopup="dialog" onClick={press}>
        {t("apply")}
      </button>
      <ConfirmDialog
        open={confirming !== null}
        title={t("applyTitle", { name })}
        description={confirming === "late" ? t("applyLateText") : t("applyText")}
        confirmLabel={t("confirm")}
        busyLabel={t("joining")}
        cancelLabel={t("cancel")}
        busy={busy}
        onConfirm={apply}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
