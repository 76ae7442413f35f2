import { getTranslations } from "next-intl/server";
import { MomentDigest } from "@/components/moment/moment-digest";
import { MomentItem, MomentsProvider } from "@/components/moment/moment-islands";
import { MomentMessages } from "@/components/moment/moment-messages";
import { MorePages } from "@/components/ui/more-pages";
import type { TagWithMoments } from "@/lib/graphql/reads/tag";
import { moreTagMoments } from "./more-tag-moments";
import styles from "./tag.module.css";
import { tagOrderPath } from "./tag-param";

/** One page of the tag's moments, newest first; the next pages follow on scroll, or by a real link. */
export async function TagMoments({ moments, path }: { moments: TagWithMoments["moments"]; path: string }) {
  const t = await getTranslations("tag");
  const edges = moments.edges ?? [];
  if (edges.length === 0) return <p className={styles.empty}>{t("noMoments")}</p>;
  const { endCursor, hasNextPage } = moments.pageInfo;
  return (
    <MomentMessages>
      <MomentsProvider>
        <ol className={styles.articles} data-more-items="">
          <TagMomentItems moments={moments} />
        </ol>
        {hasNextPage && endCursor ? (
          <MorePages
            href={tagOrderPath(path, "moments", endCursor)}
            label={t("moreMoments")}
            loadingLabel={t("loading")}
            listClassName={styles.articles}
            linkClassName={styles.more}
            load={moreTagMoments}
          />
        ) : null}
      </MomentsProvider>
    </MomentMessages>
  );
}

/** A page of the tag's moments, as list items. */
export function TagMomentItems({ moments }: { moments: TagWithMoments["moments"] }) {
  return (moments.edges ?? []).map(({ node }) => (
    <MomentItem key={node.id} id={node.id}>
      <MomentDigest moment={node} />
    </MomentItem>
  ));
}
