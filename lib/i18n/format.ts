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
