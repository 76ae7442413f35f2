"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import type { ArticleEditor as ArticleEditorType } from "./article-editor";
import type { DraftEditor as DraftEditorType } from "./draft-editor";
import styles from "./editor-islands.module.css";

// The editor is loaded here alone, after the page, and only in the browser (ProseMirror needs
// a document): no other page carries its code, and the pages that do show a placeholder until
// it arrives.

function Opening() {
  const t = useTranslations("editor");
  return (
    <div className={styles.opening} role="status">
      {t("opening")}
    </div>
  );
}

const DraftEditor = dynamic(() => import("./draft-editor").then((m) => m.DraftEditor), {
  ssr: false,
  loading: Opening,
});

const ArticleEditor = dynamic(() => import("./article-editor").then((m) => m.ArticleEditor), {
  ssr: false,
  loading: Opening,
});

export function DraftEditorIsland(props: ComponentProps<typeof DraftEditorType>) {
  return <DraftEditor {...props} />;
}

export function ArticleEditorIsland(props: ComponentProps<typeof ArticleEditorType>) {
  return <ArticleEditor {...props} />;
}
