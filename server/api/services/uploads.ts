import "server-only";
import type { AssetType } from "@/lib/media/asset-types";
import {
  acceptedMimes,
  accepts,
  DIRECT_UPLOAD_TTL_MS,
  isAudioType,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  SIZE_LIMITS,
  URL_FETCH_MAX_REDIRECTS,
  URL_FETCH_TIMEOUT_MS,
} from "@/lib/media/limits";
import { ASSET_ROUTE, assetKey, UPLOAD_ROUTE } from "@/lib/media/paths";
import { isLoopbackHost } from "@/lib/url/loopback";
import {
  type AssetRow,
  assetByUuid,
  claimDraftAsset,
  type EntityType,
  entityOwner,
  insertAsset,
  releaseDraftAsset,
} from "@/server/db/queries/assets";
import { type Sniffed, sniff } from "@/server/media/sniff";
import type { Context } from "../context";
import { ApiError } from "../errors";
import { fromGlobalId, type NodeType } from "../ids";
import { requireViewer } from "../rules/auth";
import { mayFetchHost } from "../rules/public-address";

// Uploads (singleFileUpload, directImageUpload and its uploadURL): bytes are checked by content
// and size for their asset type, stored in R2 (UPLOADS) under `<type>/<uuid>`, then recorded in
// `assets` with what they were uploaded for (`asset_map`). A refused upload leaves nothing behind.

export type EntityInput = { entityType: EntityType; entityId?: string | null };

const NODE_OF: Partial<Record<EntityType, NodeType>> = {
  article: "Article",
  draft: "Draft",
  tag: "Tag",
  circle: "Circle",
  collection: "Collection",
  moment: "Moment",
};

/**
 * The entity an upload is for, which the viewer must be allowed to change: their own account,
 * draft, article, moment, collection or circle; tags, campaigns and announcements are admins'.
 */
export async function uploadTarget(ctx: Context, { entityType, entityId }: EntityInput) {
  const viewer = requireViewer(ctx);
  if (entityType === "user") return { type: entityType, id: viewer.id };
  if (entityType === "announcement" || entityType === "campaign") {
    if (viewer.role !== "admin") throw new ApiError("FORBIDDEN", "Only admins upload for this.");
  }
  if (entityType === "announcement") return { type: entityType, id: entityId ? decodeId(entityId) : 0 };
  // a challenge's cover is uploaded before the challenge is created with it: filed under entity 0
  if (entityType === "campaign" && !entityId) return { type: entityType, id: 0 };
  // a moment's images are uploaded before the moment exists (it is posted whole): filed under
  // entity 0, the viewer's own, until putMoment names them
  if (entityType === "moment" && !entityId) return { type: entityType, id: 0 };
  if (!entityId) throw new ApiError("BAD_USER_INPUT", `\`input.entityId\` is needed for ${entityType}.`);
  const id = decodeId(entityId, NODE_OF[entityType]);
  const entity = await entityOwner(ctx.db, entityType, id);
  if (!entity) throw new ApiError("ENTITY_NOT_FOUND", "Entity not found.");
  const isAdmin = viewer.role === "admin";
  if (entity.ownerId === null ? !isAdmin : entity.ownerId !== viewer.id) {
    throw new ApiError("FORBIDDEN", "Not allowed to upload for this.");
  }
  return { type: entityType, id };
}

/** A global id of the expected type; campaigns (no node type here) by their number. */
function decodeId(globalId: string, expected?: NodeType): number {
  if (!expected) {
    if (/^[1-9]\d{0,15}$/.test(globalId)) return Number(globalId);
    return fromGlobalId(globalId).id;
  }
  const { type, id } = fromGlobalId(globalId);
  if (type !== expected) throw new ApiError("BAD_USER_INPUT", `\`input.entityId\` must be a ${expected} id.`);
  return id;
}

function tooLarge(type: AssetType, what = "file"): ApiError {
  const limit = SIZE_LIMITS[type];
  return new ApiError("FILE_SIZE_REACH_LIMIT", `The ${what} is over the ${limit / 1024 / 1024} MB of a ${type}.`, {
    limit,
  });
}

