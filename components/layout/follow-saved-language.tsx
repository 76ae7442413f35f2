"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import type { UserLanguage } from "@/lib/i18n/locales";
import { takeSavedLanguage } from "./language-cookies";

/**
 * Takes up a language the account saved on another device (SavedLanguage decided it must):
 * writes the cookies and, where the page is in another language, renders it again in this one.
 * Only once the browser kept them: one that refuses cookies would otherwise be sent round again.
 */
export function FollowSavedLanguage({ language, rerender }: { language: UserLanguage; rerender: boolean }) {
  const router = useRouter();
  useEffect(() => {
    if (takeSavedLanguage(language) && rerender) router.refresh();
  }, [language, rerender, router]);
  return null;
}
