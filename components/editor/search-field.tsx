"use client";

import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import styles from "./editor.module.css";

type Props<Item> = {
  label: string;
  placeholder?: string;
  /** Options for what was typed (searched after a short pause); [] for none. */
  find: (text: string, signal: AbortSignal) => Promise<Item[]>;
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** Enter or a click on an option; with no option highlighted, Enter hands the text (or nothing). */
  onPick: (item: Item | null, text: string) => void;
  disabled?: boolean;
  describedBy?: string;
};

/**
 * A text field with a list of options under it (the ARIA combobox pattern): arrows highlight,
 * Enter picks, Escape closes. For the tags and the related articles of the publishing options.
 */
export function SearchField<Item>({
  label,
  placeholder,
  find,
  itemKey,
  renderItem,
  onPick,
  disabled,
  describedBy,
}: Props<Item>) {
  const [text, setText] = useState("");
  const [items, setItems] = useState<Item[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const inputId = useId();
  const findRef = useRef(find);
  findRef.current = find;

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      if (!text.trim()) {
        setItems([]);
        return;
      }
      findRef.current(text, controller.signal).then(
        (found) => {
          setItems(found);
          setActive(-1);
        },
        () => setItems([]),
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const pick = (item: Item | null) => {
    onPick(item, text);
    setText("");
    setItems([]);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (items.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setActive((current) =>
        event.key === "ArrowDown" ? (current + 1) % items.length : (current - 1 + items.length) % items.length,
      );
    } else if (event.key === "Enter") {
      event.preventDefault();
      pick(open && active >= 0 ? (items[active] ?? null) : null);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const expanded = open && items.length > 0;
  return (
    <div className={styles.searchField}>
      <label htmlFor={inputId} className={styles.optionLabel}>
        {label}
      </label>
      <input
        id={inputId}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div role="listbox" id={listId} aria-label={label} hidden={!expanded}>
        {items.map((item, index) => (
          <div
            key={itemKey(item)}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={styles.suggestion}
            onMouseDown={(event) => {
              event.preventDefault();
              pick(item);
            }}
          >
            {renderItem(item)}
          </div>
        ))}
      </div>
    </div>
  );
}
