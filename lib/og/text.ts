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
