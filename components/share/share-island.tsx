"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import styles from "@/components/ui/toggle-button.module.css";
import { shareUrl } from "@/lib/url/share-url";
import type { ShareLabels } from "./share-dialog";

// The dialog's code loads only where the device has no share sheet, at the first press.
const ShareDialog = dynamic(() => import("./share-dialog").then((m) => m.ShareDialog), { ssr: false });

/** The page's canonical address as its head names it, else the address without its query. */
function canonical() {
  const link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return link?.href || `${location.origin}${location.pathname}`;
}

/**
 * Share: the device's share sheet where there is one (section 2.8), else a dialog with the
 * link to copy. A reader who dismisses the sheet (AbortError) is done; a sheet that refuses
 * (no user activation, a policy, a data it cannot share) falls back to the dialog.
 */
export function ShareIsland({ title, keep, labels }: { title: string; keep?: string[]; labels: ShareLabels }) {
  const [link, setLink] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  const press = async () => {
    const url = shareUrl(canonical(), location.search, keep);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    setLink(url);
    setOpen(true);
  };

  return (
    <>
      <button type="button" className={`${styles.button} ${styles.quiet}`} aria-haspopup="dialog" onClick={press}>
        <svg className={styles.icon} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path
            d="M8 10V2M5 4.5 8 1.5l3 3M4 7H3v7h10V7h-1"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {labels.share}
      </button>
      {/* once asked for, the dialog stays mounted, so it can close as dialogs do */}
      {link ? (
        <ShareDialog open={open} onClose={() => setOpen(false)} title={title} url={link} labels={labels} />
      ) : null}
    </>
  );
}
