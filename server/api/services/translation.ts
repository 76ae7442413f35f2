import "server-only";
import { type ChineseScript, convertScript, guessScript, isChineseScript } from "@/lib/text/chinese-script";
import { mapHtmlText } from "@/lib/text/html-text-nodes";
import { htmlTranslationUnits, textUnit, unitText } from "@/lib/text/html-translation-units";
import type { ArticleVersionRow } from "@/server/db/queries/article-versions";
import {
  storedTranslation,
  storeTranslation,
  type TranslationKey,
  translatedLanguages,
} from "@/server/db/queries/translations";
import type { Context } from "../context";
import { ApiError } from "../errors";
import { keptBody, storeBody, versionBody } from "./article-body";
import {
  configuredModels,
  type FailureReason,
  type ModelName,
  type TranslationModel,
  TranslationServiceError,
  translatorFor,
} from "./translation-models";

// Reading an article in another language or script. Between the Chinese scripts it is OpenCC
// in the worker (lib/text/chinese-script.ts), text nodes only; other languages go to a model a
// secret switches on. Either way a version's translation is made once per language and model
// and kept: a version never changes, so neither does its translation. Its title and summary
// are a row of article_translations, its body an object in R2 beside the versions' bodies.
// Who may read it is the caller's question (resolvers/translation.ts): the same as who may
// read the version's content.

export type Language = "en" | "zh_hans" | "zh_hant";
export const LANGUAGES: readonly Language[] = ["en", "zh_hant", "zh_hans"];

export type Translation = {
  title: string;
  summary: string;
  content: string;
  language: Language;
  model: TranslationModel;
};

/** Chinese marked with another language's `lang` inside an article is not converted. */
const notChinese = (lang: string) => !/^zh\b/i.test(lang);

/**
 * The language a version is written in: the article's when it names one of ours (zh-TW and
 * zh_hant alike), guessed from the text for Chinese without a script, else unknown (null).
 */
export function sourceLanguage(articleLanguage: string | null, version: ArticleVersionRow): Language | null {
  const tag = articleLanguage?.trim().toLowerCase().replaceAll("-", "_") ?? "";
  if (tag === "en" || tag.startsWith("en_")) return "en";
  if (["zh_hant", "zh_tw", "zh_hk", "zh_mo"].includes(tag)) return "zh_hant";
  if (["zh_hans", "zh_cn", "zh_sg"].includes(tag)) return "zh_hans";
  if (tag === "" || tag === "zh") return guessScript(`${version.title}${version.summary}`);
  return null;
}

/**
 * The model that answers a request: the one asked for, opencc between the Chinese scripts,
 * else the configured default. Null when the one needed has no key (the site offers no such
 * translation; asking is no error). OpenCC for anything but Chinese is a bad request.
 */
export function chooseModel(
  env: Cloudflare.Env,
  from: Language | null,
  to: Language,
  asked: TranslationModel | null | undefined,
): TranslationModel | null {
  const chinese = isChineseScript(to) && (from === null || isChineseScript(from));
  if (asked === "opencc") {
    if (!chinese) {
      throw new ApiError("BAD_USER_INPUT", "OpenCC converts between Traditional and Simplified Chinese only.", {
        field: "input.model",
      });
    }
    return "opencc";
  }
  const configured = configuredModels(env);
  if (asked) return configured.includes(asked) ? asked : null;
  if (chinese && from !== null) return "opencc";
  return configured[0] ?? null;
}

/** A version in `to`: read from what was kept, or made now and kept. */
export async function translateVersion(
  ctx: Context,
  version: ArticleVersionRow,
  from: Language | null,
  to: Language,
  model: TranslationModel,
): Promise<Translation> {
  const key = { versionId: version.id, language: to, model };
  const stored = await storedTranslation(ctx.db, key);
  if (stored) {
    const content = await keptBody(ctx, stored.content, stored.contentHash);
    return { title: stored.title, summary: stored.summary, content, language: to, model };
  }
  // only a translation not yet made reads the body
  const source = { title: version.title, summary: version.summary, content: await versionBody(ctx, version) };
  const made =
    model === "opencc" ? convertVersion(source, to as ChineseScript) : await withModel(ctx, source, from, to, model);
  await keep(ctx, key, made);
  return { ...made, language: to, model };
}

