import { useTranslations } from "next-intl";
import { LinkTabs } from "@/components/ui/link-tabs";
import { userCollectionsPath, userMomentsPath, userPath } from "@/lib/url/entity-paths";

export type UserTab = "articles" | "moments" | "collections";

/** A person's works by kind, as links: each tab is an address of its own. */
export function UserTabs({ userName, current }: { userName: string; current: UserTab }) {
  const t = useTranslations("user");
  const tabs = [
    { key: "articles", href: userPath(userName) },
    { key: "moments", href: userMomentsPath(userName) },
    { key: "collections", href: userCollectionsPath(userName) },
  ] as const;
  return (
    <LinkTabs
      label={t("worksTabs")}
      tabs={tabs.map((tab) => ({ ...tab, label: t(`tab.${tab.key}`), current: tab.key === current }))}
    />
  );
}
