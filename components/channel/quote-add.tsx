"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { mayAct, type ViewerKind } from "@/components/auth/viewer-gate";
import styles from "./quote-wall.module.css";

/** An entry a quote may come from: the challenge's page lists them. */
export type QuotableEntry = { id: string; title: string };

// the dialog (and the API's call) load on the first press
const QuoteDialog = dynamic(() => import("./quote-dialog").then((m) => m.QuoteDialog), { ssr: false });

/** "Add a quote": a visitor is asked to log in first; anyone active gets the dialog. */
export function QuoteAdd({ viewer, entries }: { viewer: ViewerKind; entries: QuotableEntry[] }) {
  const t = useTranslations("challengeWall");
  const tRoot = useTranslations();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const press = () => {
    // no login trigger names quotes in section 3's list: "nav" is its generic one
    if (!mayAct(viewer, "nav", tRoot("nav.forbiddenByState"))) return;
    setLoaded(true);
    setOpen(true);
  };
  return (
    <>
      <button type="button" className={styles.button} aria-haspopup="dialog" onClick={press}>
        {t("add")}
      </button>
      {loaded ? <QuoteDialog open={open} entries={entries} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
