"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { MORE_LINK_SELECTOR, MORE_LIST_SELECTOR } from "./more-list";

/**
 * Infinite scroll over a list's own server-rendered pages: near the end of the list the next
 * page (the link's address) is fetched and the items of its list (the element marked with
 * MORE_LIST) appended, as the server rendered them; that page's own link names the page after.
 * Without scripts, or on a failure, the link is an ordinary next-page link.
 */
export function LoadMore({
  href,
  label,
  loadingLabel,
  as: List = "ol",
  listClassName,
  linkClassName,
  statusClassName,
}: {
  href: string;
  label: string;
  loadingLabel: string;
  /** The element the appended items go in: the same as the server's list. */
  as?: "ol" | "ul" | "div";
  listClassName?: string;
  linkClassName?: string;
  statusClassName?: string;
}) {
  const [pages, setPages] = useState<string[]>([]);
  const [next, setNext] = useState<string | null>(href);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);

  const load = useCallback(async () => {
    if (!next || loading || failed) return;
    setLoading(true);
    try {
      const response = await fetch(next, { headers: { accept: "text/html" } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      const items = page.querySelector(MORE_LIST_SELECTOR);
      if (!items) throw new Error("no list in the next page");
      setPages((current) => [...current, items.innerHTML]);
      setNext(page.querySelector(MORE_LINK_SELECTOR)?.getAttribute("href") ?? null);
    } catch {
      // the link stays: following it loads the page the ordinary way
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [next, loading, failed]);

  useEffect(() => {
    const target = link.current;
    if (!target || failed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [load, failed]);

  return (
    <>
      {pages.map((html, i) => (
        // our own server's rendering of the next page's items, already escaped there
        // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
        // biome-ignore lint/suspicious/noArrayIndexKey: pages are only ever appended
        <List key={i} className={listClassName} dangerouslySetInnerHTML={{ __html: html }} />
      ))}
      {loading ? (
        <p role="status" className={statusClassName}>
          {loadingLabel}
        </p>
      ) : null}
      {next ? (
        <a ref={link} className={linkClassName} href={next} rel="next" data-more-link="">
          {label}
        </a>
      ) : null}
    </>
  );
}
