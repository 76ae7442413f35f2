// Pages, RSC payloads, API answers and feeds leave the worker compressed. Cloudflare's edge
// compresses text it serves from a Worker anyway, but `wrangler dev` and `preview` send the
// worker's bytes as they are: a page of 80 to 160 KB then reached Lighthouse's simulated phone
// uncompressed, where production sends about a sixth of that (issue 18). Naming the encoding is
// all it takes: the Workers runtime compresses a body whose Content-Encoding names one
// (encodeBody "automatic", the default) as it sends it.

/** Types worth compressing; event streams are left alone, as a compressor may hold back their events. */
const COMPRESSIBLE =
  /^(?:text\/(?:html|plain|css|xml|javascript|x-component)|application\/(?:json|graphql-response\+json|xml|rss\+xml|atom\+xml|javascript|manifest\+json)|image\/svg\+xml)\b/i;

/** The encoding to answer with: Brotli where the client takes it, else gzip, else none. */
export function chosenEncoding(acceptEncoding: string | null): "br" | "gzip" | null {
  if (takesEncoding(acceptEncoding, "br")) return "br";
  if (takesEncoding(acceptEncoding, "gzip")) return "gzip";
  return null;
}

/** Whether a request's Accept-Encoding takes `encoding` (named, or `*`, with a q above 0). */
export function takesEncoding(acceptEncoding: string | null, encoding: string): boolean {
  const offered = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    offered.set(name, q === undefined ? 1 : Number(q));
  }
  return (offered.get(encoding) ?? offered.get("*") ?? 0) > 0;
}

/** The response marked for compression by the runtime, where its type and the request allow. */
export function withCompression(request: Request, response: Response): Response {
  if (request.method === "HEAD" || !response.body || response.status === 204 || response.status === 304) {
    return response;
  }
  // OpenNext marks its pages "identity"; anything else is encoded already
  const current = response.headers.get("content-encoding");
  if (current && current.toLowerCase() !== "identity") return response;
  if (!COMPRESSIBLE.test(response.headers.get("content-type") ?? "")) return response;
  // a byte range of the uncompressed body cannot be re-encoded as the client expects
  if (response.status === 206) return response;
  const encoding = chosenEncoding(request.headers.get("accept-encoding"));
  if (!encoding) return response;
  const compressed = new Response(response.body, response);
  compressed.headers.set("content-encoding", encoding);
  compressed.headers.delete("content-length");
  const vary = compressed.headers.get("vary");
  if (!vary?.toLowerCase().includes("accept-encoding")) {
    compressed.headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  }
  return compressed;
}
