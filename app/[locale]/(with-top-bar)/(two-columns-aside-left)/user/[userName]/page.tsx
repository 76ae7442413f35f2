import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { cache } from "react";
import { ArticleDigest } from "@/components/article/article-digest";
import { Aside } from "@/components/layout/columns";
import { JsonLd } from "@/components/layout/json-ld";
import { metadataFor } from "@/components/layout/site-meta";
import { UserProfileCard } from "@/components/user/user-profile-card";
import { UserProfileQuery } from "@/lib/graphql/documents/user";
import { execute } from "@/lib/graphql/execute";
import { ogImagePath } from "@/lib/url/entity-paths";

// Served at /@userName: the middleware maps the public URL onto this internal route.
type Props = { params: Promise<{ locale: string; userName: string }> };

// cache(): the metadata and the page read the person once per request.
const load = cache(async (param: string) => {
  const userName = decodeURIComponent(param);
  const { user } = await execute(UserProfileQuery, { userName }, { tags: [`user-name:${userName.toLowerCase()}`] });
  if (!user) notFound();
  return user;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { userName } = await params;
  const user = await load(userName);
  const title = user.displayName ?? user.userName ?? "";
  return metadataFor({
    title,
    description: user.info.description ?? undefined,
    path: `/@${user.userName}`,
    image: ogImagePath("user", user.userName ?? userName),
    noindex: user.status?.state !== "active",
  });
}

// A missing name throws notFound() before anything is streamed: the response is a real 404.
export default async function UserWorksPage({ params }: Props) {
  const { locale, userName } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("user");
  const user = await load(userName);
  const archived = user.status?.state === "archived";
  const works = archived ? [] : (user.articles.edges ?? []);
  return (
    <>
      <section aria-labelledby="works-heading">
        <h1 id="works-heading">{t("works")}</h1>
        {works.length === 0 ? (
          <p>{t("noWorks")}</p>
        ) : (
          works.map(({ node }) => <ArticleDigest key={node.id} article={node} />)
        )}
      </section>
      <Aside label={t("profile")}>
        <UserProfileCard user={user} />
      </Aside>
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
