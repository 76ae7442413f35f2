"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import type { MomentForm as MomentFormType } from "./moment-form";
import styles from "./moment-islands.module.css";

// The moment form loads after the page, in the browser only, where one is written: it is in no
// page's first load, and it does not bring the article editor with it.
//
// A moment's controls (moment-controls.tsx), the provider they share (moments-provider.tsx) and
// a list's items, links and heading (moment-item.tsx) render on the server as they are, but their
// code is a chunk of its own, asked for by the pages that render them (preloaded with the page):
// imported directly, every page whose routes can show moments carried them in its first load (a
// visitor's home, which shows none, grew by 2.6 KB gzip).

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

export const MomentControls = dynamic(() => import("./moment-controls").then((m) => m.MomentControls));
export const MomentsProvider = dynamic(() => import("./moments-provider").then((m) => m.MomentsProvider));
export const MomentItem = dynamic(() => import("./moment-item").then((m) => m.MomentItem));
export const MomentLink = dynamic(() => import("./moment-item").then((m) => m.MomentLink));
export const MomentsHeading = dynamic(() => import("./moment-item").then((m) => m.MomentsHeading));
