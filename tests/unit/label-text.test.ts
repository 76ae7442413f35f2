import { describe, expect, it } from "vitest";
import { labelFault, stripLabelFaults } from "@/lib/text/label-text";

// What a label (a display name, a title, a collection's title or description, a profile's
// description, a tag) refuses, and what it keeps. Written with escapes: the characters at issue
// do not show.

const kindOf = (text: string) => labelFault(text)?.kind;

describe("labelFault", () => {
  it.each([
    ["Tides and the moon"],
    ["潮汐與月亮"],
    ["  spaced\tout\nover lines  "],
    ["مرحبا بالعالم"],
    ["שלום עולם"],
    // emoji: a ZWJ sequence, skin tone and ZWJ, a keycap, the heart's emoji selector, a flag's tags
    ["team \u{1F469}\u200D\u{1F4BB}"],
    ["\u{1F9D1}\u{1F3FD}\u200D\u{1F4BB} at work"],
    ["\u{1F3F3}\uFE0F\u200D\u{1F308}"],
    ["1\uFE0F\u20E3 first"],
    ["I \u2764\uFE0F tea"],
    ["\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} Scotland"],
    // joiners that shape a script: Persian's ZWNJ, Devanagari's half form, Malayalam's chillu
    ["\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645"],
    ["\u0915\u094D\u200D\u0937"],
    ["\u0D28\u0D4D\u200D"],
    // Mongolian's vowel separator between two letters
    ["\u182D\u180E\u1820"],
    // an ideographic variation selector after a Han character
    ["\u845B\u{E0100}城"],
  ])("keeps %j", (text) => {
    expect(labelFault(text)).toBeUndefined();
  });

  it.each([
    ["\u202Egnp.exe", "bidi", "U+202E"],
    ["a\u202Ab", "bidi", "U+202A"],
    ["name\u2066x\u2069", "bidi", "U+2066"],
    ["\u200Fabc", "bidi", "U+200F"],
    ["\u200Eabc", "bidi", "U+200E"],
    ["abc\u061C", "bidi", "U+061C"],
  ])("refuses the bidi control in %j", (text, kind, character) => {
    expect(labelFault(text)).toMatchObject({ kind, character });
  });

  it.each([
    ["pay\u200Bpal", "U+200B"],
    ["pay\u2060pal", "U+2060"],
    ["\uFEFFtitle", "U+FEFF"],
    ["soft\u00ADhyphen", "U+00AD"],
    // joiners doing nothing: between Latin letters, at the ends, doubled, after a letter before an emoji
    ["pay\u200Dpal", "U+200D"],
    ["pay\u200Cpal", "U+200C"],
    ["\u200Dabc", "U+200D"],
    ["\u{1F469}\u200D\u200D\u{1F4BB}", "U+200D"],
    ["a\u200D\u{1F4BB}", "U+200D"],
    ["a\uFE0F\u200D\u{1F4BB}", "U+FE0F"],
    // selectors with nothing to select, and stray tags
    ["\uFE0Fabc", "U+FE0F"],
    ["a\u{E0100}", "U+E0100"],
    ["tag\u{E0067}\u{E007F}", "U+E0067"],
    // Hangul fillers and the Braille blank, alone or inside a word
    ["\u3164", "U+3164"],
    ["\u3164\u3164\u3164", "U+3164"],
    ["\uFFA0\uFFA0", "U+FFA0"],
    ["\u115F\u1160", "U+115F"],
    ["\u2800\u2800", "U+2800"],
    ["Kim\u3164Lee", "U+3164"],
    ["\u034F\u034F", "U+034F"],
  ])("refuses the invisible character in %j", (text, character) => {
    expect(labelFault(text)).toMatchObject({ kind: "invisible", character });
  });

  it.each([["bell\u0007"], ["nul\u0000"], ["esc\u001B[31m"], ["lone \uD800 surrogate"]])(
    "refuses the control in %j",
    (text) => {
      expect(kindOf(text)).toBe("control");
    },
  );

  it("names the first refused character by where it is, in UTF-16 units", () => {
    expect(labelFault("\u{1F600} a\u200Bb\u202E")).toEqual({ kind: "invisible", character: "U+200B", index: 4 });
  });
});

describe("stripLabelFaults", () => {
  it("takes out what a label refuses and keeps the rest", () => {
    expect(stripLabelFaults("\u202Epay\u200Bpal\u3164 \u{1F469}\u200D\u{1F4BB}\u2800")).toBe(
      "paypal \u{1F469}\u200D\u{1F4BB}",
    );
    expect(stripLabelFaults("\u{1F469}\u200D\u200B\u200D\u{1F4BB}")).toBe("\u{1F469}\u200D\u{1F4BB}");
    expect(stripLabelFaults("plain")).toBe("plain");
  });

  it("leaves nothing of a name of fillers", () => {
    expect(stripLabelFaults("\u3164\u115F\u1160\uFFA0\u2800")).toBe("");
  });

  it("leaves a text labelFault accepts, whatever it was given", () => {
    const pieces = ["a", "\u200D", "\u200B", "\u{1F469}", "\u{1F4BB}", "\uFE0F", "\u202E", "\u3164", " ", "\u0915"];
    for (const a of pieces)
      for (const b of pieces)
        for (const c of pieces) {
          expect(labelFault(stripLabelFaults(`${a}${b}${c}${a}`))).toBeUndefined();
        }
  });
});