/**
 * The body to R2 first, then the row that names it: a row never names a body that was not
 * stored. When R2 refuses, the reader still gets the translation, and the next reader makes it
 * again (and keeps it) rather than being refused for a cache.
 */
async function keep(ctx: Context, key: TranslationKey, made: Source) {
  // storeBody logs the failure; its error is for a writer, and this reader is not refused
  const hash = await storeBody(ctx, made.content, "The translation could not be kept.").catch(() => null);
  if (hash === null) return;
  await storeTranslation(ctx.db, { ...key, title: made.title, summary: made.summary, contentHash: hash });
}

type Source = { title: string; summary: string; content: string };

function convertVersion(version: Source, to: ChineseScript) {
  return {
    title: convertScript(version.title, to),
    summary: convertScript(version.summary, to),
    content: mapHtmlText(version.content, (text) => convertScript(text, to), { keepLang: notChinese }),
  };
}

async function withModel(ctx: Context, version: Source, from: Language | null, to: Language, model: ModelName) {
  const translator = translatorFor(ctx.env, model);
  // chooseModel only picks configured models
  if (!translator) throw new Error(`No key for ${model}.`);
  const body = htmlTranslationUnits(version.content);
  const texts = [textUnit(version.title), textUnit(version.summary), ...body.units];
  // empty texts (a summary never written) are not sent
  const asked = texts.flatMap((text, i) => (text.trim() ? [i] : []));
  let answers: string[];
  try {
    answers = await translator.translate(
      asked.map((i) => texts[i] ?? ""),
      from,
      to,
    );
  } catch (error) {
    if (error instanceof TranslationServiceError) throw refusal(model, error);
    throw error;
  }
  const translated = [...texts];
  asked.forEach((i, n) => {
    translated[i] = answers[n] ?? "";
  });
  return {
    title: unitText(translated[0] ?? ""),
    summary: unitText(translated[1] ?? ""),
    content: body.assemble(translated.slice(2)),
  };
}

const MESSAGES: Record<FailureReason, string> = {
  quota: "The translation service has reached its limit for now. Please try again later.",
  key: "The translation service refused this site's key, so nothing can be translated for now.",
  unavailable: "The translation service did not answer. Please try again later.",
};

/** What a reader is told: the quota is an action limit; a refused key or no answer, a failed action. */
function refusal(model: ModelName, error: TranslationServiceError): ApiError {
  console.warn(`[translation] ${model}: ${error.reason}: ${error.message}`);
  const code = error.reason === "quota" ? "ACTION_LIMIT_EXCEEDED" : "ACTION_FAILED";
  return new ApiError(code, MESSAGES[error.reason], { reason: error.reason });
}

/**
 * The languages a version can be read in besides its own: the other Chinese script (OpenCC
 * needs no key), every other language when a model has a key, and any language something
 * already translated it into.
 */
export async function availableLanguages(ctx: Context, version: ArticleVersionRow, from: Language | null) {
  const available = new Set<Language>(await translatedLanguages(ctx.db, version.id));
  if (from && isChineseScript(from)) available.add(from === "zh_hans" ? "zh_hant" : "zh_hans");
  if (configuredModels(ctx.env).length > 0) for (const language of LANGUAGES) available.add(language);
  if (from) available.delete(from);
  return LANGUAGES.filter((language) => available.has(language));
}

/** A moment's or comment's HTML in a Chinese script, converted on the fly and never kept: its text only, links as they were. */
export function convertShortHtml(html: string | null, to: Language) {
  if (!html || !isChineseScript(to)) return null;
  return { content: mapHtmlText(html, (text) => convertScript(text, to)), language: to, model: "opencc" as const };
}