/** The checks every upload's bytes pass, whichever way they came: what they are, and their size. */
export function checkContent(type: AssetType, bytes: Uint8Array): Sniffed {
  if (bytes.byteLength > SIZE_LIMITS[type]) throw tooLarge(type);
  const found = sniff(bytes);
  if (!accepts(type, found)) {
    throw new ApiError("FILE_TYPE_INVALID", `A ${type} must be one of ${acceptedMimes(type).join(", ")}.`, {
      accepted: acceptedMimes(type),
    });
  }
  if (!isAudioType(type)) {
    const { width, height } = found;
    if (!width || !height) throw new ApiError("FILE_TYPE_INVALID", "The image's size cannot be read.");
    if (width * height > MAX_IMAGE_PIXELS || Math.max(width, height) > MAX_IMAGE_SIDE) {
      throw new ApiError("FILE_SIZE_REACH_LIMIT", `${width}x${height} pixels is over the limit.`, {
        maxPixels: MAX_IMAGE_PIXELS,
        maxSide: MAX_IMAGE_SIDE,
      });
    }
  }
  return found;
}

/** What the assets table keeps of an upload's bytes: their type, length and (images) pixel size. */
export function storedFacts(found: Sniffed, bytes: Uint8Array) {
  return { mime: found.mime, size: bytes.byteLength, width: found.width ?? null, height: found.height ?? null };
}

/** Reads a body of at most `limit` bytes, stopping as soon as it is over (no need to hold it all). */
export async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
  over: () => Error,
): Promise<Uint8Array> {
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > limit) {
      await reader.cancel();
      throw over();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

const unableFrom = (why: string) =>
  new ApiError(
    "UNABLE_TO_UPLOAD_FROM_URL",
    `File upload failed, verify the link or download and upload manually (${why}).`,
  );

/**
 * Fetches an upload's `url`: http(s) on the public internet only, redirects followed by hand so
 * that each hop is checked the same way, within a time and the asset type's size.
 */
export async function fetchPublicFile(ctx: Context, type: AssetType, url: string): Promise<Uint8Array> {
  let address = url;
  for (let hop = 0; hop <= URL_FETCH_MAX_REDIRECTS; hop++) {
    const target = URL.canParse(address) ? new URL(address) : null;
    if (!target || (target.protocol !== "http:" && target.protocol !== "https:"))
      throw unableFrom("not an http(s) address");
    if (target.username || target.password) throw unableFrom("credentials in the address");
    if (!mayFetchHost(target.hostname, ctx.env)) throw unableFrom("not a public address");
    let response: Response;
    try {
      response = await fetch(target, {
        redirect: "manual",
        signal: AbortSignal.timeout(URL_FETCH_TIMEOUT_MS),
        headers: { accept: isAudioType(type) ? "audio/*" : "image/*" },
      });
    } catch {
      throw unableFrom("no answer");
    }
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      address = new URL(location, target).href;
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw unableFrom(`status ${response.status}`);
    }
    const declared = Number(response.headers.get("content-length") ?? Number.NaN);
    if (declared > SIZE_LIMITS[type]) {
      await response.body?.cancel();
      throw tooLarge(type);
    }
    try {
      return await readLimited(response.body, SIZE_LIMITS[type], () => tooLarge(type));
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw unableFrom("the answer broke off");
    }
  }
  throw unableFrom("too many redirects");
}

/** Stores checked bytes in R2 and records them; the object is removed again if the record fails. */
async function store(
  ctx: Context,
  type: AssetType,
  bytes: Uint8Array,
  found: Sniffed,
  entity: { type: EntityType; id: number },
) {
  const viewer = requireViewer(ctx);
  const uuid = crypto.randomUUID();
  const key = assetKey(type, uuid);
  await putObject(ctx.env, key, bytes, found.mime);
  try {
    return await insertAsset(
      ctx.db,
      { uuid, authorId: viewer.id, type, path: key, ...storedFacts(found, bytes) },
      entity,
    );
  } catch (error) {
    await ctx.env.UPLOADS.delete(key);
    throw error;
  }
}

/** Bytes in R2 under `key`, served later with the content type their bytes showed. */
export function putObject(env: Cloudflare.Env, key: string, bytes: Uint8Array, mime: string) {
  return env.UPLOADS.put(key, bytes, { httpMetadata: { contentType: mime } });
}

export type SingleFileUploadInput = EntityInput & {
  type: AssetType;
  file?: File | null;
  url?: string | null;
};

/** singleFileUpload: a file sent with the request (GraphQL multipart), or one fetched from `url`. */
export async function uploadFile(ctx: Context, input: SingleFileUploadInput): Promise<AssetRow> {
  const { type, file, url } = input;
  if (Boolean(file) === Boolean(url)) throw new ApiError("BAD_USER_INPUT", "Give one of `file` and `url`.");
  if (file && !(file instanceof File))
    throw new ApiError("BAD_USER_INPUT", "`file` must be a file part of a multipart request.");
  const entity = await uploadTarget(ctx, input);
  let bytes: Uint8Array;
  if (file) {
    // the part's size is known before reading it
    if (file.size > SIZE_LIMITS[type]) throw tooLarge(type);
    bytes = new Uint8Array(await file.arrayBuffer());
  } else {
    bytes = await fetchPublicFile(ctx, type, url as string);
  }
  return store(ctx, type, bytes, checkContent(type, bytes), entity);
}

