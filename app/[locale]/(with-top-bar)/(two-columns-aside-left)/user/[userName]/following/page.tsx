import { FollowListPage, type FollowListPageProps, followListMetadata } from "@/components/user/follow-list-page";

// Served at /@userName/following: the middleware maps the public URL onto this internal route.
export function generateMetadata(props: FollowListPageProps) {
  return followListMetadata("following", props);
}

export default function UserFollowingPage(props: FollowListPageProps) {
  return <FollowListPage side="following" {...props} />;
}
