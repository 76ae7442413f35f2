import { describe, expect, it } from "vitest";
import { htmlLang, localeFromAcceptLanguage, localeFromTag, resolveLocale } from "@/lib/i18n/locales";

describe("browser language mapping (section 5)", () => {
  it.each([
    ["zh-CN", "zh-Hans"],
    ["zh_hans", "zh-Hans"],
    ["zh-Hans-CN", "zh-Hans"],
    ["zh", "zh-Hant"],
    ["zh-TW", "zh-Hant"],
    ["zh-HK", "zh-Hant"],
    ["zh_hant", "zh-Hant"],
    ["en", "en"],
    ["en-GB", "en"],
    ["EN-us", "en"],
  ])("maps %s to %s", (tag, locale) => {
    expect(localeFromTag(tag)).toBe(locale);
  });

  it.each(["fr", "ja", "", "zz-hant", "de-en"])("leaves %j unmapped", (tag) => {
    expect(localeFromTag(tag)).toBeUndefined();
  });

  it("takes the browser's most preferred supported language", () => {
    expect(localeFromAcceptLanguage("fr-FR,fr;q=0.9,zh-TW;q=0.8,en;q=0.7")).toBe("zh-Hant");
    expect(localeFromAcceptLanguage("en;q=0.5,zh-CN;q=0.9")).toBe("zh-Hans");
    expect(localeFromAcceptLanguage("de, ja;q=0.9")).toBeUndefined();
    expect(localeFromAcceptLanguage("en;q=0, zh")).toBe("zh-Hant");
  });
});

describe("locale resolution order (section 4)", () => {
  it("puts the saved language cookie first, then the query, then the browser", () => {
    expect(resolveLocale({ cookie: "en", query: "zh_hans", acceptLanguage: "zh-TW" })).toBe("en");
    expect(resolveLocale({ query: "zh_hans", acceptLanguage: "zh-TW" })).toBe("zh-Hans");
    expect(resolveLocale({ acceptLanguage: "zh-TW" })).toBe("zh-Hant");
  });

  it("skips values it cannot use and falls back to Simplified Chinese", () => {
    expect(resolveLocale({ cookie: "klingon", query: "xx", acceptLanguage: "de" })).toBe("zh-Hans");
    expect(resolveLocale({})).toBe("zh-Hans");
  });
});

describe("the API's languages as HTML lang values", () => {
  it.each([
    ["en", "en"],
    ["zh_hant", "zh-Hant"],
    ["zh_hans", "zh-Hans"],
    // an article's language is free text in the contract: tags pass, underscores become hyphens
    ["ja", "ja"],
    ["pt_BR", "pt-BR"],
    ["zh-Hant-TW", "zh-Hant-TW"],
  ])("writes %s as %s", (language, tag) => {
    expect(htmlLang(language)).toBe(tag);
  });

  it.each([null, undefined, "", "zh hant", "x", "english language", "zh_hant!"])("gives %j no lang", (language) => {
    expect(htmlLang(language)).toBeUndefined();
  });
});
