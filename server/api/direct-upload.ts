import "server-only";
import { assetPath, UPLOAD_ROUTE } from "@/lib/media/paths";
import { covers } from "@/lib/oauth/scopes";
import { createContext } from "./context";
import { ApiError, type ErrorCode } from "./errors";
import { toGlobalId } from "./ids";
import { attachBookmark } from "./read-bookmark";
import { receiveDirectUpload } from "./services/uploads";
import { TRANSIENT_MESSAGE, transientKind } from "./transient-errors";

// The door a directImageUpload's bytes come in by (app/uploads/[uuid]/route.ts): `PUT
// /uploads/<uuid>` with the file as the body, or `POST` with it as the multipart form field
// `file` (what clients of the contract send to such an address). Signed in by the session
// cookie as the user who asked for the address; the cookie is SameSite=Lax, so another site's
// form cannot post with it. Answers JSON: the asset, or `errors` with the catalogue's code.

const STATUS: Partial<Record<ErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  TOKEN_INVALID: 401,
  OAUTH_TOKEN_INVALID: 401,
  FORBIDDEN: 403,
  FORBIDDEN_BY_STATE: 403,
  ASSET_NOT_FOUND: 404,
  FILE_SIZE_REACH_LIMIT: 413,
  FILE_TYPE_INVALID: 415,
  BAD_USER_INPUT: 400,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function refusal(code: ErrorCode, message: string, headers: HeadersInit = {}, status?: number, retryable?: boolean) {
  return Response.json(
    { errors: [{ message, extensions: retryable ? { code, retryable } : { code } }] },
    { status: status ?? STATUS[code] ?? 500, headers: { "cache-control": "no-store", ...headers } },
  );
}

/** The file of a PUT body or of a multipart POST's `file` field, as a stream with its declared size. */
async function bodyOf(request: Request): Promise<{ stream: ReadableStream<Uint8Array> | null; declared: number }> {
  if (request.method === "PUT") {
    return { stream: request.body, declared: Number(request.headers.get("content-length") ?? 0) };
  }
  const form = await request.formData().catch(() => null);
  const file = form?.get("file");
  if (!(file instanceof File)) throw new ApiError("BAD_USER_INPUT", "Send the image as the form field `file`.");
  return { stream: file.stream(), declared: file.size };
}

export async function handleDirectUpload(request: Request, env: Cloudflare.Env, now?: number): Promise<Response> {
  if (request.method !== "PUT" && request.method !== "POST") {
    return refusal("BAD_USER_INPUT", "PUT the file, or POST it as the form field `file`.", { allow: "PUT, POST" });
  }
  const uuid = new URL(request.url).pathname.slice(UPLOAD_ROUTE.length);
  if (!UUID.test(uuid)) return refusal("ASSET_NOT_FOUND", "No upload waits at this address.");
  try {
    const ctx = await createContext(request, env, { now });
    if (ctx.tokenInvalid) throw new ApiError(ctx.tokenInvalid, "Please log in again.");
    // the bytes of an upload are the second half of directImageUpload: an app needs its scope
    if (ctx.oauth && !covers(ctx.oauth.scope, "mutation:level3:directImageUpload")) {
      throw new ApiError("FORBIDDEN", "directImageUpload needs the scope mutation:level3:directImageUpload.");
    }
    const { stream, declared } = await bodyOf(request);
    const asset = await receiveDirectUpload(ctx, uuid, stream, declared);
    const response = Response.json(
      { asset: { id: toGlobalId("Asset", asset.id), type: asset.type, path: assetPath(asset.path), draft: false } },
      { headers: { "cache-control": "no-store" } },
    );
    // the uploader's next read (the draft showing the image) waits for a replica that has it
    attachBookmark(response, ctx.reads, ctx.secure);
    return response;
  } catch (error) {
    if (error instanceof ApiError) {
      return refusal(error.extensions.code as ErrorCode, error.message);
    }
    console.error(error);
    const kind = transientKind(error);
    // a busy database or a failed store passes: 503, which says so to any HTTP client
    if (kind) return refusal("INTERNAL_SERVER_ERROR", TRANSIENT_MESSAGE[kind], { "retry-after": "1" }, 503, true);
    return refusal("INTERNAL_SERVER_ERROR", "Unexpected error.");
  }
}
