import { describe, expect, it } from "vitest";
import { articleReading, askedTranslation, shortTextReading, translationPath } from "@/lib/i18n/translation-choice";

const hans = { language: "zh_hans", available: ["zh_hant"] } as const;

describe("which language an article is read in", () => {
  it("offers a Chinese article's other script in every interface language, and shows it when asked", () => {
    for (const locale of ["en", "zh-Hant", "zh-Hans"] as const) {
      expect(articleReading({ ...hans, locale, asked: null, saved: null })).toEqual({
        show: null,
        offers: ["zh_hant"],
        script: "zh_hant",
      });
      expect(articleReading({ ...hans, locale, asked: "zh_hant", saved: null }).show).toBe("zh_hant");
    }
  });

  it("shows the saved script without asking, unless the address asks for the original", () => {
    expect(articleReading({ ...hans, locale: "en", asked: null, saved: "zh_hant" }).show).toBe("zh_hant");
    expect(articleReading({ ...hans, locale: "en", asked: "original", saved: "zh_hant" }).show).toBeNull();
    // an article already in the saved script stays as written
    const hant = { language: "zh_hant", available: ["zh_hans"] };
    expect(articleReading({ ...hant, locale: "zh-Hant", asked: null, saved: "zh_hant" }).show).toBeNull();
  });

  it("offers the interface's language through a model only where one is available", () => {
    const withModel = { language: "zh_hans", available: ["en", "zh_hant"] };
    expect(articleReading({ ...withModel, locale: "en", asked: null, saved: null }).offers).toEqual(["zh_hant", "en"]);
    expect(articleReading({ ...hans, locale: "en", asked: "en", saved: null }).show).toBeNull();
    const english = { language: "en", available: ["zh_hant", "zh_hans"] };
    expect(articleReading({ ...english, locale: "zh-Hans", asked: null, saved: "zh_hant" })).toEqual({
      show: null,
      offers: ["zh_hans"],
      script: null,
    });
    expect(
      articleReading({ language: "en", available: [], locale: "zh-Hant", asked: null, saved: null }).offers,
    ).toEqual([]);
  });

  it("ignores what it does not know in the address", () => {
    expect(askedTranslation("zh_hant")).toBe("zh_hant");
    expect(askedTranslation("original")).toBe("original");
    expect(askedTranslation("fr")).toBeNull();
    expect(askedTranslation(null)).toBeNull();
    expect(articleReading({ ...hans, locale: "en", asked: askedTranslation("zh_hans"), saved: null }).show).toBeNull();
  });
});

describe("moments and comments", () => {
  it("convert to the script asked for, else the saved one, else the interface's, shown when asked or saved", () => {
    expect(shortTextReading({ locale: "zh-Hant", asked: null, saved: null })).toEqual({
      target: "zh_hant",
      show: false,
    });
    expect(shortTextReading({ locale: "zh-Hant", asked: "zh_hans", saved: null })).toEqual({
      target: "zh_hans",
      show: true,
    });
    expect(shortTextReading({ locale: "en", asked: null, saved: "zh_hans" })).toEqual({
      target: "zh_hans",
      show: true,
    });
    expect(shortTextReading({ locale: "en", asked: "original", saved: "zh_hans" })).toEqual({
      target: "zh_hans",
      show: false,
    });
    expect(shortTextReading({ locale: "en", asked: null, saved: null })).toEqual({ target: null, show: false });
  });
});

describe("addresses", () => {
  it("keep the page's other parameters", () => {
    expect(translationPath("/a/x", "zh_hant")).toBe("/a/x?translation=zh_hant");
    expect(
      translationPath("/a/x", "original", { collection: "Q29s", translation: "zh_hant", after: ["c1", "c2"] }),
    ).toBe("/a/x?collection=Q29s&after=c1&after=c2&translation=original");
    expect(translationPath("/a/x", null, { translation: "en" })).toBe("/a/x");
  });
});
