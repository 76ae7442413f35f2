// GET /assets/<type>/<uuid>[?w=&h=&fit=&format=&anim=]: uploads from R2, resized in the worker.
// Widths and heights come from a fixed list (snapped up to it), so there is a bounded number
// of variants per upload; each is made once and kept in R2 beside the originals, under
// `_variants/`. An upload's key never names other bytes, so every answer is immutable: a year
// of caching, and an ETag made from the key and the variant, checked before anything is read.
// /assets/seed/… is the seeded demo images (public/seed), passed through as they are.

import { ASSET_TYPES, type AssetType } from "@/lib/media/asset-types";
import { AVATAR_TYPES, isAudioType, MAX_HEIGHT_RATIO } from "@/lib/media/limits";
import { ASSET_ROUTE, snapSize } from "@/lib/media/paths";
import { type Fit, FORMAT_MIME, type OutputFormat, type Transform, transformImage } from "./resize";

const IMMUTABLE = "public, max-age=31536000, immutable";
const KEY = /^([A-Za-z]+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const FITS: Record<string, Fit> = { "scale-down": "scale-down", contain: "scale-down", cover: "cover", crop: "cover" };
const FORMATS = ["auto", "webp", "jpeg", "png"] as const;
/** Where resized variants are kept; never a valid upload key, so never served directly. */
export const VARIANT_PREFIX = "_variants/";

const plain = (status: number, text: string, headers: HeadersInit = {}) =>
  new Response(text, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...headers },
  });

const notFound = () => plain(404, "Not found.");

type Asked = { width?: number; height?: number; fit?: Fit; format: (typeof FORMATS)[number]; still: boolean };

/** The query, checked: a malformed one is refused rather than guessed at. */
function parseQuery(query: URLSearchParams): Asked | string {
  const size = (name: string) => {
    const raw = query.get(name);
    if (raw === null || raw === "") return undefined;
    if (!/^[1-9]\d{0,4}$/.test(raw)) return Number.NaN;
    return snapSize(Number(raw));
  };
  const width = size("w");
  const height = size("h");
  if (Number.isNaN(width) || Number.isNaN(height)) return "w and h must be whole numbers from 1.";
  const fitName = query.get("fit");
  const fit = fitName ? FITS[fitName] : undefined;
  if (fitName && !fit) return `fit must be one of ${Object.keys(FITS).join(", ")}.`;
  const format = (query.get("format") ?? "auto") as Asked["format"];
  if (!FORMATS.includes(format)) return `format must be one of ${FORMATS.join(", ")}.`;
  const anim = query.get("anim");
  return { width, height, fit, format, still: anim === "false" || anim === "0" };
}

/**
 * What to make of an image of `type` and content `mime`, or null for the original. Avatars are
 * cropped to a square of the width unless a height is given, other pictures scaled to the width
 * within 4 times its height (section 7). A GIF keeps its animation (the original) unless `anim=false`.
 */
function chooseTransform(type: AssetType, mime: string, asked: Asked, accept: string): Transform | null {
  if (isAudioType(type) || (!asked.width && !asked.height)) return null;
  if (mime === "image/gif" && !asked.still) return null;
  const avatar = AVATAR_TYPES.includes(type);
  const width = asked.width ?? snapSize(Math.ceil((asked.height ?? 0) / MAX_HEIGHT_RATIO));
  const fit = asked.fit ?? (avatar ? "cover" : "scale-down");
  // a height that follows from the width adds no variants: it is not snapped
  const height = asked.height ?? (fit === "cover" ? width : width * MAX_HEIGHT_RATIO);
  const format: OutputFormat =
    asked.format !== "auto"
      ? asked.format
      : /\bimage\/webp\b/.test(accept)
        ? "webp"
        : mime === "image/jpeg"
          ? "jpeg"
          : "png";
  return { width, height, fit, format };
}

const variantName = (t: Transform) => `${t.width}x${t.height}-${t.fit}.${t.format}`;

/** A weak validator is enough: the bytes of a key and variant never change. */
const etagOf = (uuid: string, variant: string) => `"${uuid}-${variant}"`;

function matches(request: Request, etag: string) {
  const asked = request.headers.get("if-none-match");
  return (
    asked !== null && (asked.trim() === "*" || asked.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag))
  );
}

