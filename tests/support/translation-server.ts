// A local stand-in for Google's translation services, speaking their documented HTTP formats:
// Cloud Translation v2 (POST /language/translate/v2?key=…, { q, target, source, format } →
// { data: { translations: [{ translatedText }] } }) and Gemini's generateContent
// (POST /v1beta/models/{model}:generateContent with x-goog-api-key). Both answer errors as
// Google does ({ error: { code, message, status, errors | details } }): a used-up quota, a
// refused key. The API tests and the browser tests start it; nothing reaches Google.
//
// Its "translation" marks each run of text with the target, ⟦en:…⟧, leaving tags as they are
// (as Google's HTML mode does), and writes apostrophes as &#39; as Google does.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

/**
 * Keys it answers to: one that works, one whose quota is used up, one rate-limited, and one
 * whose answers carry markup of their own (a model cannot be trusted to return only what it
 * was given); any other is refused.
 */
export const KEYS = {
  good: "test-key-good",
  quota: "test-key-quota",
  rate: "test-key-rate",
  hostile: "test-key-hostile",
} as const;

/** What the hostile key's answers add to each translation. */
export const HOSTILE_MARKUP =
  '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>';

type Recorded = { path: string; body: unknown };

export type TranslationServer = { url: string; close: () => Promise<void> };

const LANGUAGES: Record<string, string> = { en: "en", "zh-CN": "zh_hans", "zh-TW": "zh_hant" };

/** Text outside tags marked with the target language; tags left exactly as they were. */
export function fakeTranslate(html: string, target: string): string {
  return html.replace(/([^<>]+)(?=<|$)/g, (text) =>
    text.trim() ? `⟦${target}:${text.replaceAll("'", "&#39;")}⟧` : text,
  );
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json; charset=UTF-8" });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return null;
  }
}

/** Cloud Translation v2's errors, as its JSON API writes them. */
const V2_ERRORS = {
  quota: {
    status: 403,
    body: {
      error: {
        code: 403,
        message: "Daily Limit Exceeded",
        errors: [{ message: "Daily Limit Exceeded", domain: "usageLimits", reason: "dailyLimitExceeded" }],
      },
    },
  },
  rate: {
    status: 429,
    body: {
      error: {
        code: 429,
        message:
          "Quota exceeded for quota metric 'v2 and v3 general model characters' of service 'translate.googleapis.com'.",
        errors: [{ message: "Quota exceeded.", domain: "global", reason: "rateLimitExceeded" }],
        status: "RESOURCE_EXHAUSTED",
      },
    },
  },
  badKey: {
    status: 400,
    body: {
      error: {
        code: 400,
        message: "API key not valid. Please pass a valid API key.",
        errors: [
          { message: "API key not valid. Please pass a valid API key.", domain: "global", reason: "badRequest" },
        ],
        status: "INVALID_ARGUMENT",
        details: [
          {
            "@type": "type.googleapis.com/google.rpc.ErrorInfo",
            reason: "API_KEY_INVALID",
            domain: "googleapis.com",
            metadata: { service: "translate.googleapis.com" },
          },
        ],
      },
    },
  },
  invalid: (message: string) => ({
    status: 400,
    body: {
      error: {
        code: 400,
        message,
        errors: [{ message, domain: "global", reason: "invalid" }],
        status: "INVALID_ARGUMENT",
      },
    },
  }),
};

function keyError(key: string | null) {
  if (key === KEYS.good || key === KEYS.hostile) return null;
  if (key === KEYS.quota) return V2_ERRORS.quota;
  if (key === KEYS.rate) return V2_ERRORS.rate;
  return V2_ERRORS.badKey;
}

