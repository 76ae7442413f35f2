"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Menu, MenuButton, MenuLink, MenuSeparator } from "@/components/ui/menu";
import { toast } from "@/components/ui/toast";
import type { Theme } from "@/lib/cookies/names";
import { request } from "@/lib/graphql/client";
import { UserLogout } from "@/lib/graphql/documents/islands/viewer";
import { forgetWalletConnection } from "@/lib/web3/wallet-storage";
import { Avatar } from "./avatar";
import { ThemeGroup } from "./theme-choice";
import { usePublicPathname } from "./use-public-pathname";

/** Pages only a signed-in user can see: after logout they are left for the home page. */
const PROTECTED =
  /^\/(me(\/|$)|admin(\/|$)|a\/[^/]+\/edit$|circles\/create$|oauth\/authorize$|[^/]+\/(settings|analytics)(\/|$))/;

/** Stored items a signed-in session leaves behind (section 3: storage keys). */
const SESSION_STORAGE_KEYS = ["v1__search_history", "v1__referral"];

type Props = {
  userName: string;
  displayName: string;
  avatar: string | null;
  circleName: string | null;
  /** An admin: the admin area is one of the menu's places. */
  admin: boolean;
  theme: Theme | null;
};

/** The user menu (section 2.5); on narrow screens its list opens as a side drawer. */
export function UserMenu({ userName, displayName, avatar, circleName, admin, theme }: Props) {
  const t = useTranslations("nav");
  const router = useRouter();
  const pathname = usePublicPathname();

  const logOut = async () => {
    try {
      await request(UserLogout, {});
    } catch {
      toast.error(t("logoutFailed"));
      return;
    }
    toast.dismiss();
    for (const key of SESSION_STORAGE_KEYS) localStorage.removeItem(key);
    // section 4: logging out disconnects the wallet; wagmi restores nothing from cleared keys
    forgetWalletConnection();
    if (PROTECTED.test(pathname)) router.replace("/");
    router.refresh();
  };

  return (
    <Menu
      label={t("userMenu", { name: displayName })}
      trigger={<Avatar src={avatar} name={displayName} size={32} />}
      shape="icon"
      drawerOnNarrow
    >
      <MenuLink href={`/@${userName}`}>{t("profile")}</MenuLink>
      <MenuLink href="/me/history">{t("history")}</MenuLink>
      <MenuLink href="/me/bookmarks/articles">{t("bookmarks")}</MenuLink>
      <MenuLink href="/me/fediverse">{t("fediverse")}</MenuLink>
      <MenuLink href="/me/drafts">{t("myWorks")}</MenuLink>
      {circleName ? <MenuLink href={`/~${circleName}`}>{t("circle")}</MenuLink> : null}
      <MenuLink href="/me/wallet">{t("wallet")}</MenuLink>
      <MenuLink href="/me/analytics">{t("stats")}</MenuLink>
      <MenuLink href="/me/settings">{t("settings")}</MenuLink>
      {admin ? <MenuLink href="/admin">{t("admin")}</MenuLink> : null}
      <MenuSeparator />
      <MenuLink href="/about">{t("about")}</MenuLink>
      <MenuLink href="/guide">{t("explore")}</MenuLink>
      <MenuLink href="/tos">{t("terms")}</MenuLink>
      <MenuLink href="/community">{t("community")}</MenuLink>
      <MenuSeparator />
      <ThemeGroup initial={theme} />
      <MenuSeparator />
      <MenuButton onSelect={logOut}>{t("logOut")}</MenuButton>
    </Menu>
  );
}
