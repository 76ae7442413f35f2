"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { request } from "@/lib/graphql/client";
import { PutDraft } from "@/lib/graphql/documents/islands/editor/writing";
import { errorMessageFor } from "@/lib/graphql/error-messages";
import styles from "./editor-islands.module.css";

/**
 * /me/drafts/new: makes an empty draft and goes on to it. A POST from the page, not the GET
 * that opened it, so no link or prefetch can make drafts.
 */
export function NewDraft() {
  const t = useTranslations("editor");
  const tRoot = useTranslations();
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef(false);

  const create = useCallback(async () => {
    setFailed(null);
    try {
      const { putDraft } = await request(PutDraft, { input: {} });
      window.location.replace(`/me/drafts/${putDraft.id}`);
    } catch (error) {
      const message = errorMessageFor(apiErrorCode(error));
      setFailed(message ? tRoot(message.key, message.values) : t("newFailed"));
    }
  }, [t, tRoot]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void create();
  }, [create]);

  return failed ? (
    <div className={styles.opening} role="alert">
      <p>{failed}</p>
      <button type="button" className="button-primary" onClick={create}>
        {t("retry")}
      </button>
    </div>
  ) : (
    <div className={styles.opening} role="status">
      {t("starting")}
    </div>
  );
}
