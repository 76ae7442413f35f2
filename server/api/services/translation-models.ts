import "server-only";
import type { TRANSLATION_MODELS } from "@/server/db/schema";

// The translation models a secret switches on, behind one interface: given units of HTML (text
// with `<span id>` placeholders, lib/text/html-translation-units.ts), answer them translated,
// in order. Google's Cloud Translation v2 speaks HTML itself; Gemini is asked for a JSON array
// of the same length. Both answer errors in Google's shape ({ error: { code, status, errors,
// details } }), which is read into three reasons a reader can be told apart: the quota is used
// up, the key is refused, or the service could not be had.

export type TranslationModel = (typeof TRANSLATION_MODELS)[number];
export type ModelName = Exclude<TranslationModel, "opencc">;
type Language = "en" | "zh_hans" | "zh_hant";

export type FailureReason = "quota" | "key" | "unavailable";

export class TranslationServiceError extends Error {
  constructor(
    readonly reason: FailureReason,
    message: string,
  ) {
    super(message);
  }
}

export type Translator = {
  model: ModelName;
  /** `units` translated, in the same order; `from` null lets the service tell the language. */
  translate(units: readonly string[], from: Language | null, to: Language): Promise<string[]>;
};

const GOOGLE_TRANSLATION_URL = "https://translation.googleapis.com/language/translate/v2";
const GEMINI_URL = "https://generativelanguage.googleapis.com/v1beta";
const GEMINI_MODELS = {
  google_gemini_2_5_flash: "gemini-2.5-flash",
  google_gemini_2_0_flash: "gemini-2.0-flash",
} as const;
/** A model that takes longer than this is treated as unavailable: the reader is waiting. */
const TIMEOUT_MS = 30_000;

/** The models this deployment has keys for, the default one first. */
export function configuredModels(env: Cloudflare.Env): ModelName[] {
  const models: ModelName[] = [];
  if (env.GOOGLE_TRANSLATION_API_KEY) models.push("google_translation_v2");
  if (env.GEMINI_API_KEY) models.push("google_gemini_2_5_flash", "google_gemini_2_0_flash");
  const preferred = models.find((m) => m === env.TRANSLATION_MODEL);
  return preferred ? [preferred, ...models.filter((m) => m !== preferred)] : models;
}

export function translatorFor(env: Cloudflare.Env, model: ModelName): Translator | null {
  if (model === "google_translation_v2") {
    const key = env.GOOGLE_TRANSLATION_API_KEY;
    return key ? googleTranslation(env.GOOGLE_TRANSLATION_API_URL || GOOGLE_TRANSLATION_URL, key) : null;
  }
  const key = env.GEMINI_API_KEY;
  return key ? gemini(env.GEMINI_API_URL || GEMINI_URL, key, model) : null;
}

// ---- Cloud Translation v2 ----

/** Google's language codes: Traditional as written in Taiwan, Simplified as in mainland China. */
const GOOGLE_CODES: Record<Language, string> = { en: "en", zh_hans: "zh-CN", zh_hant: "zh-TW" };
/** The documented limits of one request are 128 texts; 5,000 characters is the recommended size. */
const GOOGLE_BATCH = { units: 100, characters: 5_000 };

function googleTranslation(url: string, key: string): Translator {
  return {
    model: "google_translation_v2",
    async translate(units, from, to) {
      const out: string[] = [];
      for (const batch of batches(units, GOOGLE_BATCH)) {
        const body = await post(
          `${url}?key=${encodeURIComponent(key)}`,
          {},
          {
            q: batch,
            target: GOOGLE_CODES[to],
            ...(from ? { source: GOOGLE_CODES[from] } : {}),
            format: "html",
          },
        );
        const translations = (body as { data?: { translations?: { translatedText?: unknown }[] } }).data?.translations;
        const texts = translations?.map((t) => t.translatedText);
        if (!texts || texts.length !== batch.length || !texts.every((t) => typeof t === "string")) {
          throw new TranslationServiceError(
            "unavailable",
            "Cloud Translation answered without the translations asked for.",
          );
        }
        out.push(...(texts as string[]));
      }
      return out;
    },
  };
}

// ---- Gemini ----

