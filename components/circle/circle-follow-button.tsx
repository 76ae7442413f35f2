"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { mayAct, type ViewerKind } from "@/components/auth/viewer-gate";
import { toastApiError } from "@/components/ui/api-error-toast";
import styles from "@/components/ui/toggle-button.module.css";
import { request } from "@/lib/graphql/client";
import { ToggleFollowCircle } from "@/lib/graphql/documents/islands/circle/circle";

/**
 * Follow a circle: the button turns at once and back with the error's toast if the API refuses;
 * then the page reads the circle again (its follower count), as the API answered.
 */
export function CircleFollowButton({
  circleId,
  displayName,
  viewer,
  initial,
}: {
  circleId: string;
  displayName: string;
  viewer: ViewerKind;
  initial: boolean;
}) {
  const t = useTranslations("circle");
  const tRoot = useTranslations();
  const router = useRouter();
  const [following, setFollowing] = useState(initial);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (busy || !mayAct(viewer, "followCircle", tRoot("nav.forbiddenByState"))) return;
    const enabled = !following;
    setBusy(true);
    setFollowing(enabled);
    try {
      const { toggleFollowCircle } = await request(ToggleFollowCircle, { id: circleId, enabled });
      setFollowing(toggleFollowCircle.isFollower);
      router.refresh();
    } catch (error) {
      setFollowing(!enabled);
      toastApiError(error, tRoot);
    } finally {
      setBusy(false);
    }
  };

  const label = following ? t("following") : t("follow");
  return (
    <button
      type="button"
      className={styles.button}
      aria-pressed={following}
      aria-busy={busy || undefined}
      aria-label={`${label} ${displayName}`}
      onClick={toggle}
    >
      {label}
    </button>
  );
}
