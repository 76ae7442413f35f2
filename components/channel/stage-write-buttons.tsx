"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { draftHref } from "@/components/editor/paths";
import { toastApiError } from "@/components/ui/api-error-toast";
import { request } from "@/lib/graphql/client";
import { PutStageDraft } from "@/lib/graphql/documents/islands/challenge/challenge";
import styles from "./challenge-participation.module.css";

/** A stage one may write for now; `id` null for a challenge without stages. */
export type WritableStage = { id: string | null; name: string };

/**
 * "Write for this stage": a new draft entered in the challenge and the stage, then the editor
 * on it. The draft is made by the press (a POST), never by opening a page.
 */
export function StageWriteButtons({ challengeId, stages }: { challengeId: string; stages: WritableStage[] }) {
  const t = useTranslations("challengePage");
  const tRoot = useTranslations();
  const router = useRouter();
  const [opening, setOpening] = useState<string | null>(null);
  if (stages.length === 0) return null;

  const write = async (stage: WritableStage) => {
    if (opening !== null) return;
    const key = stage.id ?? "";
    setOpening(key);
    try {
      const { putDraft } = await request(PutStageDraft, { campaign: challengeId, stage: stage.id });
      router.push(draftHref(putDraft.id));
    } catch (error) {
      toastApiError(error, tRoot);
      setOpening(null);
    }
  };
  return (
    <ul className={styles.stages}>
      {stages.map((stage) => {
        const key = stage.id ?? "";
        return (
          <li key={key}>
            <button
              type="button"
              className="button-primary"
              aria-busy={opening === key || undefined}
              disabled={opening !== null && opening !== key}
              onClick={() => write(stage)}
            >
              {opening === key
                ? t("openingEditor")
                : stage.id
                  ? t("writeForStage", { stage: stage.name })
                  : t("writeForChallenge")}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
