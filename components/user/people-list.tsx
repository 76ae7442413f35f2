import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import feedStyles from "@/components/article/article-feed.module.css";
import type { PersonFieldsFragment as Person } from "@/lib/graphql/generated/graphql";
import styles from "./people-list.module.css";
import { UserDigest } from "./user-digest";

/**
 * A page of people (followers, followings, blocked accounts): each with their digest, their
 * description and the reader's button for them; the next page is a plain link, as the buttons
 * of a page need the page's own scripts.
 */
export async function PeopleList({
  people,
  next,
  empty,
  action,
}: {
  people: Person[];
  /** The next page's address, when there is one. */
  next: string | null;
  empty: string;
  /** The reader's button for one person (stream it inside <Suspense> when it reads the viewer). */
  action?: (person: Person) => ReactNode;
}) {
  const t = await getTranslations("user");
  return (
    <>
      {people.length === 0 ? (
        <p className={feedStyles.empty}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {people.map((person) => (
            <li key={person.id} className={styles.person}>
              <div className={styles.who}>
                <UserDigest user={person} size={40} />
                {person.info.description ? <p className={styles.description}>{person.info.description}</p> : null}
              </div>
              {action ? <div className={styles.action}>{action(person)}</div> : null}
            </li>
          ))}
        </ul>
      )}
      {next ? (
        <p>
          <a href={next} className={feedStyles.more}>
            {t("morePeople")}
          </a>
        </p>
      ) : null}
    </>
  );
}
