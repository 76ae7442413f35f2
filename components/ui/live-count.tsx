"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { abbreviateNumber } from "@/lib/i18n/format";

// Counts a button changes before the API answers (section 4: a follow raises the target's
// follower count and the viewer's following count at once). The page renders each count from
// its read; islands add their optimistic changes here by key (`user:<id>:followers`), and every
// LiveCount of that key shows the read's value plus them. A rollback takes its change back.

const shifts = new Map<string, number>();
const listeners = new Set<() => void>();

export function shiftCount(key: string, delta: number) {
  shifts.set(key, (shifts.get(key) ?? 0) + delta);
  for (const listener of listeners) listener();
}

/** Forgets every change: the page is about to render its counts afresh (router.refresh()). */
export function resetCounts() {
  shifts.clear();
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The change made to a count so far on this page. */
export function useCountShift(key: string) {
  return useSyncExternalStore(
    subscribe,
    () => shifts.get(key) ?? 0,
    () => 0,
  );
}

/** A count as the page read it, plus what the reader's buttons changed since. */
export function LiveCount({ countKey, value }: { countKey: string; value: number }) {
  const shift = useCountShift(countKey);
  return <>{abbreviateNumber(Math.max(0, value + shift))}</>;
}

/**
 * The word beside a live count, in the plural the count takes now ("1 follower", "2
 * followers"): it changes with the count when the reader follows.
 */
export function LiveCountWord({ countKey, value, word }: { countKey: string; value: number; word: "followers" }) {
  const t = useTranslations("social.countWords");
  const shift = useCountShift(countKey);
  return <>{t(word, { count: Math.max(0, value + shift) })}</>;
}
