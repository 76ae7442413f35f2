"use client";

import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { useTranslations } from "next-intl";
import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import styles from "./editor.module.css";

export type InsertKind = "link" | "image" | "video" | "audio";

type Tool = {
  key: string;
  icon: ReactNode;
  run: () => void;
  /** A toggle's state (aria-pressed); commands that are not toggles leave it out. */
  active?: boolean;
  disabled?: boolean;
};

const svg = (path: ReactNode) => (
  <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    {path}
  </svg>
);

/** A letter for a button, hidden from assistive technology: the button's label names it. */
const glyph = (text: string, style = "") => (
  <span aria-hidden="true" className={`${styles.glyph} ${style}`}>
    {text}
  </span>
);

const ICONS = {
  h2: glyph("H2"),
  h3: glyph("H3"),
  bold: glyph("B", styles.bold),
  italic: glyph("I", styles.italic),
  strike: glyph("S", styles.strike),
  link: svg(
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
  ),
  quote: svg(<path d="M7 7h4v4c0 3-2 5-4 6M15 7h4v4c0 3-2 5-4 6" />),
  bulletList: svg(<path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" strokeLinecap="round" />),
  orderedList: svg(<path d="M10 6h10M10 12h10M10 18h10M4 5l1-1v4M4 14h2l-2 3h2" />),
  codeBlock: svg(<path d="m8 8-4 4 4 4M16 8l4 4-4 4" />),
  rule: svg(<path d="M4 12h16" />),
  image: svg(
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 16 5-5 5 5 3-3 5 5" />
    </>,
  ),
  video: svg(
    <>
      <rect x="3" y="6" width="14" height="12" rx="2" />
      <path d="m17 10 4-2v8l-4-2" />
    </>,
  ),
  audio: svg(<path d="M9 18V6l10-2v12M9 18a3 3 0 1 1-3-3 3 3 0 0 1 3 3Zm10-2a3 3 0 1 1-3-3 3 3 0 0 1 3 3Z" />),
  undo: svg(<path d="M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3" />),
  redo: svg(<path d="m15 14 5-5-5-5M20 9H9a5 5 0 0 0 0 10h3" />),
};

/**
 * The formatting toolbar, an ARIA toolbar: one Tab stop, arrow keys (and Home, End) move
 * between its buttons, each named by its label and, for toggles, saying whether it is on.
 */
export function Toolbar({ editor, onInsert }: { editor: Editor; onInsert: (kind: InsertKind) => void }) {
  const t = useTranslations("editor.toolbar");
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      strike: e.isActive("strike"),
      link: e.isActive("link"),
      quote: e.isActive("blockquote"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      codeBlock: e.isActive("codeBlock"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tools: Tool[] = [
    { key: "h2", icon: ICONS.h2, active: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: "h3", icon: ICONS.h3, active: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: "bold", icon: ICONS.bold, active: state.bold, run: () => chain().toggleBold().run() },
    { key: "italic", icon: ICONS.italic, active: state.italic, run: () => chain().toggleItalic().run() },
    { key: "strike", icon: ICONS.strike, active: state.strike, run: () => chain().toggleStrike().run() },
    { key: "link", icon: ICONS.link, active: state.link, run: () => onInsert("link") },
    { key: "quote", icon: ICONS.quote, active: state.quote, run: () => chain().toggleBlockquote().run() },
    {
      key: "bulletList",
      icon: ICONS.bulletList,
      active: state.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: "orderedList",
      icon: ICONS.orderedList,
      active: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    { key: "codeBlock", icon: ICONS.codeBlock, active: state.codeBlock, run: () => chain().toggleCodeBlock().run() },
    { key: "rule", icon: ICONS.rule, run: () => chain().setHorizontalRule().run() },
    { key: "image", icon: ICONS.image, run: () => onInsert("image") },
    { key: "video", icon: ICONS.video, run: () => onInsert("video") },
    { key: "audio", icon: ICONS.audio, run: () => onInsert("audio") },
    { key: "undo", icon: ICONS.undo, disabled: !state.canUndo, run: () => chain().undo().run() },
    { key: "redo", icon: ICONS.redo, disabled: !state.canRedo, run: () => chain().redo().run() },
  ];

  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent) => {
    const last = tools.length - 1;
    const to =
      event.key === "ArrowRight"
        ? current === last
          ? 0
          : current + 1
        : event.key === "ArrowLeft"
          ? current === 0
            ? last
            : current - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (to === undefined) return;
    event.preventDefault();
    setCurrent(to);
    buttons.current[to]?.focus();
  };

  return (
    <div role="toolbar" aria-label={t("label")} aria-controls="draft-body" className={styles.toolbar} onKeyDown={move}>
      {tools.map((tool, index) => (
        <button
          key={tool.key}
          ref={(el) => {
            buttons.current[index] = el;
          }}
          type="button"
          className={styles.tool}
          aria-label={t(tool.key)}
          title={t(tool.key)}
          aria-pressed={tool.active === undefined ? undefined : tool.active}
          // disabled buttons stay reachable by arrows, as the toolbar pattern asks
          aria-disabled={tool.disabled || undefined}
          tabIndex={index === current ? 0 : -1}
          onFocus={() => setCurrent(index)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (!tool.disabled) tool.run();
          }}
        >
          {tool.icon}
        </button>
      ))}
    </div>
  );
}
