import { useTranslations } from "next-intl";
import { ArticleDigest } from "@/components/article/article-digest";
import { Avatar } from "@/components/layout/avatar";
import type { SearchResultsQuery } from "@/lib/graphql/generated/graphql";
import { tagPath, userPath } from "@/lib/url/entity-paths";
import { Highlighted } from "./highlighted";
import styles from "./search-results.module.css";

type Hit = NonNullable<SearchResultsQuery["search"]["edges"]>[number]["node"];
type UserHit = Extract<Hit, { __typename: "User" }>;
type TagHit = Extract<Hit, { __typename: "Tag" }>;

/** One search result: an article, a person or a tag, with the key's words marked. */
export function SearchHit({ hit, searchKey }: { hit: Hit; searchKey: string }) {
  if (hit.__typename === "Article") {
    return <ArticleDigest article={hit} mark={(text) => <Highlighted text={text} searchKey={searchKey} />} />;
  }
  if (hit.__typename === "User") return <UserResult user={hit} searchKey={searchKey} />;
  if (hit.__typename === "Tag") return <TagResult tag={hit} searchKey={searchKey} />;
  return null;
}

function UserResult({ user, searchKey }: { user: UserHit; searchKey: string }) {
  if (!user.userName) return null;
  const name = user.displayName ?? user.userName;
  return (
    <div className={`${styles.hit} ${styles.row}`}>
      <Avatar src={user.avatar} name={name} size={40} />
      <div>
        <a href={userPath(user.userName)} className={styles.name}>
          <Highlighted text={name} searchKey={searchKey} />
        </a>
        <p className={styles.meta}>
          @<Highlighted text={user.userName} searchKey={searchKey} />
        </p>
      </div>
    </div>
  );
}

function TagResult({ tag, searchKey }: { tag: TagHit; searchKey: string }) {
  const t = useTranslations("search");
  return (
    <div className={styles.hit}>
      <a href={tagPath(tag.id, tag.slug)} className={styles.name}>
        #<Highlighted text={tag.content} searchKey={searchKey} />
      </a>
      <p className={styles.meta}>{t("tagArticles", { count: tag.numArticles })}</p>
    </div>
  );
}
