import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { getViewerSummary } from "@/lib/graphql/reads/viewer";
import { ChannelNav } from "./channel-nav";
import { isMemberShell } from "./member-shell";
import { NavDrawer } from "./nav-drawer";
import drawerStyles from "./nav-drawer.module.css";
import styles from "./top-bar.module.css";

/**
 * The menu button and its drawer: the channels wherever the side column is not shown (every
 * width on pages without it, and below LG everywhere), and for visitors, who have no user
 * menu, the pages that menu lists under the account's own (section 2.5).
 */
export async function SiteMenu() {
  const [t, ui, site] = await Promise.all([getTranslations("nav"), getTranslations("ui"), getTranslations("site")]);
  return (
    <NavDrawer
      label={t("menu")}
      closeLabel={ui("close")}
      header={
        <a href="/featured" className={styles.logo} aria-label={site("homeLink")}>
          {site("name")}
        </a>
      }
    >
      <ChannelNav placement="drawer" />
      <Suspense>
        <VisitorLinks />
      </Suspense>
    </NavDrawer>
  );
}

async function VisitorLinks() {
  // a signed-in reader's copy is for signed-in readers alone
  if (await isMemberShell()) return null;
  const [t, viewer] = await Promise.all([getTranslations("nav"), getViewerSummary()]);
  if (viewer?.id) return null;
  const links = [
    { href: "/about", label: t("about") },
    { href: "/guide", label: t("explore") },
    { href: "/tos", label: t("terms") },
    { href: "/community", label: t("community") },
  ];
  return (
    <nav aria-label={t("more")} className={drawerStyles.more}>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
