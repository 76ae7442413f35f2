import { FollowListPage, type FollowListPageProps, followListMetadata } from "@/components/user/follow-list-page";

// Served at /@userName/followers: the middleware maps the public URL onto this internal route.
export function generateMetadata(props: FollowListPageProps) {
  return followListMetadata("followers", props);
}

export default function UserFollowersPage(props: FollowListPageProps) {
  return <FollowListPage side="followers" {...props} />;
}
