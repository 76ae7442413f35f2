import { getTranslations } from "next-intl/server";
import { circleBroadcastPath, circleDiscussionPath, circlePath } from "@/lib/url/entity-paths";
import styles from "./circle.module.css";

export type CircleTab = "works" | "discussion" | "broadcast";

/** The circle page's sections, as links: the works (public), the discussion and broadcast (members'). */
export async function CircleTabs({ name, current }: { name: string; current: CircleTab }) {
  const t = await getTranslations("circleDiscussion");
  const tabs: [CircleTab, string, string][] = [
    ["works", circlePath(name), t("tabWorks")],
    ["discussion", circleDiscussionPath(name), t("tabDiscussion")],
    ["broadcast", circleBroadcastPath(name), t("tabBroadcast")],
  ];
  return (
    <nav aria-label={t("tabsLabel")} className={styles.tabs}>
      <ul>
        {tabs.map(([tab, href, label]) => (
          <li key={tab}>
            <a href={href} aria-current={tab === current ? "page" : undefined}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
