import { getTranslations } from "next-intl/server";
import { Avatar } from "@/components/layout/avatar";
import { getTagAuthors } from "@/lib/graphql/reads/tag";
import { userPath } from "@/lib/url/entity-paths";
import styles from "./tag.module.css";

const AUTHORS_SHOWN = 8;

/** Begins the aside's read beside the tag's own (the preload pattern): see the article page. */
export function preloadTagAuthors(tagId: string): void {
  void getTagAuthors(tagId, AUTHORS_SHOWN);
}

/** The tag's most active authors, for the aside: public data, cached with the tag. */
export async function TagAuthors({ tagId }: { tagId: string }) {
  const t = await getTranslations("tag");
  const authors = (await getTagAuthors(tagId, AUTHORS_SHOWN)).filter((u) => u.userName);
  return (
    <section className={styles.authors} aria-labelledby="tag-authors">
      <h2 id="tag-authors">{t("authors")}</h2>
      {authors.length === 0 ? (
        <p className={styles.count}>{t("noAuthors")}</p>
      ) : (
        <ul className={styles.list}>
          {authors.map((user) => {
            const name = user.displayName ?? user.userName ?? "";
            return (
              <li key={user.id} className={styles.author}>
                <Avatar src={user.avatar} name={name} size={36} />
                <a href={userPath(user.userName ?? "")}>
                  {name}
                  <span className={styles.handle}>@{user.userName}</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
