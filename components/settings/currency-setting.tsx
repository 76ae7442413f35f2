"use client";

import { useTranslations } from "next-intl";
import { request } from "@/lib/graphql/client";
import { SaveCurrency } from "@/lib/graphql/documents/islands/settings/settings";
import type { QuoteCurrency } from "@/lib/graphql/generated/settings/graphql";
import { ChoiceSetting } from "./choice-setting";

const CURRENCIES = ["HKD", "TWD", "USD"] as const satisfies readonly QuoteCurrency[];

/** The currency amounts are shown in (setCurrency). */
export function CurrencySetting({ currency }: { currency: QuoteCurrency }) {
  const t = useTranslations("settings");
  return (
    <ChoiceSetting
      legend={t("currency")}
      hint={t("currencyHint")}
      options={CURRENCIES.map((value) => ({ value, label: t(`currencies.${value}`) }))}
      value={currency}
      save={async (value) => {
        await request(SaveCurrency, { currency: value });
      }}
    />
  );
}
