"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import type { MomentForm as MomentFormType } from "./moment-form";
import styles from "./moment-islands.module.css";

// The moment form loads after the page, in the browser only, where one is written: it is in no
// page's first load, and it does not bring the article editor with it. (A moment's likes and
// deleting are its controls' own: moment-controls.tsx.)

function Opening() {
  const t = useTranslations("momentForm");
  return (
    <div className={styles.opening} role="status">
      {t("opening")}
    </div>
  );
}

const MomentForm = dynamic(() => import("./moment-form").then((m) => m.MomentForm), {
  ssr: false,
  loading: Opening,
});

export function MomentFormIsland(props: ComponentProps<typeof MomentFormType>) {
  return <MomentForm {...props} />;
}
