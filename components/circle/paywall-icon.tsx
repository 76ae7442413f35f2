import { useTranslations } from "next-intl";
import styles from "./paywall.module.css";

/** The lock on paywalled work: an image with its own name, so a screen reader says it too. */
export function PaywallIcon() {
  const t = useTranslations("paywall");
  return (
    <svg className={styles.lock} role="img" aria-label={t("lock")} viewBox="0 0 16 16" width="14" height="14">
      <title>{t("lock")}</title>
      <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
      <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
