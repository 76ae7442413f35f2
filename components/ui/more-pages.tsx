"use client";

import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";

/** The items of the page a "more" link names, as React renders them on the server, and the link after it. */
export type MoreItems = (href: string) => Promise<{ items: ReactNode; next: string | null }>;

/**
 * Infinite scroll over a list's own server-rendered pages: near the end of the list the next
 * page (the "more" link's address) is fetched and the items of its `[data-more-items]` list are
 * appended; its `[data-more-link]` names the page after. A list whose items hold client
 * components (a moment's like button) passes `load`, a server action that renders the items of
 * the page the link names: appended as React elements, they work as the first page's do, where
 * HTML inserted as text would never run. Without scripts, or on a
 * failure, the link still works, and crawlers follow it.
 */
export function MorePages({
  href,
  label,
  loadingLabel,
  listClassName,
  linkClassName,
  load: loadItems,
}: {
  href: string;
  label: string;
  loadingLabel: string;
  listClassName?: string;
  linkClassName?: string;
  load?: MoreItems;
}) {
  const [pages, setPages] = useState<({ html: string } | { items: ReactNode })[]>([]);
  const [next, setNext] = useState<string | null>(href);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);

  const load = useCallback(async () => {
    if (!next || loading || failed) return;
    setLoading(true);
    try {
      if (loadItems) {
        const more = await loadItems(next);
        setPages((current) => [...current, { items: more.items }]);
        setNext(more.next);
        return;
      }
      const response = await fetch(next, { headers: { accept: "text/html" } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      const items = page.querySelector("[data-more-items]");
      if (!items) throw new Error("no list in the next page");
      setPages((current) => [...current, { html: items.innerHTML }]);
      setNext(page.querySelector("[data-more-link]")?.getAttribute("href") ?? null);
    } catch {
      // the link stays: following it loads the page the ordinary way
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [next, loading, failed, loadItems]);

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
      {pages.map((page, i) =>
        "items" in page ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pages are only ever appended
          <ol key={i} className={listClassName}>
            {page.items}
          </ol>
        ) : (
          // our own server's rendering of the next page's items, already escaped there
          // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
          // biome-ignore lint/suspicious/noArrayIndexKey: pages are only ever appended
          <ol key={i} className={listClassName} dangerouslySetInnerHTML={{ __html: page.html }} />
        ),
      )}
      {loading ? <p role="status">{loadingLabel}</p> : null}
      {next ? (
        <a ref={link} className={linkClassName} href={next} rel="next" data-more-link="">
          {label}
        </a>
      ) : null}
    </>
  );
}
