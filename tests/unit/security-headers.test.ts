import { describe, expect, it } from "vitest";
import {
  newNonce,
  pageContentSecurityPolicy,
  STRICT_CONTENT_SECURITY_POLICY,
  withSecurityHeaders,
} from "@/lib/security/headers";
import { EMBED_HOSTS } from "@/lib/text/embed-players";
import { sanitizeHtml } from "@/lib/text/sanitize-html";

/** The directives of a policy by name. */
const directives = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/) as [string, ...string[]])
      .map(([name, ...v]) => [name, v]),
  );

describe("security headers", () => {
  it("lets a page run only the scripts that carry its nonce", () => {
    const policy = directives(pageContentSecurityPolicy({ nonce: "abc123==" }));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
  });

  it("loads what a published article may show, and nothing more", () => {
    const policy = directives(pageContentSecurityPolicy({ nonce: "n" }));
    // the sanitizer keeps https images and audio from anywhere: plain http and other schemes stay out
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:", "https:"]);
    expect(policy.get("media-src")).toEqual(["'self'", "https:"]);
    // frames: the players alone, over https, never this origin or a wildcard
    expect(policy.get("frame-src")).toEqual(EMBED_HOSTS.map((host) => `https://${host}`));
    for (const source of policy.get("frame-src") ?? []) expect(source).toMatch(/^https:\/\/[a-z.-]+$/);
    // everything else stays on this origin
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("font-src")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
  });

  it("lets Stripe's card form load on its own page alone: Stripe.js, its frames and its API", () => {
    const stripe = directives(pageContentSecurityPolicy({ nonce: "n" }, { stripe: true }));
    expect(stripe.get("script-src")).toEqual([
      "'self'",
      "'nonce-n'",
      "'strict-dynamic'",
      "https://js.stripe.com",
      "https://*.js.stripe.com",
    ]);
    expect(stripe.get("frame-src")).toEqual([
      ...EMBED_HOSTS.map((host) => `https://${host}`),
      "https://js.stripe.com",
      "https://*.js.stripe.com",
      "https://hooks.stripe.com",
    ]);
    expect(stripe.get("connect-src")).toEqual(["'self'", "https://api.stripe.com"]);
    // every other page names no Stripe host
    expect(pageContentSecurityPolicy({ nonce: "n" })).not.toMatch(/stripe/);
  });

  it("frames every player the sanitizer keeps, and the sanitizer keeps no frame the policy refuses", () => {
    const frameSrc = new Set(directives(pageContentSecurityPolicy({ nonce: "n" })).get("frame-src"));
    const players = [
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      "https://player.vimeo.com/video/76979871",
      "https://evil.example/embed/x",
      "https://player.vimeo.com.evil.example/video/1",
    ];
    const kept = players.flatMap((src) => {
      const html = sanitizeHtml(`<iframe src="${src}"></iframe>`);
      const found = /<iframe[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
      return found ? [found.replaceAll("&amp;", "&")] : [];
    });
    expect(kept).toHaveLength(4);
    for (const src of kept) expect(frameSrc.has(new URL(src).origin)).toBe(true);
  });

  it("makes a fresh nonce every time, in the form Next reads from the policy", () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(`'nonce-${nonce}'`).toMatch(/^'nonce-([A-Za-z0-9+/_-]+={0,2})'$/);
  });

  it("adds the static headers and the strict policy to a response without a policy", async () => {
    const response = withSecurityHeaders(new Response("card", { status: 201, headers: { "x-kept": "yes" } }), false);
    expect(response.status).toBe(201);
    expect(await response.text()).toBe("card");
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "x-kept": "yes",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "DENY",
      "content-security-policy": STRICT_CONTENT_SECURITY_POLICY,
    });
    expect(response.headers.has("strict-transport-security")).toBe(false);
  });

  it("keeps a page's own policy and sends HSTS over https", () => {
    const page = new Response("<html></html>", {
      headers: { "content-security-policy": pageContentSecurityPolicy({ nonce: "n0nce" }) },
    });
    const response = withSecurityHeaders(page, true);
    expect(response.headers.get("content-security-policy")).toContain("'nonce-n0nce'");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
  });

  it("works on responses whose headers cannot be changed, and on redirects", () => {
    const redirect = withSecurityHeaders(Response.redirect("https://margins.example/", 308), true);
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get("location")).toBe("https://margins.example/");
    expect(redirect.headers.get("x-frame-options")).toBe("DENY");
  });
});
