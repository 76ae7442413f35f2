"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useOptimistic, useState, useTransition } from "react";
import { toastApiError } from "@/components/ui/api-error-toast";
import { Menu, MenuButton } from "@/components/ui/menu";
import { toast } from "@/components/ui/toast-store";

const ConfirmDialog = dynamic(() => import("@/components/ui/confirm-dialog").then((m) => m.ConfirmDialog), {
  ssr: false,
});

/**
 * A manager's menu on an entry of the challenge's feed: feature it (or take the feature back)
 * and ban it from the challenge, after a confirm. The feed, read again, then shows the label
 * or no longer lists the entry; a refusal shows the API's toast.
 */
export function EntryCurationMenu({
  challengeId,
  articleId,
  title,
  featured,
}: {
  challengeId: string;
  articleId: string;
  title: string;
  featured: boolean;
}) {
  const t = useTranslations("challengeWall");
  const tRoot = useTranslations();
  const router = useRouter();
  const [shownFeatured, showFeatured] = useOptimistic(featured);
  const [busy, start] = useTransition();
  const [confirming, setConfirming] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);

  const feature = () => {
    const enabled = !featured;
    start(async () => {
      showFeatured(enabled);
      try {
        await (await import("./challenge-requests")).setFeatured(challengeId, articleId, enabled);
      } catch (error) {
        toastApiError(error, tRoot);
        return;
      }
      toast.success(enabled ? t("featuredToast") : t("unfeaturedToast"));
      start(() => router.refresh());
    });
  };

  const ban = () => {
    start(async () => {
      try {
        await (await import("./challenge-requests")).banEntry(challengeId, articleId);
      } catch (error) {
        toastApiError(error, tRoot);
        return;
      }
      setConfirming(false);
      toast.success(t("bannedToast"));
      // the entry leaves the list: focus goes to the feed's heading
      document.getElementById("feed-heading")?.focus({ preventScroll: true });
      start(() => router.refresh());
    });
  };

  return (
    <>
      <Menu trigger={t("manage")} label={t("manageEntry", { title })} align="start">
        <MenuButton onSelect={feature}>{shownFeatured ? t("unfeature") : t("feature")}</MenuButton>
        <MenuButton
          onSelect={() => {
            setDialogLoaded(true);
            setConfirming(true);
          }}
        >
          {t("ban")}
        </MenuButton>
      </Menu>
      {dialogLoaded ? (
        <ConfirmDialog
          open={confirming}
          title={t("banTitle")}
          description={t("banBody", { title })}
          confirmLabel={t("ban")}
          busyLabel={t("banning")}
          cancelLabel={t("cancel")}
          busy={busy}
          onConfirm={ban}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
