import "server-only";
import type { Db } from "@/server/db/client";
import { clientByClientId, type OAuthClientRow } from "@/server/db/queries/oauth";
import { sha256Hex, timingSafeEqual } from "./secrets";

// How an app proves itself at the token and revocation endpoints (RFC 6749 §2.3.1): HTTP Basic
// with its id and secret (each form-encoded first), or both in the body; never both ways at
// once. Every app here is confidential: public clients would need registration we do not offer.

export type ClientAuth = { client: OAuthClientRow } | { error: "invalid_request" | "invalid_client" };

function fromBasic(header: string | null): { id: string; secret: string } | null | undefined {
  if (!header?.toLowerCase().startsWith("basic ")) return undefined;
  try {
    const decoded = atob(header.slice(6).trim());
    const colon = decoded.indexOf(":");
    if (colon < 0) return null;
    const formDecode = (s: string) => decodeURIComponent(s.replaceAll("+", " "));
    return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}

export async function authenticateClient(db: Db, request: Request, body: URLSearchParams): Promise<ClientAuth> {
  const basic = fromBasic(request.headers.get("authorization"));
  const inBody = body.has("client_secret");
  if (basic === null) return { error: "invalid_client" };
  if (basic && inBody) return { error: "invalid_request" };
  const id = basic?.id ?? body.get("client_id");
  const secret = basic?.secret ?? body.get("client_secret");
  if (!id || !secret || id.length > 100 || secret.length > 200) return { error: "invalid_client" };
  // a client_id in the body beside Basic must name the same app
  if (basic && body.has("client_id") && body.get("client_id") !== basic.id) return { error: "invalid_request" };
  const client = await clientByClientId(db, id);
  const hash = await sha256Hex(secret);
  if (!client || !timingSafeEqual(hash, client.secretHash)) return { error: "invalid_client" };
  return { client };
}
