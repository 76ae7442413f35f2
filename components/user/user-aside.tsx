import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { Aside } from "@/components/layout/columns";
import { ShareButton } from "@/components/share/share-button";
import { MonetizationLink } from "@/components/wallet/monetization-link";
import type { UserProfileFieldsFragment as UserProfile } from "@/lib/graphql/generated/graphql";
import { ProfileFollow, ProfileMore } from "./profile-actions";
import { UserProfileCard } from "./user-profile-card";
import styles from "./user-profile-card.module.css";

/**
 * The profile beside every page of a person's works (on the left, section 2.4); `share` on
 * the profile itself, where the page's address is the person's (not on their collections).
 */
export async function UserAside({ user, share = false }: { user: UserProfile; share?: boolean }) {
  const t = await getTranslations("user");
  return (
    <Aside label={t("profile")}>
      <MonetizationLink pointer={user.paymentPointer} />
      <UserProfileCard
        user={user}
        actions={
          <div className={styles.actions}>
            <Suspense>
              <ProfileFollow user={user} />
            </Suspense>
            {share && user.status?.state !== "archived" ? (
              <ShareButton title={user.displayName ?? user.userName ?? ""} />
            ) : null}
            <Suspense>
              <ProfileMore user={user} />
            </Suspense>
          </div>
        }
      />
    </Aside>
  );
}
