"use client";

import { useTranslations } from "next-intl";
import { request } from "@/lib/graphql/client";
import { SaveFederationSetting } from "@/lib/graphql/documents/islands/settings/settings";
import type { FederationAuthorSettingState } from "@/lib/graphql/generated/settings/graphql";
import { ChoiceSetting } from "./choice-setting";

const STATES = ["enabled", "disabled"] as const satisfies readonly FederationAuthorSettingState[];

/** Opting in to the fediverse (setViewerFederationSetting): off until the author turns it on. */
export function FederationSetting({ state, handle }: { state: FederationAuthorSettingState; handle: string }) {
  const t = useTranslations("settings.federation");
  return (
    <ChoiceSetting
      legend={t("title")}
      hint={t("hint", { handle })}
      options={STATES.map((value) => ({ value, label: t(value) }))}
      value={state}
      save={async (value) => {
        await request(SaveFederationSetting, { state: value });
      }}
    />
  );
}
