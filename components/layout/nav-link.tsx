"use client";

import type { ReactNode } from "react";
import styles from "./channel-nav.module.css";
import { usePublicPathname } from "./use-public-pathname";

/** A navigation link that marks itself current; the nav around it is shared, cached HTML. */
export function NavLink({
  href,
  alsoCurrentAt,
  children,
}: {
  href: string;
  alsoCurrentAt?: string;
  children: ReactNode;
}) {
  const pathname = usePublicPathname();
  const current = pathname === href || pathname === alsoCurrentAt;
  return (
    <a href={href} className={styles.link} aria-current={current ? "page" : undefined}>
      {children}
    </a>
  );
}
