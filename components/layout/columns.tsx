import type { ReactNode } from "react";
import styles from "./columns.module.css";

type Kind = "three" | "two" | "two-aside-left" | "one";

/**
 * The column grid a route group assigns (section 2.4). Pages render their main content and,
 * where the layout has one, an <Aside>; the grid places them. `nav` is the side navigation
 * (the channels): beside the page from LG up, and on home-type pages ("three") a bar under
 * the top bar below it. The top bar's menu button stands in for it wherever it is not shown.
 */
export function Columns({ kind, nav, children }: { kind: Kind; nav?: ReactNode; children: ReactNode }) {
  return (
    <div className={`${styles.grid} ${styles[kind]} ${nav ? styles.withNav : ""}`} data-layout={kind}>
      {nav ? (
        <div className={styles.nav} data-side-nav="">
          {nav}
        </div>
      ) : null}
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}

/**
 * The side column: sticky 65 px below the top of the viewport (section 2.4). Below LG it is
 * hidden, except on a person's pages, where it leads as their profile header, and where it
 * holds what the page cannot do without (`keepOnNarrow`: the editor's publishing options),
 * which then follows the main content.
 */
export function Aside({
  label,
  children,
  keepOnNarrow = false,
}: {
  label: string;
  children: ReactNode;
  keepOnNarrow?: boolean;
}) {
  return (
    <aside aria-label={label} className={keepOnNarrow ? `${styles.aside} ${styles.keepOnNarrow}` : styles.aside}>
      {children}
    </aside>
  );
}
