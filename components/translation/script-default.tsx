"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { CHINESE_SCRIPT_COOKIE, type ChineseScript, COOKIE_MAX_AGE } from "@/lib/cookies/names";
import { TRANSLATION_PARAM } from "@/lib/i18n/translation-choice";
import styles from "./translation.module.css";

/**
 * "Always show Chinese in …": kept like the theme, in a cookie the pages read, so the next
 * article arrives in that script with nothing to tap. Changing it shows this page as the new
 * default has it (the address's own choice dropped), without leaving the checkbox.
 */
export function ScriptDefault({ script, saved, label }: { script: ChineseScript; saved: boolean; label: string }) {
  const router = useRouter();
  const [checked, setChecked] = useState(saved);
  const change = (next: boolean) => {
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    const value = next ? `${script}; Max-Age=${COOKIE_MAX_AGE}` : "; Max-Age=0";
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
    document.cookie = `${CHINESE_SCRIPT_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`;
    setChecked(next);
    const url = new URL(window.location.href);
    url.searchParams.delete(TRANSLATION_PARAM);
    router.replace(`${url.pathname}${url.search}${url.hash}`, { scroll: false });
  };
  return (
    <label className={styles.default}>
      <input type="checkbox" checked={checked} onChange={(event) => change(event.target.checked)} />
      {label}
    </label>
  );
}
