"use client";

import type { ReactNode } from "react";
import styles from "./channel-nav.module.css";
import { usePublicPathname } from "./use-public-pathname";

/** A navigation link that marks itself current; the nav around it is shared, cached HTML. */
export function NavLink({
  href,
  alsoCurrentAt,
  dot,
  children,
}: {
  href: string;
  alsoCurrentAt?: string;
  /** Something new there (My Page: followees' new work), said to screen readers too; not on the page itself. */
  dot?: string;
  children: ReactNode;
}) {
  const pathname = usePublicPathname();
  const current = pathname === href || pathname === alsoCurrentAt;
  return (
    <a href={href} className={styles.link} aria-current={current ? "page" : undefined}>
      {children}
      {dot && !current ? (
        <span className={styles.dot} data-testid="nav-dot">
          <span className={styles.dotLabel}>{dot}</span>
        </span>
      ) : null}
    </a>
  );
}
