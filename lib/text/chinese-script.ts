// Traditional ⇄ Simplified Chinese, phrase by phrase, with OpenCC's dictionaries (the tables
// opencc-js ships): Simplified to Taiwan Traditional with Taiwan's words (OpenCC's s2twp:
// 软件 → 軟體, 鼠标 → 滑鼠) and back (tw2sp: 軟體 → 软件).
//
// Why not opencc-js's own Converter: it builds a trie of nested Maps, one Map per character of
// every phrase, and loads its 49,000 Simplified phrases twice (once to cut the text, once to
// convert it): 42 MB of an isolate's 128 MB, and about 170 ms before the first conversion.
// Here each dictionary is one flat Map of whole phrases, read once and shared: the same
// longest-match rules, 9 MB and about 100 ms (figures in the README), and the same output on
// our texts (tests/unit/chinese-script.test.ts compares them). A warm conversion is slower
// (6 ms for 10,000 characters against 2), which the kept translations make rare.
//
// OpenCC's rules, as applied here:
//  - a text is first cut into segments by the longest phrase of the segmentation dictionaries
//    (the runs between phrases are segments too), so that no later step matches across a
//    phrase it has already recognised;
//  - each segment then goes through a chain of dictionary groups; a group replaces, from left
//    to right, the longest key of any of its dictionaries (the first dictionary wins a tie);
//    the next group reads the previous one's output;
//  - compatibility ideographs are normalised before anything else.
//
// Server-side only in practice: the dictionaries are 1.1 MB of text, never for a browser.
import CJK_COMPATIBILITY from "opencc-js/dict/CJK_Compatibility_Ideographs";
import ST_CHARACTERS from "opencc-js/dict/STCharacters";
import ST_PHRASES from "opencc-js/dict/STPhrases";
import ST_REGIONAL_PHRASES from "opencc-js/dict/STPhrases_GeneratedFromRegionalPhrases";
import TS_CHARACTERS from "opencc-js/dict/TSCharacters";
import TS_PHRASES from "opencc-js/dict/TSPhrases";
import TW_PHRASES from "opencc-js/dict/TWPhrases";
import TW_PHRASES_REV from "opencc-js/dict/TWPhrasesRev";
import TW_VARIANTS from "opencc-js/dict/TWVariants";
import TW_VARIANTS_PHRASES from "opencc-js/dict/TWVariantsPhrases";
import TW_VARIANTS_REV from "opencc-js/dict/TWVariantsRev";
import TW_VARIANTS_REV_PHRASES from "opencc-js/dict/TWVariantsRevPhrases";

export const CHINESE_SCRIPTS = ["zh_hant", "zh_hans"] as const;
export type ChineseScript = (typeof CHINESE_SCRIPTS)[number];
export const isChineseScript = (value: unknown): value is ChineseScript =>
  CHINESE_SCRIPTS.includes(value as ChineseScript);
/** The other of the two scripts. */
export const otherScript = (script: ChineseScript): ChineseScript => (script === "zh_hant" ? "zh_hans" : "zh_hant");

type Dictionary = {
  entries: Map<string, string>;
  /**
   * For the first two UTF-16 units of the keys that have two or more, the length of the
   * longest such key. Most pairs of characters in a text begin no phrase at all, so one lookup
   * settles most places; only where a pair does begin phrases are longer keys tried.
   */
  longest: Map<string, number>;
};

/** OpenCC's serialised form: `key value|key value|…` (a key's first value is the one used). */
function parse(source: string): Dictionary {
  const entries = new Map<string, string>();
  const longest = new Map<string, number>();
  for (const line of source.split("|")) {
    const space = line.indexOf(" ");
    if (space <= 0) continue;
    const key = line.slice(0, space);
    if (entries.has(key)) continue;
    const next = line.indexOf(" ", space + 1);
    entries.set(key, line.slice(space + 1, next === -1 ? undefined : next));
    if (key.length < 2) continue;
    const prefix = key.slice(0, 2);
    if ((longest.get(prefix) ?? 0) < key.length) longest.set(prefix, key.length);
  }
  return { entries, longest };
}

/** Dictionaries read as one: the longest key of any of them, the earlier one's value when several have it. */
type Group = readonly Dictionary[];

