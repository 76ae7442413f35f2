import { OG_FONT_HAN, OG_FONT_RANGES } from "./font-coverage";

// Text for the Open Graph cards. The cards are drawn with one font, a subset (see
// scripts/fonts/og-font.ts); a character it lacks becomes a visible placeholder here, so the
// renderer never goes looking for another font (next/og would fetch one from the network).

const HAN = new Set(OG_FONT_HAN);
/** U+25A1 WHITE SQUARE, in the font: what a missing character looks like (tofu, on purpose). */
export const MISSING = "\u25a1";

export function inFont(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (HAN.has(char)) return true;
  return OG_FONT_RANGES.some(([from, to]) => code >= from && code <= to);
}

/**
 * Text the font can draw: runs of white space become one space, other control and format
 * characters (zero-width joiners, variation selectors) go, and each character (grapheme, so an
 * emoji with its modifiers is one) the font lacks becomes one placeholder.
 */
export function drawableText(text: string): string {
  const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });
  let out = "";
  for (const { segment } of segmenter.segment(text.normalize("NFC").replace(/\s+/g, " ").trim())) {
    const base = segment.replace(/[\p{Cc}\p{Cf}\p{Mn}]/gu, "");
    if (base === "") continue;
    out += [...base].every(inFont) ? base : MISSING;
  }
  return out;
}

/** Wide characters (Chinese, kana, full-width forms) take about twice the width of a Latin letter. */
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff01-\uff5e\u25a1]/u;

/** At most `units` of width (a Latin letter 1, a Chinese character 2), cut with an ellipsis. */
export function clipWidth(text: string, units: number): string {
  let used = 0;
  let out = "";
  for (const char of text) {
    used += WIDE.test(char) ? 2 : 1;
    if (used > units - 1) return `${out.trimEnd()}…`;
    out += char;
  }
  return text;
}

/** At most `max` characters (code points), cut with an ellipsis. */
export function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}
