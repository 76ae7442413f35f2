import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { Aside } from "@/components/layout/columns";
import type { UserProfileFieldsFragment as UserProfile } from "@/lib/graphql/generated/graphql";
import { ProfileActions } from "./profile-actions";
import { UserProfileCard } from "./user-profile-card";

/** The profile beside every page of a person's works (on the left, section 2.4). */
export async function UserAside({ user }: { user: UserProfile }) {
  const t = await getTranslations("user");
  return (
    <Aside label={t("profile")}>
      <UserProfileCard
        user={user}
        actions={
          <Suspense>
            <ProfileActions user={user} />
          </Suspense>
        }
      />
    </Aside>
  );
}