export async function serveAsset(request: Request, env: Cloudflare.Env, ctx?: ExecutionContext): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return plain(405, "GET or HEAD.", { allow: "GET, HEAD" });
  const url = new URL(request.url);
  const key = url.pathname.slice(ASSET_ROUTE.length);
  if (key.startsWith("seed/")) return serveSeed(url, env);
  const [, type, uuid] = key.match(KEY) ?? [];
  if (!type || !uuid || !(ASSET_TYPES as readonly string[]).includes(type)) return notFound();
  const asked = parseQuery(url.searchParams);
  if (typeof asked === "string") return plain(400, asked);

  // The original's content type decides what a variant can be; a HEAD of R2 is cheap.
  const accept = request.headers.get("accept") ?? "";
  const head = asked.width || asked.height ? await env.UPLOADS.head(key) : null;
  const transform = head
    ? chooseTransform(type as AssetType, head.httpMetadata?.contentType ?? "", asked, accept)
    : null;
  if (!transform) return serveOriginal(request, env, key, uuid);

  const name = variantName(transform);
  const etag = etagOf(uuid, name);
  const headers = new Headers({
    "content-type": FORMAT_MIME[transform.format],
    "cache-control": IMMUTABLE,
    etag,
    // the format follows the browser's Accept unless the address names one
    ...(asked.format === "auto" ? { vary: "Accept" } : {}),
  });
  if (matches(request, etag)) return new Response(null, { status: 304, headers });

  const variantKey = `${VARIANT_PREFIX}${key}/${name}`;
  const kept = await env.UPLOADS.get(variantKey);
  if (kept) {
    headers.set("x-variant", "stored");
    return new Response(request.method === "HEAD" ? null : kept.body, { headers });
  }
  const original = await env.UPLOADS.get(key);
  if (!original) return notFound();
  const started = Date.now();
  let bytes: Uint8Array;
  try {
    bytes = await transformImage(new Uint8Array(await original.arrayBuffer()), transform);
  } catch (error) {
    // checked at upload, so this is a picture the decoder cannot read after all: serve it as it is
    console.error("image route: cannot resize", key, error);
    return serveOriginal(request, env, key, uuid);
  }
  const stored = env.UPLOADS.put(variantKey, bytes, { httpMetadata: { contentType: FORMAT_MIME[transform.format] } });
  if (ctx) ctx.waitUntil(stored);
  else await stored;
  headers.set("x-variant", "made");
  headers.set("server-timing", `resize;dur=${Date.now() - started}`);
  // photon and libwebp hand back views of plain ArrayBuffers
  return new Response(request.method === "HEAD" ? null : (bytes as Uint8Array<ArrayBuffer>), { headers });
}

/** The upload as it was stored, with ranges (audio players seek with them) and conditional requests. */
async function serveOriginal(request: Request, env: Cloudflare.Env, key: string, uuid: string) {
  const etag = etagOf(uuid, "original");
  if (matches(request, etag)) return new Response(null, { status: 304, headers: { etag, "cache-control": IMMUTABLE } });
  const object = await env.UPLOADS.get(key, { range: request.headers });
  if (!object) return notFound();
  const headers = new Headers({
    "content-type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "cache-control": IMMUTABLE,
    "accept-ranges": "bytes",
    etag,
  });
  const range = object.range as { offset?: number; length?: number } | undefined;
  const partial = range && request.headers.has("range");
  if (partial) {
    const offset = range.offset ?? 0;
    const length = range.length ?? object.size - offset;
    headers.set("content-range", `bytes ${offset}-${offset + length - 1}/${object.size}`);
    headers.set("content-length", String(length));
  } else {
    headers.set("content-length", String(object.size));
  }
  return new Response(request.method === "HEAD" ? null : object.body, { status: partial ? 206 : 200, headers });
}

/** A seeded demo image, from the worker's static files, unchanged whatever the query asks. */
async function serveSeed(url: URL, env: Cloudflare.Env) {
  const path = url.pathname.slice(ASSET_ROUTE.length - 1);
  if (!env.ASSETS || path.includes("..")) return notFound();
  const response = await env.ASSETS.fetch(new URL(path, url.origin));
  return response.ok ? response : notFound();
}
