"use client";

import { useTranslations } from "next-intl";
import { Menu, MenuButton } from "@/components/ui/menu";
import { toast } from "@/components/ui/toast";

/**
 * Create (section 2.5): a moment opens the moment form on the profile on wide screens and
 * the moment editor on narrow ones; an article starts a new draft. Inactive users are told
 * why they cannot, here; the API refuses them regardless.
 */
export function CreateMenu({ userName, inactive }: { userName: string; inactive: boolean }) {
  const t = useTranslations("nav");
  const go = (href: string) => {
    if (inactive) {
      toast.error(t("forbiddenByState"));
      return;
    }
    window.location.assign(href);
  };
  return (
    <Menu label={t("create")} trigger={t("create")}>
      <MenuButton onSelect={() => go(window.innerWidth >= 640 ? `/@${userName}?form=write-moment` : "/m/edit")}>
        {t("moment")}
      </MenuButton>
      <MenuButton onSelect={() => go("/me/drafts/new")}>{t("article")}</MenuButton>
    </Menu>
  );
}
