"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import styles from "@/components/ui/toggle-button.module.css";
import { useBlockToggle } from "./use-block-toggle";

// The question before a block loads when it is first asked.
const BlockQuestion = dynamic(() => import("./block-question").then((m) => m.BlockQuestion), { ssr: false });

/**
 * Block a person (asked once) or unblock them, as a button (the blocked accounts' list; a
 * profile has it in its "…" menu). Shown to active signed-in readers only: a visitor has no
 * one to block.
 */
export function BlockButton({ userId, name, initial }: { userId: string; name: string; initial: boolean }) {
  const t = useTranslations("social");
  const block = useBlockToggle({ userId, name, initial });
  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${styles.quiet}`}
        aria-busy={block.busy || undefined}
        aria-label={`${block.blocking ? t("unblock") : t("block")} ${name}`}
        onClick={block.press}
      >
        {block.blocking ? t("unblock") : t("block")}
      </button>
      {block.question.asked ? (
        <BlockQuestion
          open={block.question.open}
          name={name}
          busy={block.busy}
          onCancel={block.question.cancel}
          onConfirm={block.question.confirm}
        />
      ) : null}
    </>
  );
}
