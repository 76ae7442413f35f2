import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import styles from "./error-screen.module.css";

export type ErrorKind = "network" | "not_found" | "maintenance";

const MESSAGE_KEY = { network: "network", not_found: "notFound", maintenance: "maintenance" } as const;

/** The full-page error screen (section 2.8), announced as an alert; a page may give its own message and actions. */
export function ErrorScreen({
  kind = "network",
  message,
  children,
}: {
  kind?: ErrorKind;
  message?: string;
  children?: ReactNode;
}) {
  const t = useTranslations("errors");
  return (
    <section role="alert" className={styles.screen} data-kind={kind}>
      <p className={styles.code} aria-hidden="true">
        {kind === "not_found" ? "404" : "!"}
      </p>
      {/* a missing page is the whole page: its heading says so */}
      {kind === "not_found" ? <h1 className={styles.title}>{t("notFoundTitle")}</h1> : null}
      <p className={styles.message}>{message ?? t(MESSAGE_KEY[kind])}</p>
      <div className={styles.actions}>{children ?? <a href="/">{t("backHome")}</a>}</div>
    </section>
  );
}
