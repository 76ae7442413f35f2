"use client";

import { useTranslations } from "next-intl";
import { Menu, MenuButton, TriggerWords } from "@/components/ui/menu";
import { toast } from "@/components/ui/toast";
import { momentEditPath, momentFormPath } from "@/lib/url/entity-paths";

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
    <Menu
      label={t("create")}
      shape="adaptive"
      trigger={
        <>
          <svg
            aria-hidden="true"
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M12 20h9M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4Z" strokeLinejoin="round" />
          </svg>
          <TriggerWords>{t("create")}</TriggerWords>
        </>
      }
    >
      <MenuButton onSelect={() => go(window.innerWidth >= 640 ? momentFormPath(userName) : momentEditPath)}>
        {t("moment")}
      </MenuButton>
      <MenuButton onSelect={() => go("/me/drafts/new")}>{t("article")}</MenuButton>
    </Menu>
  );
}
