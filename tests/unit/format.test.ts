import { describe, expect, it } from "vitest";
import { abbreviateNumber, lengthUnit } from "@/lib/i18n/format";

describe("number abbreviation (k, m, b, t)", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1k"],
    [1234, "1.2k"],
    [99_999, "99.9k"],
    [100_500, "100k"],
    [999_999, "999k"],
    [1_000_000, "1m"],
    [2_500_000_000, "2.5b"],
    [3e12, "3t"],
    [-1500, "-1.5k"],
  ])("%d → %s", (n, text) => {
    expect(abbreviateNumber(n)).toBe(text);
  });
});

describe("what an article's length counts", () => {
  it.each([
    ["zh_hant", "characters"],
    ["zh_hans", "characters"],
    ["zh-Hant", "characters"],
    ["zh", "characters"],
    ["en", "words"],
    ["zha", "words"],
    [null, "words"],
  ] as const)("%s → %s", (language, unit) => {
    expect(lengthUnit(language)).toBe(unit);
  });
});
