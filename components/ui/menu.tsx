"use client";

import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import styles from "./menu.module.css";

type MenuProps = {
  /** The button's content; `label` is its accessible name when the content is an icon. */
  trigger: ReactNode;
  label: string;
  children: ReactNode;
  align?: "start" | "end";
  /** Closes on page scroll (debounced), as the language switch does on small screens. */
  closeOnScrollBelow?: number;
  /** On narrow screens the list opens as a drawer from the side (the user menu, section 2.5). */
  drawerOnNarrow?: boolean;
  /**
   * The button's shape: a pill with words (default), a round icon button, or "adaptive": round
   * below MD, where the top bar has no room for words (wrap them in <TriggerWords>), a pill above.
   */
  shape?: "pill" | "icon" | "adaptive";
  className?: string;
};

/**
 * A menu button (WAI-ARIA menu pattern): opens on click, Enter, Space or ArrowDown; arrow
 * keys, Home and End move among items; Escape, Tab, an outside click or choosing an item
 * closes it and focus returns to the button.
 */
export function Menu({
  trigger,
  label,
  children,
  align = "end",
  closeOnScrollBelow,
  drawerOnNarrow,
  shape = "pill",
  className,
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    menuItems(listRef.current)[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!listRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener("pointerdown", onPointer);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      if (closeOnScrollBelow === undefined || window.innerWidth >= closeOnScrollBelow) return;
      clearTimeout(timer);
      timer = setTimeout(() => close(false), 300);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      window.removeEventListener("scroll", onScroll);
      clearTimeout(timer);
    };
  }, [open, close, closeOnScrollBelow]);

  const onMenuKey = (event: React.KeyboardEvent) => {
    const list = menuItems(listRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === "ArrowDown") move(index + 1);
    else if (event.key === "ArrowUp") move(index - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(list.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") close(false);
  };

  return (
    <div className={`${styles.root} ${className ?? ""}`}>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.trigger} ${shape === "pill" ? "" : styles[shape]}`}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {trigger}
      </button>
      {open ? (
        <div
          ref={listRef}
          id={id}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          className={`${styles.list} ${align === "end" ? styles.end : styles.start} ${drawerOnNarrow ? styles.drawer : ""}`}
          onKeyDown={onMenuKey}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('[role="menuitem"], [role="menuitemradio"]')) close(true);
          }}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}

/** A trigger's words, left out below MD by an "adaptive" Menu (its label still names it). */
export function TriggerWords({ children }: { children: ReactNode }) {
  return <span className={styles.words}>{children}</span>;
}

const menuItems = (list: HTMLElement | null) => [
  ...(list?.querySelectorAll<HTMLElement>('[role="menuitem"], [role="menuitemradio"]') ?? []),
];

/** A link inside a Menu. */
export function MenuLink({ href, children, current }: { href: string; children: ReactNode; current?: boolean }) {
  return (
    <a role="menuitem" tabIndex={-1} href={href} className={styles.item} aria-current={current ? "page" : undefined}>
      {children}
    </a>
  );
}

/** An action inside a Menu. */
export function MenuButton({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={onSelect}>
      {children}
    </button>
  );
}

/** One choice of several inside a Menu (the current one is checked and bold). */
export function MenuRadio({
  onSelect,
  checked,
  children,
}: {
  onSelect: () => void;
  checked: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={checked}
      tabIndex={-1}
      className={`${styles.item} ${checked ? styles.checked : ""}`}
      onClick={onSelect}
    >
      {children}
    </button>
  );
}

/** Items under a visible heading, e.g. the theme's choices inside the user menu. */
export function MenuGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a menu's groups are role="group" (WAI-ARIA menu pattern); a fieldset is for forms
    <div role="group" aria-label={label}>
      <div className={styles.groupLabel} aria-hidden="true">
        {label}
      </div>
      {children}
    </div>
  );
}

export function MenuSeparator() {
  return <hr className={styles.separator} />;
}
