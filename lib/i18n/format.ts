// Numbers abbreviate with k, m, b and t in every language (section 9), e.g. 1.2k, 3m.

const UNITS = [
  { value: 1e12, suffix: "t" },
  { value: 1e9, suffix: "b" },
  { value: 1e6, suffix: "m" },
  { value: 1e3, suffix: "k" },
] as const;

export function abbreviateNumber(n: number): string {
  const sign = n < 0 ? "-" : "";
  const abs = Math.abs(n);
  for (const { value, suffix } of UNITS) {
    if (abs >= value) {
      // one decimal below 100 of a unit, cut rather than rounded up so 999,999 is not "1000k"
      const scaled = abs / value;
      const shown = scaled < 100 ? Math.floor(scaled * 10) / 10 : Math.floor(scaled);
      return `${sign}${shown}${suffix}`;
    }
  }
  return `${sign}${Math.floor(abs)}`;
}

/**
 * What an article's length counts: Chinese text has no spaces between words, so its length is
 * its characters (字); other text counts words. `language` is the article's, in the API's
 * spelling (zh_hant) or a BCP 47 tag (zh-Hant); unknown counts as words.
 */
export function lengthUnit(language: string | null | undefined): "characters" | "words" {
  return language && /^zh(?:[-_]|$)/i.test(language) ? "characters" : "words";
}

/** Currencies Intl knows (ISO 4217) among those the wallet shows; the tokens (USDT, LIKE) it does not. */
const ISO_CURRENCIES = new Set(["HKD", "TWD", "USD"]);

/**
 * An amount of money as the wallet writes it in `locale` (en, zh-Hant, zh-Hans): ISO currencies
 * with the symbol a Hong Kong reader tells apart, HK$, US$ and NT$, in every language. Intl's
 * plain `en` writes US dollars as a bare "$" (and `zh-Hant`, which means Taiwan, New Taiwan
 * dollars), which here reads as Hong Kong dollars; the Hong Kong region of each language
 * (en-HK, zh-Hant-HK, zh-Hans-HK) writes all three with their own symbol and keeps the
 * language's digits. The tokens are a number and their code. `signed` puts + before a gain.
 */
export function formatMoney(locale: string, amount: number, currency: string, signed = false): string {
  const signDisplay = signed ? "exceptZero" : "auto";
  const hongKong = new Intl.Locale(locale, { region: "HK" }).toString();
  if (ISO_CURRENCIES.has(currency)) {
    return new Intl.NumberFormat(hongKong, {
      style: "currency",
      currency,
      currencyDisplay: "symbol",
      signDisplay,
    }).format(amount);
  }
  return `${new Intl.NumberFormat(hongKong, { maximumFractionDigits: 6, signDisplay }).format(amount)} ${currency}`;
}
