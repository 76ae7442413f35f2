import { describe, expect, it } from "vitest";
import { foldText, highlightParts, indexText, matchExpression, searchWords } from "@/lib/text/search-text";

describe("search text", () => {
  it("folds Traditional to Simplified, full-width to plain, and case", () => {
    expect(foldText("電影與記憶")).toBe("电影与记忆");
    expect(foldText("ＡＢＣ Café Ångström")).toBe("abc cafe angstrom");
    // kana keep their voicing marks
    expect(foldText("がぎ")).toBe("がぎ");
  });

  it("cuts Chinese into words, so two-character words stand alone", () => {
    expect(searchWords("我們昨天去看電影")).toEqual(["我们", "昨天", "去", "看", "电影"]);
    expect(indexText("城市的記憶")).toBe("城市 的 记忆");
  });

  it("drops punctuation and keeps Latin words and numbers", () => {
    expect(searchWords("「Python」入門，2026年！")).toEqual(["python", "入门", "2026", "年"]);
    expect(indexText(null)).toBe("");
  });

  it("quotes every word of a query as a prefix, so query syntax is only text", () => {
    expect(matchExpression("電影 NEAR(")).toBe('"电影"* "near"*');
    expect(matchExpression('say "hi"')).toBe('"say"* "hi"*');
    expect(matchExpression("  ，。！ ")).toBeUndefined();
  });
});

describe("highlighting", () => {
  const marked = (text: string, key: string) =>
    highlightParts(text, key)
      .filter((part) => part.match)
      .map((part) => part.text);

  it("marks matches as written, found in either script and any case", () => {
    expect(marked("我們在電影院相遇", "电影")).toEqual(["電影"]);
    expect(marked("Winter Gardens of Kyoto", "winter kyoto")).toEqual(["Winter", "Kyoto"]);
    expect(marked("Notes from a Café", "CAFÉ")).toEqual(["Café"]);
    expect(marked("Notes from a Café", "cafe")).toEqual(["Café"]);
  });

  it("keeps the text whole, and marks nothing for a key without words", () => {
    const parts = highlightParts("關於城市的記憶", "記憶 城市");
    expect(parts.map((p) => p.text).join("")).toBe("關於城市的記憶");
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(["城市", "記憶"]);
    expect(highlightParts("anything", "，。")).toEqual([{ text: "anything", match: false }]);
  });
});
