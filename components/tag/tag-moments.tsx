import { getTranslations } from "next-intl/server";
import { MomentDigest } from "@/components/moment/moment-digest";
import { MomentActionsIsland } from "@/components/moment/moment-islands";
import { MomentMessages } from "@/components/moment/moment-messages";
import { MorePages } from "@/components/ui/more-pages";
import type { TagWithMoments } from "@/lib/graphql/reads/tag";
import styles from "./tag.module.css";
import { tagOrderPath } from "./tag-param";

/** One page of the tag's moments, newest first; the next pages follow on scroll, or by a real link. */
export async function TagMoments({ moments, path }: { moments: TagWithMoments["moments"]; path: string }) {
  const t = await getTranslations("tag");
  const edges = moments.edges ?? [];
  if (edges.length === 0) return <p className={styles.empty}>{t("noMoments")}</p>;
  const { endCursor, hasNextPage } = moments.pageInfo;
  return (
    <>
      <ol className={styles.articles} data-more-items="">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <MomentDigest moment={node} />
          </li>
        ))}
      </ol>
      {hasNextPage && endCursor ? (
        <MorePages
          href={tagOrderPath(path, "moments", endCursor)}
          label={t("moreMoments")}
          loadingLabel={t("loading")}
          listClassName={styles.articles}
          linkClassName={styles.more}
        />
      ) : null}
      <MomentMessages>
        <MomentActionsIsland />
      </MomentMessages>
    </>
  );
}
