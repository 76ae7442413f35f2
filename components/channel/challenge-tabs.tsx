import { useTranslations } from "next-intl";
import { LinkTabs } from "@/components/ui/link-tabs";
import { isGlobalId } from "@/lib/url/global-id";

export type ChallengeTab =
  | { kind: "all"; param: null }
  | { kind: "featured"; param: "featured" }
  | { kind: "announcement"; param: "announcement" }
  | { kind: "discussion"; param: "discussion" }
  | { kind: "stage"; param: string; stageId: string };

/**
 * The `type` query of /e/ (section 2.1): a stage id, featured, announcement or discussion (issue
 * 35: the challenge's discussion is a tab, so its threads page with `after` as the entries do,
 * one list an address); anything else is all entries.
 */
export function parseChallengeTab(type: string | null): ChallengeTab {
  if (type === "featured") return { kind: "featured", param: "featured" };
  if (type === "announcement") return { kind: "announcement", param: "announcement" };
  if (type === "discussion") return { kind: "discussion", param: "discussion" };
  if (type && isGlobalId(type)) return { kind: "stage", param: type, stageId: type };
  return { kind: "all", param: null };
}

/** All entries, each stage, the featured ones, the announcements and the discussion: links, one address each. */
export function ChallengeTabs({
  shortHash,
  stages,
  current,
}: {
  shortHash: string;
  stages: { id: string; name: string }[];
  current: string | null;
}) {
  const t = useTranslations("channel");
  const tabs = [
    { param: null, label: t("all") },
    ...stages.map((s) => ({ param: s.id, label: s.name })),
    { param: "featured", label: t("featured") },
    { param: "announcement", label: t("announcements") },
    { param: "discussion", label: t("discussion") },
  ];
  return (
    <LinkTabs
      label={t("sections")}
      tabs={tabs.map(({ param, label }) => ({
        key: param ?? "all",
        href: param ? `/e/${shortHash}?${new URLSearchParams({ type: param })}` : `/e/${shortHash}`,
        label,
        current: param === current,
      }))}
    />
  );
}
