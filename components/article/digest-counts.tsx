import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { abbreviateNumber } from "@/lib/i18n/format";
import styles from "./article-digest.module.css";

/**
 * An article's appreciations and comments under its card: an icon and a short number for the
 * eye, the whole count in words for a screen reader (and as the tooltip).
 */
export function DigestCounts({ appreciations, comments }: { appreciations: number; comments: number }) {
  const t = useTranslations("home");
  return (
    <>
      <Count label={t("appreciationCount", { count: appreciations })} value={appreciations}>
        <path d="M8 13.5s-5.5-3.2-5.5-7A3 3 0 0 1 8 4.3a3 3 0 0 1 5.5 2.2c0 3.8-5.5 7-5.5 7Z" />
      </Count>
      <Count label={t("commentCount", { count: comments })} value={comments}>
        <path d="M2.5 3.5h11v7.5h-6l-3 2.5V11h-2Z" />
      </Count>
    </>
  );
}

function Count({ label, value, children }: { label: string; value: number; children: ReactNode }) {
  return (
    <span className={styles.count} title={label}>
      <svg
        viewBox="0 0 16 16"
        width="14"
        height="14"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {children}
      </svg>
      <span aria-hidden="true">{abbreviateNumber(value)}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