const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  zh_hans: "Simplified Chinese as written in mainland China",
  zh_hant: "Traditional Chinese as written in Taiwan",
};
const GEMINI_BATCH = { units: 60, characters: 12_000 };

function instruction(from: Language | null, to: Language) {
  return [
    `Translate each string of the JSON array you are given ${from ? `from ${LANGUAGE_NAMES[from]} ` : ""}into ${LANGUAGE_NAMES[to]}.`,
    "Answer with a JSON array of the translations, one for each string, in the same order.",
    'Each string is HTML: keep every <span id="…"> tag and its id exactly, around the words it wraps, and add no other tags.',
    "Translate faithfully and completely; do not summarise, explain or add anything.",
  ].join(" ");
}

function gemini(base: string, key: string, model: keyof typeof GEMINI_MODELS): Translator {
  return {
    model,
    async translate(units, from, to) {
      const out: string[] = [];
      for (const batch of batches(units, GEMINI_BATCH)) {
        const body = await post(
          `${base}/models/${GEMINI_MODELS[model]}:generateContent`,
          { "x-goog-api-key": key },
          {
            systemInstruction: { parts: [{ text: instruction(from, to) }] },
            contents: [{ role: "user", parts: [{ text: JSON.stringify(batch) }] }],
            generationConfig: {
              temperature: 0,
              responseMimeType: "application/json",
              responseSchema: { type: "ARRAY", items: { type: "STRING" } },
            },
          },
        );
        const candidate = (body as { candidates?: { content?: { parts?: { text?: string }[] } }[] }).candidates?.[0];
        const text = candidate?.content?.parts?.map((p) => p.text ?? "").join("") ?? "";
        const texts = parseArray(text);
        if (!texts || texts.length !== batch.length) {
          throw new TranslationServiceError("unavailable", "Gemini answered without one translation for each text.");
        }
        out.push(...texts);
      }
      return out;
    },
  };
}

function parseArray(text: string): string[] | null {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((v) => typeof v === "string") ? value : null;
  } catch {
    return null;
  }
}

// ---- shared ----

/** Units in order, cut into requests of at most so many units and characters (a longer unit goes alone). */
function batches(units: readonly string[], limit: { units: number; characters: number }): string[][] {
  const out: string[][] = [];
  let batch: string[] = [];
  let size = 0;
  for (const unit of units) {
    if (batch.length > 0 && (batch.length >= limit.units || size + unit.length > limit.characters)) {
      out.push(batch);
      batch = [];
      size = 0;
    }
    batch.push(unit);
    size += unit.length;
  }
  if (batch.length > 0) out.push(batch);
  return out;
}

async function post(url: string, headers: Record<string, string>, payload: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", ...headers },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new TranslationServiceError("unavailable", `The translation service could not be reached: ${error}`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw failure(response.status, body);
  return body;
}

type GoogleError = {
  error?: {
    code?: number;
    message?: string;
    status?: string;
    errors?: { reason?: string }[];
    details?: { reason?: string }[];
  };
};

const QUOTA_REASONS = /limitexceeded|quotaexceeded|rate_limit_exceeded|resource_exhausted/i;
const KEY_REASONS = /keyinvalid|key_invalid|keyexpired|api_key|forbidden|accessnotconfigured|service_disabled/i;

/** Google's error answers, read into a reason: quota (429, *LimitExceeded), key (400/401/403 about the key), else unavailable. */
export function failure(status: number, body: unknown): TranslationServiceError {
  const error = (body as GoogleError | null)?.error;
  const reasons = [
    error?.status,
    ...(error?.errors ?? []).map((e) => e.reason),
    ...(error?.details ?? []).map((d) => d.reason),
  ]
    .filter(Boolean)
    .join(" ");
  const message = `${status} ${error?.status ?? ""} ${error?.message ?? ""}`.trim();
  if (status === 429 || QUOTA_REASONS.test(reasons)) return new TranslationServiceError("quota", message);
  if (status === 401 || status === 403 || KEY_REASONS.test(reasons) || /api key/i.test(error?.message ?? "")) {
    return new TranslationServiceError("key", message);
  }
  return new TranslationServiceError("unavailable", message);
}