export type DirectImageUploadInput = EntityInput & {
  type: AssetType;
  mime?: string | null;
  url?: string | null;
};

/** The uuid of one of our upload addresses (`/assets/<type>/<uuid>`, relative or on our host). */
function ownAssetUuid(ctx: Context, url: string): string | null {
  const parsed = URL.canParse(url, "http://site.invalid") ? new URL(url, "http://site.invalid") : null;
  if (!parsed) return null;
  // this site by any of its loopback names locally (the worker calls 127.0.0.1 "localhost")
  const ours =
    parsed.hostname === "site.invalid" ||
    parsed.hostname === ctx.host ||
    (isLoopbackHost(parsed.hostname) && isLoopbackHost(ctx.host));
  if (!ours) return null;
  if (!parsed.pathname.startsWith(ASSET_ROUTE)) return null;
  const [, uuid, ...rest] = parsed.pathname.slice(ASSET_ROUTE.length).split("/");
  return uuid && rest.length === 0 ? uuid : null;
}

/**
 * directImageUpload. Without `url`: a draft asset whose bytes the client then sends to its
 * `uploadURL` (once, as the same user, within an hour). With `url`: one of this site's asset
 * addresses answers that asset (the contract's confirming call; `draft` says whether its bytes
 * arrived); any other address is fetched now, as singleFileUpload does.
 */
export async function startDirectUpload(ctx: Context, input: DirectImageUploadInput): Promise<AssetRow> {
  const viewer = requireViewer(ctx);
  const { type, mime, url } = input;
  if (isAudioType(type)) throw new ApiError("BAD_USER_INPUT", "directImageUpload takes images; use singleFileUpload.");
  if (url) {
    const uuid = ownAssetUuid(ctx, url);
    if (uuid) {
      const asset = await assetByUuid(ctx.db, uuid);
      if (!asset || asset.authorId !== viewer.id) throw new ApiError("ASSET_NOT_FOUND", "Asset not found.");
      return asset;
    }
    return uploadFile(ctx, { ...input, url });
  }
  // only a hint: the bytes are checked for what they are when they arrive
  if (mime && !acceptedMimes(type).includes(mime)) {
    throw new ApiError("FILE_TYPE_INVALID", `A ${type} must be one of ${acceptedMimes(type).join(", ")}.`, {
      accepted: acceptedMimes(type),
    });
  }
  const entity = await uploadTarget(ctx, input);
  const uuid = crypto.randomUUID();
  return insertAsset(ctx.db, { uuid, authorId: viewer.id, type, path: assetKey(type, uuid), draft: true }, entity);
}

/** A waiting upload's address, for its author only. */
export const directUploadPath = (asset: AssetRow, viewerId: number | null) =>
  asset.draft && asset.authorId === viewerId ? `${UPLOAD_ROUTE}${asset.uuid}` : null;

/**
 * The bytes of a direct upload, sent to its uploadURL: accepted once, from the user who asked
 * for the address, within DIRECT_UPLOAD_TTL_MS, after the same checks as any upload.
 */
export async function receiveDirectUpload(
  ctx: Context,
  uuid: string,
  body: ReadableStream<Uint8Array> | null,
  declared: number,
) {
  const viewer = requireViewer(ctx);
  if (viewer.state !== "active")
    throw new ApiError("FORBIDDEN_BY_STATE", `Not allowed while the account is ${viewer.state}.`);
  const waiting = await assetByUuid(ctx.db, uuid);
  const since = ctx.now - DIRECT_UPLOAD_TTL_MS;
  if (!waiting || waiting.authorId !== viewer.id || !waiting.draft || waiting.createdAt <= since) {
    throw new ApiError("ASSET_NOT_FOUND", "No upload waits at this address.");
  }
  const type = waiting.type;
  if (declared > SIZE_LIMITS[type]) throw tooLarge(type);
  const bytes = await readLimited(body, SIZE_LIMITS[type], () => tooLarge(type));
  const found = checkContent(type, bytes);
  const claimed = await claimDraftAsset(ctx.db, uuid, viewer.id, since, storedFacts(found, bytes));
  if (!claimed) throw new ApiError("ASSET_NOT_FOUND", "No upload waits at this address.");
  try {
    await putObject(ctx.env, claimed.path, bytes, found.mime);
  } catch (error) {
    await releaseDraftAsset(ctx.db, claimed.id);
    throw error;
  }
  return claimed;
}
