"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { mayAct, type ViewerKind } from "@/components/auth/viewer-gate";
import { toastApiError } from "@/components/ui/api-error-toast";
import { countKeys } from "@/components/ui/count-keys";
import { shiftCount } from "@/components/ui/live-count";
import styles from "@/components/ui/toggle-button.module.css";
import { request } from "@/lib/graphql/client";
import { ToggleFollowUser } from "@/lib/graphql/documents/islands/social/social";

export type FollowRelation = { isFollower: boolean; isFollowee: boolean };

/**
 * Follow and unfollow a person (section 4): the button and the counts change at once, and go
 * back with the error's toast if the API refuses. A person who follows the viewer wears the
 * badge 'Followed You', or 'Followed' once the two follow each other. Whether it is shown at
 * all (section 5) is the page's to decide.
 */
export function FollowButton({
  userId,
  name,
  viewer,
  viewerId,
  initial,
}: {
  /** The person's global id. */
  userId: string;
  /** Their display name, completing the button's accessible name. */
  name: string;
  viewer: ViewerKind;
  viewerId: string | null;
  initial: FollowRelation;
}) {
  const t = useTranslations("social");
  const tRoot = useTranslations();
  const [relation, setRelation] = useState(initial);
  const [busy, setBusy] = useState(false);

  const shift = (delta: number) => {
    shiftCount(countKeys.followers(userId), delta);
    if (viewerId) shiftCount(countKeys.following(viewerId), delta);
  };

  const toggle = async () => {
    if (busy || !mayAct(viewer, "followUser", tRoot("nav.forbiddenByState"))) return;
    const enabled = !relation.isFollowee;
    setBusy(true);
    setRelation((r) => ({ ...r, isFollowee: enabled }));
    shift(enabled ? 1 : -1);
    try {
      const { toggleFollowUser } = await request(ToggleFollowUser, { id: userId, enabled });
      setRelation({ isFollower: toggleFollowUser.isFollower, isFollowee: toggleFollowUser.isFollowee });
    } catch (error) {
      setRelation((r) => ({ ...r, isFollowee: !enabled }));
      shift(enabled ? -1 : 1);
      toastApiError(error, tRoot);
    } finally {
      setBusy(false);
    }
  };

  const label = relation.isFollowee ? t("following") : t("follow");
  return (
    <span className={styles.group}>
      {relation.isFollower ? (
        <span className={styles.badge}>{relation.isFollowee ? t("followedMutual") : t("followedYou")}</span>
      ) : null}
      <button
        type="button"
        className={styles.button}
        aria-pressed={relation.isFollowee}
        aria-busy={busy || undefined}
        // the words shown, then whom: the name a list of many such buttons needs
        aria-label={`${label} ${name}`}
        onClick={toggle}
      >
        {label}
      </button>
    </span>
  );
}
