import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { nextPagePath, StaleCursor } from "@/components/article/article-feed";
import feedStyles from "@/components/article/article-feed.module.css";
import { LinkTabs } from "@/components/ui/link-tabs";
import type { PersonFieldsFragment as Person, UserProfileFieldsFragment } from "@/lib/graphql/generated/graphql";
import { getFollowers, getFollowing, getPeopleViewerState } from "@/lib/graphql/reads/social";
import { userFollowersPath, userFollowingPath } from "@/lib/url/entity-paths";
import { FollowControl } from "./follow-control";
import { PeopleList } from "./people-list";

export type FollowSide = "followers" | "following";

/** A person of the list with the reader's follow button, from one read of the whole page's relations. */
async function PersonFollow({ person, ids }: { person: Person; ids: string }) {
  const relation = (await getPeopleViewerState(ids)).get(person.id);
  return (
    <FollowControl
      user={{
        id: person.id,
        name: person.displayName ?? person.userName ?? "",
        archived: person.status?.state === "archived",
      }}
      relation={relation}
    />
  );
}

/** Someone's followers or followings, a page at a time, under the two lists' tabs. */
export async function FollowLists({
  user,
  side,
  after,
}: {
  user: UserProfileFieldsFragment;
  side: FollowSide;
  after: string | null;
}) {
  const t = await getTranslations("user");
  const userName = user.userName ?? "";
  const name = user.displayName ?? userName;
  const pathOf = side === "followers" ? userFollowersPath : userFollowingPath;
  const page = side === "followers" ? await getFollowers(userName, after) : await getFollowing(userName, after);
  const people = (page?.edges ?? []).map((e) => e.node);
  const ids = people.map((p) => p.id).join(",");
  return (
    <section aria-labelledby="feed-heading">
      <LinkTabs
        label={t("followTabs")}
        tabs={[
          {
            key: "followers",
            href: userFollowersPath(userName),
            label: t("followersTab"),
            current: side === "followers",
          },
          {
            key: "following",
            href: userFollowingPath(userName),
            label: t("followingTab"),
            current: side === "following",
          },
        ]}
      />
      <h1 id="feed-heading" className={feedStyles.heading}>
        {side === "followers" ? t("followersOf", { name }) : t("followingOf", { name })}
      </h1>
      {page ? (
        <PeopleList
          people={people}
          next={nextPagePath(pathOf(userName), page.pageInfo)}
          empty={side === "followers" ? t("noFollowers") : t("noFollowing")}
          action={(person) => (
            <Suspense>
              <PersonFollow person={person} ids={ids} />
            </Suspense>
          )}
        />
      ) : (
        <StaleCursor path={pathOf(userName)} />
      )}
    </section>
  );
}
