"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { request } from "@/lib/graphql/client";
import { AdminPutIcymiTopic } from "@/lib/graphql/documents/islands/admin/curation";

/**
 * Publish (which archives the topic published before) or archive one topic. The API's refusal
 * (not exactly pinAmount articles, one no longer active) is said beside the buttons.
 */
export function IcymiTopicActions({ id, state, title }: { id: string; state: string; title: string }) {
  const t = useTranslations("admin.curation.topics");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const set = async (next: "published" | "archived") => {
    setBusy(true);
    setError(null);
    try {
      await request(AdminPutIcymiTopic, { input: { id, state: next } });
      router.refresh();
    } catch (failure) {
      const code = apiErrorCode(failure);
      setError(t(code === "BAD_USER_INPUT" || code === "ACTION_FAILED" ? `errors.${code}` : "errors.failed"));
    } finally {
      setBusy(false);
    }
  };

  if (state === "archived") return null;
  return (
    <>
      {state === "editing" ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => set("published")}
          aria-label={t("publishLabel", { title })}
        >
          {t("publish")}
        </button>
      ) : null}{" "}
      <button type="button" disabled={busy} onClick={() => set("archived")} aria-label={t("archiveLabel", { title })}>
        {t("archive")}
      </button>
      {error ? <span role="alert">{error}</span> : null}
    </>
  );
}
