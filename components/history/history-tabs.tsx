import { getTranslations } from "next-intl/server";
import { LinkTabs } from "@/components/ui/link-tabs";

// The four views of the reader's history (section 2.2), each its own address.

export type HistoryTab = "articles" | "comments" | "likesSent" | "likesReceived";

export const HISTORY_PATHS: Record<HistoryTab, string> = {
  articles: "/me/history",
  comments: "/me/history/comments",
  likesSent: "/me/history/likes/sent",
  likesReceived: "/me/history/likes/received",
};

export async function HistoryTabs({ current }: { current: HistoryTab }) {
  const t = await getTranslations("history");
  return (
    <LinkTabs
      label={t("tabs")}
      tabs={(Object.keys(HISTORY_PATHS) as HistoryTab[]).map((key) => ({
        key,
        href: HISTORY_PATHS[key],
        label: t(`tab.${key}`),
        current: key === current,
      }))}
    />
  );
}