function translateV2(res: ServerResponse, key: string | null, body: unknown) {
  const refused = keyError(key);
  if (refused) return send(res, refused.status, refused.body);
  const { q, target, source, format } = (body ?? {}) as Record<string, unknown>;
  const texts = typeof q === "string" ? [q] : q;
  if (!Array.isArray(texts) || texts.length === 0 || !texts.every((t) => typeof t === "string")) {
    const e = V2_ERRORS.invalid("Required Text");
    return send(res, e.status, e.body);
  }
  if (texts.length > 128) {
    const e = V2_ERRORS.invalid("Too many text segments");
    return send(res, e.status, e.body);
  }
  if (typeof target !== "string" || !(target in LANGUAGES)) {
    const e = V2_ERRORS.invalid("Invalid Value");
    return send(res, e.status, e.body);
  }
  if (format !== undefined && format !== "html" && format !== "text") {
    const e = V2_ERRORS.invalid("Invalid Value");
    return send(res, e.status, e.body);
  }
  const translations = texts.map((text) => ({
    translatedText:
      (key === KEYS.hostile ? HOSTILE_MARKUP : "") +
      fakeTranslate(text, LANGUAGES[target] ?? target).replaceAll('<span id="0">', '<span id="0" onclick="alert(4)">'),
    ...(source ? {} : { detectedSourceLanguage: "zh-CN" }),
  }));
  send(res, 200, { data: { translations } });
}

function generateContent(res: ServerResponse, model: string, key: string | null, body: unknown) {
  if (key === KEYS.quota || key === KEYS.rate) {
    return send(res, 429, {
      error: {
        code: 429,
        message: `Resource has been exhausted (e.g. check quota). Model ${model}.`,
        status: "RESOURCE_EXHAUSTED",
      },
    });
  }
  if (key !== KEYS.good) return send(res, V2_ERRORS.badKey.status, V2_ERRORS.badKey.body);
  const request = body as {
    contents?: { parts?: { text?: string }[] }[];
    systemInstruction?: { parts?: { text?: string }[] };
  };
  const instruction = request?.systemInstruction?.parts?.[0]?.text ?? "";
  const target = /into English/.test(instruction) ? "en" : /into Simplified/.test(instruction) ? "zh_hans" : "zh_hant";
  let texts: unknown;
  try {
    texts = JSON.parse(request?.contents?.[0]?.parts?.[0]?.text ?? "");
  } catch {
    texts = null;
  }
  if (!Array.isArray(texts)) {
    return send(res, 400, {
      error: { code: 400, message: "Invalid JSON payload received.", status: "INVALID_ARGUMENT" },
    });
  }
  const answer = texts.map((text) => fakeTranslate(String(text), target));
  send(res, 200, {
    candidates: [{ content: { parts: [{ text: JSON.stringify(answer) }], role: "model" }, finishReason: "STOP" }],
    modelVersion: model,
  });
}

/**
 * How it answers whatever the key: as the key says (`keys`), or as if the quota were used up or
 * the key refused. The browser tests, whose worker has one key, switch it with PUT /__mode.
 */
export const MODES = ["keys", "quota", "key"] as const;
type Mode = (typeof MODES)[number];

/**
 * Starts the server on 127.0.0.1 (a free port unless one is given). GET /__requests lists what
 * it was asked, DELETE /__requests forgets it; PUT /__mode?mode=… sets how it answers.
 */
export async function startTranslationServer(port = 0): Promise<TranslationServer> {
  const requests: Recorded[] = [];
  let mode: Mode = "keys";
  const keyOf = (given: string | null) => (mode === "quota" ? KEYS.quota : mode === "key" ? "refused" : given);
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (req.method === "GET" && url.pathname === "/__requests") return send(res, 200, requests);
    if (req.method === "DELETE" && url.pathname === "/__requests") {
      requests.length = 0;
      return send(res, 200, []);
    }
    if (req.method === "PUT" && url.pathname === "/__mode") {
      const asked = MODES.find((m) => m === url.searchParams.get("mode"));
      if (!asked) return send(res, 400, { error: `mode is one of ${MODES.join(", ")}` });
      mode = asked;
      return send(res, 200, { mode });
    }
    const body = await readJson(req);
    requests.push({ path: url.pathname, body });
    if (req.method === "POST" && url.pathname === "/language/translate/v2") {
      return translateV2(res, keyOf(url.searchParams.get("key")), body);
    }
    const gemini = url.pathname.match(/^\/v1beta\/models\/([\w.-]+):generateContent$/);
    if (req.method === "POST" && gemini?.[1]) {
      return generateContent(res, gemini[1], keyOf(req.headers["x-goog-api-key"]?.toString() ?? null), body);
    }
    send(res, 404, { error: { code: 404, message: "Not Found", status: "NOT_FOUND" } });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  const bound = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
