import { getTranslations } from "next-intl/server";
import { LinkTabs } from "@/components/ui/link-tabs";
import { searchPath } from "@/lib/url/entity-paths";

export type SearchTab = "article" | "user" | "tag";
const TABS: { tab: SearchTab; label: "articles" | "people" | "tags" }[] = [
  { tab: "article", label: "articles" },
  { tab: "user", label: "people" },
  { tab: "tag", label: "tags" },
];

/** The tab a `type` query parameter names; articles for anything else. */
export const parseSearchTab = (value: unknown): SearchTab =>
  TABS.some(({ tab }) => tab === value) ? (value as SearchTab) : "article";

/** Articles, people, tags: links, so each tab has its own address. */
export async function SearchTabs({ searchKey, current }: { searchKey: string; current: SearchTab }) {
  const t = await getTranslations("search");
  return (
    <LinkTabs
      label={t("tabs")}
      tabs={TABS.map(({ tab, label }) => ({
        key: tab,
        href: searchPath(searchKey, tab),
        label: t(label),
        current: tab === current,
      }))}
    />
  );
}
