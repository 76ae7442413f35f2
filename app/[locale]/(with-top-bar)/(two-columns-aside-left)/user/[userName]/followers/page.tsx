import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { metadataFor } from "@/components/layout/site-meta";
import { FollowLists } from "@/components/user/follow-lists";
import { UserAside } from "@/components/user/user-aside";
import { getUserProfile } from "@/lib/graphql/reads/user";
import { userFollowersPath } from "@/lib/url/entity-paths";
import { decodePathText } from "@/lib/url/path-text";
import { queryParam } from "@/lib/url/query-param";

// Served at /@userName/followers: the middleware maps the public URL onto this internal route.
type Props = {
  params: Promise<{ locale: string; userName: string }>;
  searchParams: Promise<{ after?: string | string[] }>;
};

/** An archived account lists no one. */
async function load(userName: string) {
  const user = await getUserProfile(decodePathText(userName));
  if (!user || user.status?.state === "archived") notFound();
  return user;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, userName } = await params;
  const t = await getTranslations({ locale, namespace: "user" });
  const user = await load(userName);
  return metadataFor({
    title: t("followersOf", { name: user.displayName ?? user.userName ?? "" }),
    path: userFollowersPath(user.userName ?? ""),
    noindex: user.status?.state !== "active",
  });
}

export default async function UserFollowersPage({ params, searchParams }: Props) {
  const { locale, userName } = await params;
  setRequestLocale(locale);
  const user = await load(userName);
  return (
    <>
      <UserAside user={user} />
      <FollowLists user={user} side="followers" after={queryParam((await searchParams).after)} />
    </>
  );
}
