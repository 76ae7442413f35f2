import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { metadataFor } from "@/components/layout/site-meta";
import { FollowLists } from "@/components/user/follow-lists";
import { UserAside } from "@/components/user/user-aside";
import { getUserProfile } from "@/lib/graphql/reads/user";
import { userFollowersPath, userFollowingPath } from "@/lib/url/entity-paths";
import { decodePathText } from "@/lib/url/path-text";
import { queryParam } from "@/lib/url/query-param";

type Side = "followers" | "following";

export type FollowListPageProps = {
  params: Promise<{ locale: string; userName: string }>;
  searchParams: Promise<{ after?: string | string[] }>;
};

const sides = {
  followers: { title: "followersOf", path: userFollowersPath },
  following: { title: "followingOf", path: userFollowingPath },
} as const;

/** An archived account lists no one. */
async function load(userName: string) {
  const user = await getUserProfile(decodePathText(userName));
  if (!user || user.status?.state === "archived") notFound();
  return user;
}

// The two lists of a profile (/@name/followers and /@name/following) differ only in which side
// of the follow they show, so both pages are made here.

export async function followListMetadata(side: Side, { params }: FollowListPageProps): Promise<Metadata> {
  const { locale, userName } = await params;
  const t = await getTranslations({ locale, namespace: "user" });
  const user = await load(userName);
  return metadataFor({
    title: t(sides[side].title, { name: user.displayName ?? user.userName ?? "" }),
    path: sides[side].path(user.userName ?? ""),
    noindex: user.status?.state !== "active",
  });
}

export async function FollowListPage({ side, params, searchParams }: FollowListPageProps & { side: Side }) {
  const { locale, userName } = await params;
  setRequestLocale(locale);
  const user = await load(userName);
  return (
    <>
      <UserAside user={user} />
      <FollowLists user={user} side={side} after={queryParam((await searchParams).after)} />
    </>
  );
}
