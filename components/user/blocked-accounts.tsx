import { getTranslations } from "next-intl/server";
import { nextPagePath, StaleCursor } from "@/components/article/article-feed";
import feedStyles from "@/components/article/article-feed.module.css";
import { getViewerBlockList } from "@/lib/graphql/reads/social";
import { BlockButton } from "./block-button";
import { PeopleList } from "./people-list";

const PATH = "/me/settings/blocked";

/** The people the reader blocked (section 2.2's /me/settings/blocked), last blocked first, each with Unblock. */
export async function BlockedAccounts({ after }: { after: string | null }) {
  const t = await getTranslations("settings");
  const page = await getViewerBlockList(after).catch((error) => {
    if (after) return null;
    throw error;
  });
  return (
    <section aria-labelledby="feed-heading">
      <h1 id="feed-heading" className={feedStyles.heading}>
        {t("blockedTitle")}
      </h1>
      <p>{t("blockedIntro")}</p>
      {page ? (
        <PeopleList
          people={(page.edges ?? []).map((e) => e.node)}
          next={nextPagePath(PATH, page.pageInfo)}
          empty={t("blockedNone")}
          action={(person) => (
            <BlockButton userId={person.id} name={person.displayName ?? person.userName ?? ""} initial />
          )}
        />
      ) : (
        <StaleCursor path={PATH} />
      )}
    </section>
  );
}
