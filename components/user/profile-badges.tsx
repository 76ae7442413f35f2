"use client";

import { useEffect, useRef, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import styles from "./profile-badges.module.css";

/** Section 2.3's dialog=nomad-badge and dialog=grand-badge (with step=congrats). */
const DIALOG_OF = { nomad: "nomad-badge", grand: "grand-badge" } as const;
type Which = keyof typeof DIALOG_OF;

type Opens = { name: string; open: string; title: string; info: string };
/** The badges' words in the page's language (user-badges.tsx): null for a dialog's badge not held. */
export type BadgeWords = {
  list: string;
  nomad: Opens | null;
  grand: (Opens & { congratsTitle: string; congrats: string }) | null;
  plain: { type: string; name: string; info: string }[];
};

/** Keeps the open dialog in the address, so it can be linked to; closing clears it and its step. */
function setDialogQuery(which: Which | null) {
  const url = new URL(window.location.href);
  if (which) url.searchParams.set("dialog", DIALOG_OF[which]);
  else url.searchParams.delete("dialog");
  url.searchParams.delete("step");
  window.history.replaceState(window.history.state, "", url);
}

/**
 * The badges of a profile. The nomad and grand slam badges open a dialog telling what they
 * are, also when the page is opened with its dialog in the address (a grant's notice links to
 * ?dialog=grand-badge&step=congrats, which congratulates). Closing gives focus to the badge.
 */
export function ProfileBadges({ words }: { words: BadgeWords }) {
  const [open, setOpen] = useState<Which | null>(null);
  const [congrats, setCongrats] = useState(false);
  const nomadRef = useRef<HTMLButtonElement>(null);
  const grandRef = useRef<HTMLButtonElement>(null);
  const hasNomad = words.nomad !== null;
  const hasGrand = words.grand !== null;

  // read here, not by the page: a profile's cached page is the same whatever its address asks
  useEffect(() => {
    const query = new URL(window.location.href).searchParams;
    const asked = query.get("dialog");
    if (asked === DIALOG_OF.nomad && hasNomad) setOpen("nomad");
    if (asked === DIALOG_OF.grand && hasGrand) {
      setOpen("grand");
      setCongrats(query.get("step") === "congrats");
    }
  }, [hasNomad, hasGrand]);

  const show = (which: Which | null) => {
    setOpen(which);
    setCongrats(false);
    setDialogQuery(which);
  };

  return (
    <>
      <ul className={styles.list} aria-label={words.list}>
        {words.nomad ? (
          <li>
            <button
              ref={nomadRef}
              type="button"
              className={styles.badge}
              aria-haspopup="dialog"
              aria-label={words.nomad.open}
              onClick={() => show("nomad")}
            >
              {words.nomad.name}
            </button>
          </li>
        ) : null}
        {words.grand ? (
          <li>
            <button
              ref={grandRef}
              type="button"
              className={styles.badge}
              aria-haspopup="dialog"
              aria-label={words.grand.open}
              onClick={() => show("grand")}
            >
              {words.grand.name}
            </button>
          </li>
        ) : null}
        {words.plain.map((b) => (
          <li key={b.type} className={styles.badge} title={b.info}>
            {b.name}
          </li>
        ))}
      </ul>
      {words.nomad ? (
        <Dialog
          open={open === "nomad"}
          onClose={() => show(null)}
          title={words.nomad.title}
          description={words.nomad.info}
          returnFocus={nomadRef}
        />
      ) : null}
      {words.grand ? (
        <Dialog
          open={open === "grand"}
          onClose={() => show(null)}
          title={congrats ? words.grand.congratsTitle : words.grand.title}
          description={congrats ? words.grand.congrats : words.grand.info}
          returnFocus={grandRef}
        />
      ) : null}
    </>
  );
}
