import type { ReactNode } from "react";
import styles from "./compact-card.module.css";
import { Thumbnail } from "./thumbnail";

/**
 * A work in a short list beside or under the main one (pinned works, further reading): a small
 * cover where it has one, the title (two lines at most) and a line about it. The title's link
 * covers the card for the pointer.
 */
export function CompactCard({
  href,
  title,
  cover,
  meta,
  headingLevel = 3,
}: {
  href: string;
  title: string;
  cover: string | null;
  /** What the card says under its title: the author, what kind of work it is. */
  meta?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.card}>
      {cover ? <Thumbnail className={styles.cover} src={cover} width={72} height={48} sizes="72px" /> : null}
      <div className={styles.text}>
        <Heading className={styles.title}>
          <a href={href}>{title}</a>
        </Heading>
        {meta ? <div className={styles.meta}>{meta}</div> : null}
      </div>
    </div>
  );
}

/** The list the cards stand in: a column on a phone, as many columns as fit where there is room. */
export function CompactCardList({ children }: { children: ReactNode }) {
  return <ul className={styles.list}>{children}</ul>;
}
