"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { usePublicPathname } from "@/components/layout/use-public-pathname";
import { request } from "@/lib/graphql/client";
import { QuickResult, RecordSearch } from "@/lib/graphql/documents/islands/search";
import type { QuickResultQuery } from "@/lib/graphql/generated/islands/graphql";
import { MAX_SEARCH_LENGTH, normalizeKey, quickSearchable } from "@/lib/text/search-key";
import { searchPath, tagPath, userPath } from "@/lib/url/entity-paths";
import styles from "./search-bar.module.css";

/** Section 2.7 leaves the delay to us: long enough to skip most keystrokes, short enough to feel live. */
const DEBOUNCE_MS = 250;

type Hit = { id: string; href: string; label: string; detail: string };
type Results = { users: Hit[]; tags: Hit[] };

/**
 * The search bar (section 2.7): a combobox whose dropdown shows up to 5 people and 5 tags
 * while typing. "/" anywhere focuses it; arrow keys move between the input and the results;
 * Escape and an outside click close the dropdown; Enter opens the highlighted result, or
 * searches (replacing the entry when already on /search).
 */
export function SearchBar({ initialKey = "", className }: { initialKey?: string; className?: string }) {
  const t = useTranslations("search");
  const router = useRouter();
  const pathname = usePublicPathname();
  const listId = useId();
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialKey);
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<Results | null>(null);
  const [loading, setLoading] = useState(false);
  // -1 is the input itself
  const [active, setActive] = useState(-1);

  const key = normalizeKey(value);
  const hits = results ? [...results.users, ...results.tags] : [];

  // Quick results for the key as it settles.
  useEffect(() => {
    if (!quickSearchable(key)) {
      setResults(null);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(async () => {
      try {
        const data = await request(QuickResult, { key }, { visibility: "public", signal: controller.signal });
        setResults({
          users: (data.users.edges ?? []).map(({ node }) => userHit(node)).filter((hit) => hit !== null),
          tags: (data.tags.edges ?? []).map(({ node }) => tagHit(node, t)).filter((hit) => hit !== null),
        });
        setActive(-1);
      } catch {
        // the dropdown just stays empty; submitting still searches
        if (!controller.signal.aborted) setResults(null);
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, t]);

  // Text typed before the page came alive is kept; on the search page, an empty bar shows
  // what was searched for.
  useEffect(() => {
    const typed = inputRef.current?.value;
    const q = pathname === "/search" ? new URLSearchParams(window.location.search).get("q") : null;
    setValue((current) => typed || current || q || "");
  }, [pathname]);

  // "/" focuses the search, unless the reader is typing somewhere else.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']")) return;
      const input = inputRef.current;
      // a bar hidden at this screen width leaves it to the one shown
      if (!input || input.getClientRects().length === 0) return;
      event.preventDefault();
      input.focus();
      setOpen(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  // A press anywhere outside closes the dropdown.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const showList = open && hits.length > 0;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const chosen = active >= 0 ? hits[active] : undefined;
    setOpen(false);
    if (chosen) {
      router.push(chosen.href);
      return;
    }
    if (!key) return;
    // a signed-in reader's search joins their recent searches (the API keeps none for a
    // visitor); only this submit records, never the results page a link may open
    request(RecordSearch, { key }, { post: true }).catch(() => {});
    const href = searchPath(key);
    if (pathname === "/search") router.replace(href);
    else router.push(href);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (hits.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      // cycle through the input (-1) and each result
      setActive((current) => ((current + 1 + step + hits.length + 1) % (hits.length + 1)) - 1);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;

  const group = (label: string, list: Hit[], offset: number) =>
    list.length > 0 ? (
      // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (ARIA), not a form fieldset
      <div role="group" aria-label={label} className={styles.group}>
        <div className={styles.groupLabel} aria-hidden="true">
          {label}
        </div>
        {list.map((hit, i) => (
          <a
            key={hit.id}
            id={optionId(offset + i)}
            role="option"
            aria-selected={active === offset + i}
            tabIndex={-1}
            href={hit.href}
            className={styles.option}
            onPointerEnter={() => setActive(offset + i)}
          >
            <span className={styles.optionLabel}>{hit.label}</span>
            <span className={styles.optionDetail}>{hit.detail}</span>
          </a>
        ))}
      </div>
    ) : null;

  return (
    <search className={className}>
      <form ref={rootRef} action="/search" method="get" className={styles.form} onSubmit={submit}>
        <input
          ref={inputRef}
          type="search"
          name="q"
          role="combobox"
          aria-label={t("label")}
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          className={styles.input}
          placeholder={t("placeholder")}
          maxLength={MAX_SEARCH_LENGTH}
          enterKeyHint="search"
          autoComplete="off"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {value ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={t("clear")}
            onClick={() => {
              setValue("");
              setResults(null);
              setActive(-1);
              inputRef.current?.focus();
            }}
          >
            ×
          </button>
        ) : null}
        <button type="submit" className={styles.submit} aria-label={t("submit")}>
          <svg
            aria-hidden="true"
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
        </button>
        {open && loading && hits.length === 0 ? (
          // beside the listbox, not in it: a listbox holds options only
          <div role="status" className={`${styles.list} ${styles.loading}`}>
            {t("searching")}
          </div>
        ) : null}
        <div id={listId} role="listbox" aria-label={t("label")} className={styles.list} hidden={!showList}>
          {results ? group(t("people"), results.users, 0) : null}
          {results ? group(t("tags"), results.tags, results.users.length) : null}
        </div>
      </form>
    </search>
  );
}

type Found<K extends "users" | "tags"> = NonNullable<QuickResultQuery[K]["edges"]>[number]["node"];

function userHit(node: Found<"users">): Hit | null {
  if (node.__typename !== "User" || !node.userName) return null;
  return {
    id: node.id,
    href: userPath(node.userName),
    label: node.displayName ?? node.userName,
    detail: `@${node.userName}`,
  };
}

function tagHit(node: Found<"tags">, t: ReturnType<typeof useTranslations<"search">>): Hit | null {
  if (node.__typename !== "Tag") return null;
  return {
    id: node.id,
    href: tagPath(node.id, node.slug),
    label: `#${node.content}`,
    detail: t("tagArticles", { count: node.numArticles }),
  };
}
