import type { ReactNode } from "react";
import styles from "./columns.module.css";

type Kind = "three" | "two" | "two-aside-left" | "one";

/**
 * The column grid a route group assigns (section 2.4). Pages render their main content and,
 * where the layout has one, an <Aside>; the grid places them.
 */
export function Columns({ kind, nav, children }: { kind: Kind; nav?: ReactNode; children: ReactNode }) {
  return (
    <div className={`${styles.grid} ${styles[kind]}`} data-layout={kind}>
      {nav ? <div className={styles.nav}>{nav}</div> : null}
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}

/** The side column: sticky 65 px below the top of the viewport. */
export function Aside({ label, children }: { label: string; children: ReactNode }) {
  return (
    <aside aria-label={label} className={styles.aside}>
      {children}
    </aside>
  );
}
