"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import type { MomentForm as MomentFormType } from "./moment-form";
import styles from "./moment-islands.module.css";

// The moment islands load after the page, in the browser only: the actions (likes, deleting)
// on every page that shows moments, the form where one is written. Neither is in any page's
// first load, and the form does not bring the article editor with it.

function Opening() {
  const t = useTranslations("momentForm");
  return (
    <div className={styles.opening} role="status">
      {t("opening")}
    </div>
  );
}

const MomentActions = dynamic(() => import("./moment-actions").then((m) => m.MomentActions), { ssr: false });

const MomentForm = dynamic(() => import("./moment-form").then((m) => m.MomentForm), {
  ssr: false,
  loading: Opening,
});

export function MomentActionsIsland() {
  return <MomentActions />;
}

export function MomentFormIsland(props: ComponentProps<typeof MomentFormType>) {
  return <MomentForm {...props} />;
}
