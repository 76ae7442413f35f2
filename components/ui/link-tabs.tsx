import styles from "./link-tabs.module.css";
import { ScrollFades } from "./scroll-fades";

export type LinkTab = { key: string; href: string; label: string; current: boolean };

/**
 * Tabs that are links: each view has its own address, works without scripts, and is marked
 * current. They stay one row however many there are: the row scrolls sideways.
 */
export function LinkTabs({ label, tabs }: { label: string; tabs: LinkTab[] }) {
  return (
    <nav aria-label={label} className={styles.tabs}>
      <ScrollFades className={styles.row}>
        {tabs.map((tab) => (
          <a key={tab.key} href={tab.href} className={styles.tab} aria-current={tab.current ? "page" : undefined}>
            {tab.label}
          </a>
        ))}
      </ScrollFades>
    </nav>
  );
}
