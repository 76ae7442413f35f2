"use client";

import { type ReactNode, useLayoutEffect, useState } from "react";
import { useMoments } from "./moments-provider";

// A moment's place in a list (MomentItem) and its link (MomentLink), known to the list's
// MomentsProvider by React refs: a deleted moment's item goes, and focus moves to the link of
// the moment after it.

type Entry = { item?: HTMLElement | null; link?: HTMLAnchorElement | null };

function entryRef(id: string, key: keyof Entry, items: Map<string, Entry> | undefined) {
  return (element: HTMLElement | null) => {
    if (!items) return;
    const entry = items.get(id) ?? {};
    if (key === "link") entry.link = element as HTMLAnchorElement | null;
    else entry.item = element;
    items.set(id, entry);
    return () => {
      const current = items.get(id);
      if (current?.[key] === element) current[key] = null;
    };
  };
}

/** The list item of a moment: nothing once the viewer deleted it. */
export function MomentItem({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  const moments = useMoments();
  const [token] = useState(() => Symbol(id));
  // a page rendered again after a deletion may now hold a moment an appended page already shows
  const [duplicate, setDuplicate] = useState(false);
  const owners = moments?.owners;
  useLayoutEffect(() => {
    if (!owners) return;
    const list = owners.get(id) ?? [];
    list.push(token);
    owners.set(id, list);
    if (list[0] !== token) setDuplicate(true);
    return () => {
      const rest = (owners.get(id) ?? []).filter((other) => other !== token);
      if (rest.length) owners.set(id, rest);
      else owners.delete(id);
    };
  }, [owners, id, token]);
  if (duplicate || moments?.deleted.has(id)) return null;
  return (
    <li className={className} ref={entryRef(id, "item", moments?.items)}>
      {children}
    </li>
  );
}

/** A moment's link in a list: where focus goes when the moment before it is deleted. */
export function MomentLink({ id, href, children }: { id: string; href: string; children: ReactNode }) {
  const moments = useMoments();
  return (
    <a href={href} ref={entryRef(id, "link", moments?.items)}>
      {children}
    </a>
  );
}

/** A list's heading: focus goes there when no moment is left to take it. */
export function MomentsHeading({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  const moments = useMoments();
  return (
    <h1 id={id} className={className} ref={moments?.heading} tabIndex={-1}>
      {children}
    </h1>
  );
}
