"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toastApiError } from "@/components/ui/api-error-toast";
import { request } from "@/lib/graphql/client";
import { ClearSearchHistory } from "@/lib/graphql/documents/islands/search";
import styles from "./search-results.module.css";

export function ClearRecentSearches() {
  const t = useTranslations("search");
  const tAll = useTranslations();
  const router = useRouter();
  return (
    <button
      type="button"
      className={styles.linkButton}
      onClick={async () => {
        try {
          await request(ClearSearchHistory, {});
          router.refresh();
        } catch (error) {
          toastApiError(error, tAll);
        }
      }}
    >
      {t("clearRecent")}
    </button>
  );
}
