// Labels: the short texts a reader takes in at a glance and trusts to say who or what a thing
// is (display names, titles, collection titles and descriptions, a profile's description, tags).
// In them, characters that show nothing or reorder what follows are a way to pass one thing off
// as another: a right-to-left override (U+202E) before "gnp.exe" shows "exe.png", a zero-width
// space makes two tags that look the same, a name of Hangul fillers or Braille blanks is a name
// of nothing.
//
// So a label refuses (the caller answers with its field's code):
// - bidi controls: the embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the
//   marks (U+200E, U+200F, U+061C). Right-to-left text needs none of them to read right: the
//   bidi algorithm orders Arabic or Hebrew by itself;
// - invisible characters: every Default_Ignorable_Code_Point (zero-width space U+200B, word joiner
//   U+2060, U+FEFF, soft hyphen, Hangul fillers U+115F, U+1160, U+3164, U+FFA0 …), the other
//   format characters (Cf), and the Braille blank U+2800, which is a pattern of no dots;
// - controls other than white space (which callers collapse), and lone surrogates.
//
// Except where an invisible character does visible work, and is kept:
// - the zero-width joiner inside an emoji sequence (woman, ZWJ, laptop: one emoji, a technologist);
// - a zero-width joiner or non-joiner between two letters of a script whose shaping they steer,
//   or after one of its signs (Persian's ZWNJ between the prefix and the verb, the Indic
//   scripts' half forms after a virama);
// - a variation selector where it picks a glyph: U+FE0E/U+FE0F after a character that has an
//   emoji form (the heart, U+2764), an ideographic one after a Han character, a standardized one
//   after any visible character, Mongolian's free ones after a Mongolian letter (and its vowel
//   separator between two);
// - the tag characters of a flag's tag sequence (Scotland's: black flag, tags "gbsct", cancel tag).
// Old Hangul written with the fillers U+115F/U+1160 is refused with them: modern text never
// needs them. A ZWJ between two letters of a script that does not join (Latin, Han) is refused.

/** Why a label is refused, and the first character that is (`index` in UTF-16 units, as `slice` counts). */
export type LabelFault = { kind: "bidi" | "invisible" | "control"; character: string; index: number };

const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const WHITE_SPACE = /\p{White_Space}/u;
const CONTROL = /[\p{Cc}\p{Cs}]/u;
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\u2800]/u;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;
const MARK = /\p{M}/u;

const ZWNJ = "\u200C";
const ZWJ = "\u200D";
/** Emoji presentation (U+FE0F) and text presentation (U+FE0E) selectors. */
const EMOJI_SELECTOR = /[\uFE0E\uFE0F]/u;
/** Standardized variation selectors (mathematical symbols, CJK compatibility ideographs …). */
const STANDARD_SELECTOR = /[\uFE00-\uFE0D]/u;
/** Ideographic variation selectors: a registered glyph of a Han character. */
const IDEOGRAPHIC_SELECTOR = /[\u{E0100}-\u{E01EF}]/u;
const MONGOLIAN_SELECTOR = /[\u180B-\u180D\u180F]/u;
const MONGOLIAN_VOWEL_SEPARATOR = "\u180E";
const TAG = /[\u{E0020}-\u{E007E}]/u;
const CANCEL_TAG = "\u{E007F}";
const BLACK_FLAG = "\u{1F3F4}";
const EMOJI = /\p{Emoji}/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const SKIN_TONE = /\p{Emoji_Modifier}/u;
const HAN = /\p{Script=Han}/u;
const MONGOLIAN = /\p{Script_Extensions=Mongolian}/u;

/** Scripts whose joining or conjuncts ZWJ and ZWNJ steer (Arabic-type joining, Brahmic). */
const JOINING_SCRIPTS = [
  "Arabic",
  "Syriac",
  "Nko",
  "Mongolian",
  "Adlam",
  "Devanagari",
  "Bengali",
  "Gurmukhi",
  "Gujarati",
  "Oriya",
  "Tamil",
  "Telugu",
  "Kannada",
  "Malayalam",
  "Sinhala",
  "Myanmar",
  "Khmer",
  "Tibetan",
].map((script) => new RegExp(`\\p{Script_Extensions=${script}}`, "u"));

