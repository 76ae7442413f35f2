import { describe, expect, it } from "vitest";
import { chosenEncoding, withCompression } from "@/lib/http/compression";

const page = (headers: Record<string, string> = {}, status = 200) =>
  new Response(status === 204 || status === 304 ? null : "<!doctype html><p>hello</p>", {
    status,
    headers: { "content-type": "text/html; charset=utf-8", ...headers },
  });
const get = (acceptEncoding?: string, method = "GET") =>
  new Request("http://localhost/", { method, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("chosenEncoding", () => {
  it("prefers Brotli, then gzip, and honours q=0 and *", () => {
    expect(chosenEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chosenEncoding("gzip")).toBe("gzip");
    expect(chosenEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chosenEncoding("*")).toBe("br");
    expect(chosenEncoding("*;q=0, gzip")).toBe("gzip");
    expect(chosenEncoding("identity")).toBeNull();
    expect(chosenEncoding(null)).toBeNull();
  });
});

describe("withCompression", () => {
  it("names the encoding on a page, drops its length and varies on Accept-Encoding", () => {
    const out = withCompression(get("gzip, br"), page({ "content-length": "27", vary: "rsc, cookie" }));
    expect(out.headers.get("content-encoding")).toBe("br");
    expect(out.headers.get("content-length")).toBeNull();
    expect(out.headers.get("vary")).toBe("rsc, cookie, Accept-Encoding");
  });

  it("treats OpenNext's identity as not encoded", () => {
    expect(withCompression(get("gzip"), page({ "content-encoding": "identity" })).headers.get("content-encoding")).toBe(
      "gzip",
    );
  });

  it("compresses the API's answers and feeds, not images or event streams", () => {
    const typed = (type: string) => new Response("x", { headers: { "content-type": type } });
    const encoding = (type: string) => withCompression(get("gzip"), typed(type)).headers.get("content-encoding");
    expect(encoding("application/graphql-response+json; charset=utf-8")).toBe("gzip");
    expect(encoding("application/rss+xml")).toBe("gzip");
    expect(encoding("text/x-component")).toBe("gzip");
    expect(encoding("image/webp")).toBeNull();
    expect(encoding("text/event-stream")).toBeNull();
  });

  it("leaves alone what a client did not ask compressed or cannot take compressed", () => {
    const unchanged = [
      withCompression(get(), page()),
      withCompression(get("gzip", "HEAD"), page()),
      withCompression(get("gzip"), page({}, 304)),
      withCompression(get("gzip"), page({}, 206)),
      withCompression(get("gzip"), page({ "content-encoding": "br" })),
    ];
    expect(unchanged.map((r) => r.headers.get("content-encoding"))).toEqual([null, null, null, null, "br"]);
  });
});
