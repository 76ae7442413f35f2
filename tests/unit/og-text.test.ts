import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { clip, clipWidth, drawableText, inFont, MISSING } from "@/lib/og/text";

describe("Open Graph card text", () => {
  it("keeps Latin, Traditional and Simplified Chinese and punctuation the font holds", () => {
    expect(drawableText("Café · 從外婆的廚房，到照顧孩子。 家里的服务器")).toBe(
      "Café · 從外婆的廚房，到照顧孩子。 家里的服务器",
    );
  });

  it("holds the common Chinese characters of both scripts", () => {
    for (const c of "的一是了我不人在他有這個們來說為麵臺灣这个们来说为面台湾") expect(inFont(c), c).toBe(true);
  });

  it("turns a character the font lacks into one placeholder, an emoji with its modifiers too", () => {
    expect(drawableText("hi 👋🏽 there 𠀀")).toBe(`hi ${MISSING} there ${MISSING}`);
    expect(drawableText("family 👨‍👩‍👧")).toBe(`family ${MISSING}`);
  });

  it("folds white space and drops control and format characters", () => {
    expect(drawableText("  a\n\tb\u200b c\u0007 ")).toBe("a b c");
    expect(drawableText("e\u0301")).toBe("é");
  });

  it("clips by characters with an ellipsis", () => {
    expect(clip("abcdef", 10)).toBe("abcdef");
    expect(clip("abcdef", 4)).toBe("abc…");
    expect(clip("從外婆的廚房", 3)).toBe("從外…");
  });

  it("clips by width, a Chinese character counting as two letters", () => {
    expect(clipWidth("abcdef", 10)).toBe("abcdef");
    expect(clipWidth("abcdefghij", 6)).toBe("abcde…");
    expect(clipWidth("從外婆的廚房到照顧", 8)).toBe("從外婆…");
    expect(clipWidth("ab 從外", 6)).toBe("ab 從…");
  });

  it("covers every Chinese character of the card labels in the message files", () => {
    for (const locale of ["zh-Hant", "zh-Hans"]) {
      const messages = JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Record<string, unknown>;
      const labels = JSON.stringify([messages.og, messages.site]);
      for (const c of labels.match(/\p{Script=Han}/gu) ?? []) expect(inFont(c), c).toBe(true);
    }
  });
});