/** The value of `key` in the group's first dictionary that has it. */
function lookup(group: Group, key: string): string | undefined {
  for (const d of group) {
    const value = d.entries.get(key);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The longest key of `group` at `at`, as [length, value], or undefined. */
function longestMatch(group: Group, text: string, at: number): [number, string] | undefined {
  let max = 0;
  if (at + 2 <= text.length) {
    const prefix = text.slice(at, at + 2);
    for (const d of group) max = Math.max(max, d.longest.get(prefix) ?? 0);
  }
  for (let length = Math.min(max, text.length - at); length >= 2; length--) {
    const value = lookup(group, text.slice(at, at + length));
    if (value !== undefined) return [length, value];
  }
  // a key of one unit; an astral character is two, and its pair was tried above
  const value = lookup(group, text[at] ?? "");
  return value === undefined ? undefined : [1, value];
}

/** UTF-16 units of the character at `at`. */
const charLength = (text: string, at: number) => ((text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1);

/** Each longest key of the group replaced by its value, left to right. */
function convertWith(group: Group, text: string): string {
  let out = "";
  let runStart = 0;
  let at = 0;
  while (at < text.length) {
    const match = longestMatch(group, text, at);
    if (match) {
      out += text.slice(runStart, at) + match[1];
      at += match[0];
      runStart = at;
    } else {
      at += charLength(text, at);
    }
  }
  return out + text.slice(runStart);
}

/** The text cut at the group's phrases: each phrase a segment, and each run between them. */
function segment(group: Group, text: string): string[] {
  const segments: string[] = [];
  let runStart = -1;
  let at = 0;
  while (at < text.length) {
    const match = longestMatch(group, text, at);
    if (match) {
      if (runStart !== -1) segments.push(text.slice(runStart, at));
      runStart = -1;
      segments.push(text.slice(at, at + match[0]));
      at += match[0];
    } else {
      if (runStart === -1) runStart = at;
      at += charLength(text, at);
    }
  }
  if (runStart !== -1) segments.push(text.slice(runStart));
  return segments;
}

type Converter = { normalize: Group; segmentation: Group; chain: Group[] };

// Built on first use, one direction at a time: a page that only ever converts to Simplified
// never reads the 49,000 Simplified phrases.
const parsed = new Map<string, Dictionary>();
const dictionary = (source: string) => {
  const known = parsed.get(source);
  if (known) return known;
  const d = parse(source);
  parsed.set(source, d);
  return d;
};
const converters = new Map<ChineseScript, Converter>();

function converterTo(script: ChineseScript): Converter {
  let converter = converters.get(script);
  if (converter) return converter;
  const normalize = [dictionary(CJK_COMPATIBILITY)];
  if (script === "zh_hant") {
    // OpenCC's s2twp
    const phrases = [dictionary(ST_PHRASES), dictionary(ST_REGIONAL_PHRASES)];
    converter = {
      normalize,
      segmentation: phrases,
      chain: [
        [...phrases, dictionary(ST_CHARACTERS)],
        [dictionary(TW_PHRASES), dictionary(TW_VARIANTS_PHRASES), dictionary(TW_VARIANTS)],
      ],
    };
  } else {
    // OpenCC's tw2sp
    const phrases = dictionary(TS_PHRASES);
    converter = {
      normalize,
      segmentation: [phrases],
      chain: [
        [dictionary(TW_PHRASES_REV), dictionary(TW_VARIANTS_REV_PHRASES), dictionary(TW_VARIANTS_REV)],
        [phrases, dictionary(TS_CHARACTERS)],
      ],
    };
  }
  converters.set(script, converter);
  return converter;
}

const HAN = /\p{Script=Han}/u;

/** `text` in the given script, phrase by phrase (text without Chinese characters comes back as it is). */
export function convertScript(text: string, script: ChineseScript): string {
  if (!HAN.test(text)) return text;
  const { normalize, segmentation, chain } = converterTo(script);
  const normalized = convertWith(normalize, text);
  return segment(segmentation, normalized)
    .map((piece) => chain.reduce((out, group) => convertWith(group, out), piece))
    .join("");
}

/**
 * Which script Chinese text is written in, by how many of its characters each conversion would
 * change; null for text with no Chinese characters or no telling difference.
 */
export function guessScript(text: string): ChineseScript | null {
  const sample = text.slice(0, 2000);
  if (!HAN.test(sample)) return null;
  const changedBy = (script: ChineseScript) => difference(sample, convertScript(sample, script));
  const toTraditional = changedBy("zh_hant");
  const toSimplified = changedBy("zh_hans");
  if (toTraditional === toSimplified) return null;
  // the script a text is already in is the one converting to changes least
  return toTraditional < toSimplified ? "zh_hant" : "zh_hans";
}

function difference(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  let n = Math.abs(left.length - right.length);
  for (let i = 0; i < Math.min(left.length, right.length); i++) if (left[i] !== right[i]) n++;
  return n;
}
