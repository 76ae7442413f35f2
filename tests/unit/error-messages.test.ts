import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { GraphQLRequestError } from "@/lib/graphql/client";
import { errorMessageFor, retryAfterOf, waitOf } from "@/lib/graphql/error-messages";
import en from "@/messages/en.json";
import zhHans from "@/messages/zh-Hans.json";
import zhHant from "@/messages/zh-Hant.json";

// What a reader is told when the API refuses: the catalogue's message, and for a rate limit
// how long to wait, rendered from the real message files.

const limited = (retryAfter?: unknown) =>
  new GraphQLRequestError("ACTION_LIMIT_EXCEEDED", "Operation too frequent, please try again later.", {
    errors: [
      {
        message: "Operation too frequent, please try again later.",
        extensions: { code: "ACTION_LIMIT_EXCEEDED", ...(retryAfter === undefined ? {} : { retryAfter }) },
      },
    ],
  });

function say(locale: "en" | "zh-Hant" | "zh-Hans", error: GraphQLRequestError) {
  const messages = { en, "zh-Hant": zhHant, "zh-Hans": zhHans }[locale];
  // keys come from the error map as plain strings, as the islands' useTranslations() takes them
  const t = createTranslator({ locale, messages }) as unknown as (key: string, values?: object) => string;
  const message = errorMessageFor(error.code, retryAfterOf(error));
  if (!message) throw new Error(`no message for ${error.code}`);
  return t(message.key, message.values);
}

describe("a rate limit's message", () => {
  it.each([
    [1, "Operation too frequent. Try again in 1 second."],
    [42, "Operation too frequent. Try again in 42 seconds."],
    [60, "Operation too frequent. Try again in 1 minute."],
    [61, "Operation too frequent. Try again in 2 minutes."],
    [600, "Operation too frequent. Try again in 10 minutes."],
    [7199, "Operation too frequent. Try again in 120 minutes."],
    [7200, "Operation too frequent. Try again in 2 hours."],
    [86_400, "Operation too frequent. Try again in 24 hours."],
  ])("says how long to wait after %i seconds in English", (seconds, text) => {
    expect(say("en", limited(seconds))).toBe(text);
  });

  it("says it in Traditional and Simplified Chinese", () => {
    expect(say("zh-Hant", limited(30))).toBe("操作過於頻繁，請在 30 秒後重試。");
    expect(say("zh-Hant", limited(540))).toBe("操作過於頻繁，請在 9 分鐘後重試。");
    expect(say("zh-Hans", limited(540))).toBe("操作过于频繁，请在 9 分钟后重试。");
    expect(say("zh-Hans", limited(10_800))).toBe("操作过于频繁，请在 3 小时后重试。");
  });

  it("falls back to the catalogue's words when the API gave no usable wait", () => {
    for (const retryAfter of [undefined, null, "soon", -5, 0, Number.NaN]) {
      expect(say("en", limited(retryAfter))).toBe("Operation too frequent, please try again later.");
    }
  });

  it("leaves other codes their own messages, whatever they carry", () => {
    const error = new GraphQLRequestError("NAME_EXISTS", "taken", {
      errors: [{ message: "taken", extensions: { code: "NAME_EXISTS", retryAfter: 30 } }],
    });
    expect(say("en", error)).toBe(en.apiErrors.NAME_EXISTS);
    expect(errorMessageFor("NO_SUCH_CODE", 30)).toBeUndefined();
  });

  it("rounds a wait up, never down to nothing", () => {
    expect(waitOf(0.2)).toEqual({ unit: "second", count: 1 });
    expect(waitOf(59.5)).toEqual({ unit: "minute", count: 1 });
    expect(retryAfterOf(new Error("plain"))).toBeUndefined();
  });
});
