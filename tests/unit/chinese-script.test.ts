import * as Traditional from "opencc-js/cn2t";
import * as Simplified from "opencc-js/t2cn";
import { describe, expect, it } from "vitest";
import { convertScript, guessScript } from "@/lib/text/chinese-script";
import type { LanguageBank } from "@/scripts/seed/text/bank";
import { zhHans } from "@/scripts/seed/text/zh-hans";
import { zhHant } from "@/scripts/seed/text/zh-hant";

// opencc-js's own converters, s2twp and tw2sp: ours must say what they say.
const reference = {
  zh_hant: Traditional.Converter({ from: "cn", to: "twp" }),
  zh_hans: Simplified.Converter({ from: "twp", to: "cn" }),
} as const;

/** Every sentence, title, heading and subject the seed writes in one script. */
function bankTexts(bank: LanguageBank): string[] {
  const topics = Object.values(bank.topics).flatMap((t) => [...t.subjects, ...t.sentences, ...t.headings]);
  return [...bank.titles, ...bank.sentences, ...bank.times, ...bank.headings, ...topics];
}

describe("Chinese script conversion", () => {
  it("converts phrases with their regional words, not character by character", () => {
    expect(convertScript("我们的软件在服务器上运行，用鼠标点一下。", "zh_hant")).toBe(
      "我們的軟體在伺服器上執行，用滑鼠點一下。",
    );
    expect(convertScript("我們的軟體在伺服器上執行，用滑鼠點一下。", "zh_hans")).toBe(
      "我们的软件在服务器上运行，用鼠标点一下。",
    );
    // one character, two Traditional ones: the phrase decides
    expect(convertScript("头发和发展", "zh_hant")).toBe("頭髮和發展");
  });

  it("leaves text without Chinese characters, and text already in the script, as it is", () => {
    expect(convertScript("Software & <b>servers</b> 2026", "zh_hant")).toBe("Software & <b>servers</b> 2026");
    expect(convertScript("這是繁體中文。", "zh_hant")).toBe("這是繁體中文。");
    expect(convertScript("这是简体中文。", "zh_hans")).toBe("这是简体中文。");
  });

  it("says what opencc-js's converters say on everything the seed writes", () => {
    const texts = { zh_hant: bankTexts(zhHans), zh_hans: bankTexts(zhHant) } as const;
    for (const script of ["zh_hant", "zh_hans"] as const) {
      expect(texts[script].length).toBeGreaterThan(100);
      const differing = texts[script].filter((text) => convertScript(text, script) !== reference[script](text));
      expect(differing).toEqual([]);
    }
    // and on one long text, where segments run across sentences
    const long = bankTexts(zhHans).join("");
    expect(convertScript(long, "zh_hant")).toBe(reference.zh_hant(long));
  });

  it("keeps characters outside the Basic Multilingual Plane whole", () => {
    expect(convertScript("𠮷野家的软件😀", "zh_hant")).toBe("𠮷野家的軟體😀");
  });

  it("tells the script a text is written in", () => {
    expect(guessScript(zhHans.sentences.join(""))).toBe("zh_hans");
    expect(guessScript(zhHant.sentences.join(""))).toBe("zh_hant");
    expect(guessScript("Plain English, no Chinese at all.")).toBeNull();
  });
});
