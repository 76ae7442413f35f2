import { useTranslations } from "next-intl";
import { type BadgeWords, ProfileBadges } from "./profile-badges";

/** The badges a profile names, in the order they show; the nomad levels show as one badge. */
const PLAIN = ["seed", "golden_motor", "architect", "community_watch", "carbon_based"] as const;

/** The highest nomad level held (a person holds one; an older record may hold more). */
function nomadLevel(badges: readonly string[]) {
  const levels = badges.flatMap((b) => /^nomad([1-4])$/.exec(b)?.[1] ?? []).map(Number);
  return levels.length ? Math.max(...levels) : null;
}

/**
 * A person's badges on their profile, worded here (the page's language) for the island that
 * opens the nomad and grand slam dialogs; nothing when they hold none.
 */
export function UserBadges({ badges }: { badges: readonly string[] }) {
  const t = useTranslations("badges");
  const level = nomadLevel(badges);
  const grand = badges.includes("grand_slam");
  const plain = PLAIN.filter((type) => badges.includes(type));
  if (level === null && !grand && plain.length === 0) return null;
  const words: BadgeWords = {
    list: t("listLabel"),
    nomad:
      level === null
        ? null
        : {
            name: t("nomad", { level }),
            open: t("open", { name: t("nomad", { level }) }),
            title: t("nomadTitle", { level }),
            info: t("nomadInfo", { level: String(level) }),
          },
    grand: grand
      ? {
          name: t("grand_slam"),
          open: t("open", { name: t("grand_slam") }),
          title: t("grandTitle"),
          info: t("grand_slamInfo"),
          congratsTitle: t("grandCongratsTitle"),
          congrats: t("grandCongrats"),
        }
      : null,
    plain: plain.map((type) => ({ type, name: t(type), info: t(`${type}Info`) })),
  };
  return <ProfileBadges words={words} />;
}
