"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import styles from "./search-results.module.css";

/**
 * Infinite scroll over the search page's own pages: near the end of the list the next page
 * (the "More results" link's address) is fetched and its rendered results appended, marked
 * on the server like the first page. Without scripts, or on a failure, the link still works.
 */
export function MoreResults({ href }: { href: string }) {
  const t = useTranslations("search");
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
      const results = page.querySelector("[data-search-results]");
      if (!results) throw new Error("no results in the next page");
      setPages((current) => [...current, results.innerHTML]);
      setNext(page.querySelector("[data-search-more]")?.getAttribute("href") ?? null);
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
        // our own server's rendering of the next page's results, already escaped there
        // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
        // biome-ignore lint/suspicious/noArrayIndexKey: pages are only ever appended
        <ol key={i} className={styles.list} dangerouslySetInnerHTML={{ __html: html }} />
      ))}
      {loading ? (
        <p role="status" className={styles.empty}>
          {t("searching")}
        </p>
      ) : null}
      {next ? (
        <a ref={link} className={styles.more} href={next} rel="next" data-search-more="">
          {t("more")}
        </a>
      ) : null}
    </>
  );
}
