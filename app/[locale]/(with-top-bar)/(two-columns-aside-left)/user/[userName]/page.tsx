import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { ArticleFeed, nextPagePath, StaleCursor } from "@/components/article/article-feed";
import { JsonLd } from "@/components/layout/json-ld";
import { metadataFor } from "@/components/layout/site-meta";
import { MomentFormSlot } from "@/components/moment/moment-form-slot";
import { PinnedWorks } from "@/components/user/pinned-works";
import { UserAside } from "@/components/user/user-aside";
import { UserMoments } from "@/components/user/user-moments";
import { UserTabs } from "@/components/user/user-tabs";
import { getUserArticles, getUserProfile } from "@/lib/graphql/reads/user";
import { ogImagePath, userPath } from "@/lib/url/entity-paths";
import { decodePathText } from "@/lib/url/path-text";
import { queryParam } from "@/lib/url/query-param";

// Served at /@userName: the middleware maps the public URL onto this internal route.
type Props = {
  params: Promise<{ locale: string; userName: string }>;
  searchParams: Promise<{ after?: string | string[]; type?: string | string[]; form?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { userName } = await params;
  const user = (await getUserProfile(decodePathText(userName))) ?? notFound();
  const title = user.displayName ?? user.userName ?? "";
  return metadataFor({
    title,
    description: user.info.description ?? undefined,
    path: userPath(user.userName ?? ""),
    image: ogImagePath("user", user.userName ?? userName),
    noindex: user.status?.state !== "active",
  });
}

// A missing name throws notFound() before anything is streamed: the response is a real 404.
export default async function UserWorksPage({ params, searchParams }: Props) {
  const { locale, userName } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("user");
  const user = (await getUserProfile(decodePathText(userName))) ?? notFound();
  const archived = user.status?.state === "archived";
  const name = user.userName ?? "";
  const query = await searchParams;
  const after = queryParam(query.after);
  // the moment form (section 2.3's form=write-moment) shows above the author's own moments
  const writing = query.form === "write-moment";
  if ((query.type === "moments" || writing) && !archived) {
    const form = writing ? (
      <Suspense>
        <MomentFormSlot place={{ kind: "profile", userId: user.id, userName: name }} />
      </Suspense>
    ) : null;
    return (
      <>
        <UserAside user={user} share />
        <div>
          <UserTabs userName={name} current="moments" />
          <UserMoments userName={name} userId={user.id} after={after} before={form} />
        </div>
      </>
    );
  }
  const works = archived ? null : await getUserArticles(name, user.id, after);
  const articles = works?.articles;
  return (
    <>
      <UserAside user={user} share />
      <div>
        {archived ? null : <UserTabs userName={name} current="articles" />}
        {!archived && !articles ? (
          <StaleCursor path={userPath(name)} />
        ) : (
          <ArticleFeed
            heading={t("works")}
            before={after ? null : <PinnedWorks works={works?.pinnedWorks ?? []} userName={name} />}
            articles={(articles?.edges ?? []).map((e) => e.node)}
            next={articles ? nextPagePath(userPath(name), articles.pageInfo) : null}
            empty={t("noWorks")}
          />
        )}
      </div>
      {archived ? null : (
        <JsonLd
          data={{
            "@type": "ProfilePage",
            mainEntity: { "@type": "Person", name: user.displayName, alternateName: `@${user.userName}` },
          }}
        />
      )}
    </>
  );
}
