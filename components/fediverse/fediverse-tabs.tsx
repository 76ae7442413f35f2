import { getTranslations } from "next-intl/server";
import { LinkTabs } from "@/components/ui/link-tabs";

// The reader's three fediverse views, each its own address under /me/fediverse.

export type FediverseTab = "timeline" | "following" | "notifications";

export const FEDIVERSE_PATHS: Record<FediverseTab, string> = {
  timeline: "/me/fediverse",
  following: "/me/fediverse/following",
  notifications: "/me/fediverse/notifications",
};

export async function FediverseTabs({ current }: { current: FediverseTab }) {
  const t = await getTranslations("fediverse");
  return (
    <LinkTabs
      label={t("tabs")}
      tabs={(Object.keys(FEDIVERSE_PATHS) as FediverseTab[]).map((key) => ({
        key,
        href: FEDIVERSE_PATHS[key],
        label: t(`tab.${key}`),
        current: key === current,
      }))}
    />
  );
}
