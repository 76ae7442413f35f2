"use client";

import { useTranslations } from "next-intl";
import styles from "./editor.module.css";
import type { SuggestionView } from "./mentions";

/** Below the text being typed, kept inside the window. */
function position(rect: DOMRect | null) {
  if (!rect) return undefined;
  const width = 280;
  const left = Math.max(8, Math.min(rect.left, window.innerWidth - width - 8));
  return { top: rect.bottom + 6, left, width };
}

/**
 * People after `@` and tags after `#`, as a listbox under the caret. The keys stay in the text
 * (arrows move, Enter or Tab picks, Escape closes: see mentions.ts); a click picks too.
 */
export function SuggestionPopup({ view }: { view: SuggestionView }) {
  const t = useTranslations("editor.mention");
  if (!view) return null;
  const label = view.kind === "person" ? t("people") : t("tags");
  const empty =
    view.items.length === 0
      ? view.loading
        ? t("searching")
        : view.kind === "person" && [...view.query].length < 2
          ? t("typeMore")
          : t("none")
      : null;
  return (
    <div className={styles.suggestions} style={position(view.rect)} data-suggestions={view.kind}>
      {empty ? (
        <p className={styles.suggestionNote} role="status">
          {empty}
        </p>
      ) : (
        <div role="listbox" aria-label={label} id="mention-suggestions">
          {view.items.map((item, index) => (
            <div
              key={item.kind === "person" ? item.userName : `${item.kind}:${item.content}`}
              id={`mention-option-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === view.selected}
              className={styles.suggestion}
              onMouseDown={(event) => {
                // keep the caret in the text
                event.preventDefault();
                view.choose(index);
              }}
            >
              {item.kind === "person" ? (
                <>
                  <strong>{item.displayName}</strong> <span className={styles.muted}>@{item.userName}</span>
                </>
              ) : item.kind === "tag" ? (
                <>
                  <strong>#{item.content}</strong>{" "}
                  <span className={styles.muted}>{t("tagArticles", { count: item.numArticles })}</span>
                </>
              ) : (
                t("newTag", { tag: item.content })
              )}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
