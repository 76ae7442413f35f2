import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import zhHans from "@/messages/zh-Hans.json";
import zhHant from "@/messages/zh-Hant.json";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out[`${prefix}${key}`] = value;
    else Object.assign(out, flatten(value, `${prefix}${key}.`));
  }
  return out;
}

/** The names a message needs its caller to pass: arguments, plural and select keys, tags. */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, names);
  }
  return names;
}

/** The text a reader sees: literals, including those inside plural, select and tag branches. */
function textOf(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        return Object.values(element.options)
          .map((option) => textOf(option.value))
          .join(" ");
      }
      if (element.type === TYPE.tag) return textOf(element.children);
      return " ";
    })
    .join("");
}

const files = { en: flatten(en), "zh-Hant": flatten(zhHant), "zh-Hans": flatten(zhHans) };
const english = files.en;
const chinese = { "zh-Hant": files["zh-Hant"], "zh-Hans": files["zh-Hans"] };

// Names, file formats and ISO currency codes, which stay in Latin letters in every language.
const PROPER_NOUNS =
  /Margins|Google|Twitter|Liker ID|LikeCoin|Email|HTML|Markdown|Medium|OpenCC|Gemini|Flash|YouTube|Vimeo|Web Monetization|JPEG|PNG|GIF|WebP|HKD|TWD|USDT|USD|WalletConnect|Logbook|Ethereum|Mainnet|Sepolia|Gas|UTC|IPFS|CID|Mastodon|Misskey/g;

describe("message files", () => {
  it("share one key set", () => {
    const keys = Object.keys(english).sort();
    expect(Object.keys(files["zh-Hant"]).sort()).toEqual(keys);
    expect(Object.keys(files["zh-Hans"]).sort()).toEqual(keys);
  });

  it.each(Object.entries(files))("%s: every message is valid ICU", (_locale, messages) => {
    for (const [key, message] of Object.entries(messages)) {
      expect(() => parse(message), key).not.toThrow();
    }
  });

  it.each(Object.entries(chinese))("%s: every message takes the same arguments as English", (_locale, messages) => {
    for (const [key, message] of Object.entries(english)) {
      const wanted = [...argumentsOf(parse(message))].sort();
      expect([...argumentsOf(parse(messages[key] ?? ""))].sort(), key).toEqual(wanted);
    }
  });

  it.each(Object.entries(chinese))("%s: no English is left untranslated", (_locale, messages) => {
    for (const [key, message] of Object.entries(messages)) {
      const text = textOf(parse(message)).replace(PROPER_NOUNS, " ");
      expect(text, key).not.toMatch(/[A-Za-z]{3,}/);
    }
  });
});
