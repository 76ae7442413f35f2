import "server-only";
import { CID } from "multiformats/cid";
import { parseRawCid } from "@/lib/ipfs/cid";
import { createDb } from "@/server/db/client";
import { getBlock } from "@/server/db/ipfs-blocks";
import { servableCid } from "@/server/db/queries/ipfs";

// /ipfs/<cid>: each public version's document as a trustless IPFS gateway answers a block
// (https://specs.ipfs.tech/http-gateways/trustless-gateway/): `Accept: application/vnd.ipld.raw`
// or `?format=raw` gives the exact bytes the CID hashes, for the reader to verify; anything
// else gives the same bytes as a page. The bytes never change under a CID, so both are cached
// for good. Only public versions of active articles are answered (server/db/queries/ipfs.ts).

const RAW = "application/vnd.ipld.raw";
const IMMUTABLE = "public, max-age=29030400, immutable";
// The document is the author's HTML, sanitized at publishing; shown here outside the site's
// pages, it gets no scripts, no forms, no framing and no requests but for its images and media.
const DOCUMENT_POLICY = [
  "default-src 'none'",
  "img-src 'self' https: data:",
  "media-src 'self' https:",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "sandbox allow-popups allow-popups-to-escape-sandbox",
].join("; ");

const answer = (status: number, text: string) =>
  new Response(`${text}\n`, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });

const wantsRaw = (request: Request) =>
  new URL(request.url).searchParams.get("format") === "raw" ||
  (request.headers.get("accept") ?? "").split(",").some((part) => part.split(";")[0]?.trim() === RAW);

const isCid = (text: string) => {
  try {
    CID.parse(text);
    return true;
  } catch {
    return false;
  }
};

export async function handleIpfsRequest(request: Request, env: Cloudflare.Env, cidText: string): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response(null, { status: 405, headers: { allow: "GET, HEAD" } });
  }
  // not a CID at all: the request is wrong; a CID of a kind this site never makes: not here
  if (!isCid(cidText)) return answer(400, "Not a CID.");
  const cid = parseRawCid(cidText)?.toString();
  if (!cid || !(await servableCid(createDb(env.DB), cid))) return answer(404, "Not found.");
  const bytes = await getBlock(env.CONTENTS, cid);
  if (!bytes) {
    console.error(`The IPFS block ${cid} is named by a version but missing from R2.`);
    return answer(404, "Not found.");
  }
  const raw = wantsRaw(request);
  const etag = raw ? `"${cid}.raw"` : `"${cid}"`;
  const headers = new Headers({
    "cache-control": IMMUTABLE,
    etag,
    vary: "Accept",
    "x-ipfs-path": `/ipfs/${cid}`,
    "x-ipfs-roots": cid,
    "x-content-type-options": "nosniff",
  });
  if (raw) {
    headers.set("content-type", RAW);
    headers.set("content-disposition", `attachment; filename="${cid}.bin"`);
  } else {
    headers.set("content-type", "text/html; charset=utf-8");
    headers.set("content-security-policy", DOCUMENT_POLICY);
    headers.set("referrer-policy", "no-referrer");
  }
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  headers.set("content-length", String(bytes.byteLength));
  return new Response(request.method === "HEAD" ? null : bytes, { headers });
}
