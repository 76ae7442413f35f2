// Money as the wallet pages write it: ISO currencies (HKD, TWD, USD) through Intl's currency
// style; the tokens (USDT, LIKE), which Intl does not know, as a number and their code.

import type { useFormatter } from "next-intl";

type NumberFormatter = Pick<ReturnType<typeof useFormatter>, "number">;

const ISO = new Set(["HKD", "TWD", "USD"]);

export function formatMoney(format: NumberFormatter, amount: number, currency: string, signed = false): string {
  const sign = signed ? ("exceptZero" as const) : ("auto" as const);
  if (ISO.has(currency)) return format.number(amount, { style: "currency", currency, signDisplay: sign });
  return `${format.number(amount, { maximumFractionDigits: 6, signDisplay: sign })} ${currency}`;
}
