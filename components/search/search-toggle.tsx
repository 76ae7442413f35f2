"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { usePublicPathname } from "@/components/layout/use-public-pathname";
import styles from "./search-entry.module.css";

const ICON = (
  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

/**
 * Narrow screens (section 2.5): the button goes to the search page, and from it back where the
 * reader was: a link to the page they came from, or one step back in history once scripts run.
 */
export function SearchToggle({ backHref }: { backHref: string }) {
  const t = useTranslations("search");
  const pathname = usePublicPathname();
  const router = useRouter();
  if (pathname === "/search") {
    return (
      <a
        href={backHref}
        className={styles.button}
        aria-current="page"
        onClick={(event) => {
          if (window.history.length <= 1) return;
          event.preventDefault();
          router.back();
        }}
      >
        <span className="visually-hidden">{t("label")}</span>
        {ICON}
      </a>
    );
  }
  return (
    <a href="/search" className={styles.button}>
      <span className="visually-hidden">{t("label")}</span>
      {ICON}
    </a>
  );
}
