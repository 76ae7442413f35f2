// What the wallet prints for money in each language, as the ICU of Node 24 (the unit tests) and
// of workerd (the pages, tests/api/money-format.test.ts) print it: US dollars never as a bare
// "$", which a Hong Kong reader takes for Hong Kong dollars.

export const MONEY_CASES: readonly [locale: string, amount: number, currency: string, signed: boolean, text: string][] =
  [
    ["en", 1079, "HKD", false, "HK$1,079.00"],
    ["en", 138.11, "USD", false, "US$138.11"],
    ["en", 4321.5, "TWD", false, "NT$4,321.50"],
    ["en", 100, "HKD", true, "+HK$100.00"],
    ["en", -10, "HKD", true, "-HK$10.00"],
    ["en", 0, "HKD", true, "HK$0.00"],
    ["en", 1.5, "USDT", true, "+1.5 USDT"],
    ["zh-Hant", 1079, "HKD", false, "HK$1,079.00"],
    ["zh-Hant", 138.11, "USD", false, "US$138.11"],
    ["zh-Hant", 4321.5, "TWD", false, "NT$4,321.50"],
    ["zh-Hant", 100, "HKD", true, "+HK$100.00"],
    ["zh-Hant", 0.000001, "USDT", false, "0.000001 USDT"],
    ["zh-Hans", 1079, "HKD", false, "HK$1,079.00"],
    ["zh-Hans", 138.11, "USD", false, "US$138.11"],
    ["zh-Hans", 4321.5, "TWD", false, "NT$4,321.50"],
    ["zh-Hans", -10, "HKD", true, "-HK$10.00"],
    ["zh-Hans", 12345.678, "LIKE", false, "12,345.678 LIKE"],
  ];
