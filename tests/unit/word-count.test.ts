import { describe, expect, it } from "vitest";
import { countWords } from "@/lib/text/word-count";

// The length the editor shows is the one the API stores: Chinese by the character, other
// scripts by the word (an apostrophe or hyphen keeps a word whole).
describe("countWords", () => {
  it.each([
    ["", 0],
    ["Harbour notes at dusk.", 4],
    ["don't stop-motion", 2],
    ["城市的夜晚", 5],
    ["在 Margins 寫作", 3 + 1],
    ["words — and more", 3],
  ])("%s: %i", (text, count) => {
    expect(countWords(text)).toBe(count);
  });
});
