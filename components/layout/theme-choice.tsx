"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Menu, MenuGroup, MenuRadio } from "@/components/ui/menu";
import { COOKIE_MAX_AGE, THEME_COOKIE, type Theme } from "@/lib/cookies/names";

/** null: follow the system's prefers-color-scheme. */
type Choice = Theme | null;

const CHOICES: { value: Choice; label: "themeSystem" | "themeLight" | "themeDark" }[] = [
  { value: null, label: "themeSystem" },
  { value: "light", label: "themeLight" },
  { value: "dark", label: "themeDark" },
];

/**
 * The reader's theme, kept like the language: a cookie the root layout reads, so the next page
 * arrives in it with no flash, and data-theme on <html> for this one at once.
 */
function useThemeChoice(initial: Choice) {
  const [theme, setTheme] = useState(initial);
  const choose = (next: Choice) => {
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    const value = next ? `${next}; Max-Age=${COOKIE_MAX_AGE}` : "; Max-Age=0";
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
    document.cookie = `${THEME_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`;
    if (next) document.documentElement.dataset.theme = next;
    else delete document.documentElement.dataset.theme;
    setTheme(next);
  };
  return [theme, choose] as const;
}

function ThemeRadios({ theme, choose }: { theme: Choice; choose: (next: Choice) => void }) {
  const t = useTranslations("nav");
  return (
    <MenuGroup label={t("theme")}>
      {CHOICES.map(({ value, label }) => (
        <MenuRadio key={label} checked={theme === value} onSelect={() => choose(value)}>
          {t(label)}
        </MenuRadio>
      ))}
    </MenuGroup>
  );
}

/** The theme's part of the user menu. */
export function ThemeGroup({ initial }: { initial: Choice }) {
  const [theme, choose] = useThemeChoice(initial);
  return <ThemeRadios theme={theme} choose={choose} />;
}

/** A visitor has no user menu: the same choice in a menu of its own, beside the language. */
export function ThemeSwitch({ initial }: { initial: Choice }) {
  const t = useTranslations("nav");
  const [theme, choose] = useThemeChoice(initial);
  const current = CHOICES.find(({ value }) => value === theme)?.label ?? "themeSystem";
  return (
    <Menu
      label={t("themeCurrent", { theme: t(current) })}
      shape="icon"
      trigger={<span aria-hidden="true">◐</span>}
      closeOnScrollBelow={640}
    >
      <ThemeRadios theme={theme} choose={choose} />
    </Menu>
  );
}