const isVisible = (c: string | undefined): c is string =>
  c !== undefined && !WHITE_SPACE.test(c) && !INVISIBLE.test(c) && !CONTROL.test(c) && !BIDI_CONTROL.test(c);

/**
 * Whether a joiner between `before` and `after` steers a script's shaping: it follows a sign of a
 * joining script (a virama: the half forms, Malayalam's chillu at a word's end), or stands
 * between two letters of one joining script.
 */
const joinsScript = (before: string | undefined, after: string | undefined) => {
  if (before === undefined) return false;
  if (MARK.test(before) && JOINING_SCRIPTS.some((script) => script.test(before))) return true;
  return (
    after !== undefined &&
    LETTER_OR_MARK.test(before) &&
    LETTER_OR_MARK.test(after) &&
    JOINING_SCRIPTS.some((script) => script.test(before) && script.test(after))
  );
};

/** Whether an emoji ends at `i`: a pictograph, with its skin tone or emoji selector. */
function emojiEndsAt(chars: readonly string[], i: number) {
  const c = chars[i];
  if (c === undefined) return false;
  if (c === "\uFE0F" || SKIN_TONE.test(c)) return PICTOGRAPH.test(chars[i - 1] ?? "");
  return PICTOGRAPH.test(c);
}

/** Whether the tag character at `i` is inside a flag's tag sequence: black flag, tags, cancel tag. */
function inTagSequence(chars: readonly string[], i: number) {
  let start = chars[i] === CANCEL_TAG ? i - 1 : i;
  let end = i;
  while (start >= 0 && TAG.test(chars[start] as string)) start -= 1;
  while (end < chars.length && TAG.test(chars[end] as string)) end += 1;
  return chars[start] === BLACK_FLAG && chars[end] === CANCEL_TAG && end - start >= 2;
}

/** Whether the invisible character at `i` of `chars` does visible work there (see above). */
function works(chars: readonly string[], i: number): boolean {
  const c = chars[i] as string;
  const before = chars[i - 1];
  const after = chars[i + 1];
  if (c === ZWJ) return (emojiEndsAt(chars, i - 1) && PICTOGRAPH.test(after ?? "")) || joinsScript(before, after);
  if (c === ZWNJ) return joinsScript(before, after);
  if (EMOJI_SELECTOR.test(c)) return isVisible(before) && EMOJI.test(before);
  if (STANDARD_SELECTOR.test(c)) return isVisible(before);
  if (IDEOGRAPHIC_SELECTOR.test(c)) return isVisible(before) && HAN.test(before);
  if (MONGOLIAN_SELECTOR.test(c)) return isVisible(before) && MONGOLIAN.test(before);
  if (c === MONGOLIAN_VOWEL_SEPARATOR) return MONGOLIAN.test(before ?? "") && MONGOLIAN.test(after ?? "");
  if (TAG.test(c) || c === CANCEL_TAG) return inTagSequence(chars, i);
  return false;
}

const codePoint = (c: string) => `U+${(c.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, "0")}`;

/** The first character that makes `text` unfit for a label, or undefined when it is fit. */
export function labelFault(text: string): LabelFault | undefined {
  const chars = [...text];
  let index = 0;
  for (const [i, c] of chars.entries()) {
    const at = index;
    index += c.length;
    if (WHITE_SPACE.test(c)) continue;
    if (BIDI_CONTROL.test(c)) return { kind: "bidi", character: codePoint(c), index: at };
    if (CONTROL.test(c)) return { kind: "control", character: codePoint(c), index: at };
    if (INVISIBLE.test(c) && !works(chars, i)) return { kind: "invisible", character: codePoint(c), index: at };
  }
  return undefined;
}

/**
 * `text` without the characters a label refuses: for labels no one typed here (an imported
 * document's title, a mailbox name), which are kept rather than refused.
 */
export function stripLabelFaults(text: string): string {
  let rest = text;
  for (let fault = labelFault(rest); fault; fault = labelFault(rest)) {
    const width = (rest.codePointAt(fault.index) as number) > 0xffff ? 2 : 1;
    rest = rest.slice(0, fault.index) + rest.slice(fault.index + width);
  }
  return rest;
}
