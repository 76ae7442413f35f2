"use client";

import { usePathname } from "next/navigation";
import { isLocale } from "@/lib/i18n/locales";

/**
 * The path as the reader sees it. On the server, usePathname() answers the internal
 * /[locale]/… path the middleware rewrote to; in the browser, the public one. Comparing
 * either raw would render differently on each side and break hydration.
 */
export function usePublicPathname(): string {
  const pathname = usePathname();
  const [, first, ...rest] = pathname.split("/");
  return isLocale(first) ? `/${rest.join("/")}` : pathname;
}
