import { describe, expect, it } from "vitest";
import {
  newNonce,
  pageContentSecurityPolicy,
  STRICT_CONTENT_SECURITY_POLICY,
  withSecurityHeaders,
} from "@/lib/security/headers";

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
    const policy = directives(pageContentSecurityPolicy("abc123=="));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
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
      headers: { "content-security-policy": pageContentSecurityPolicy("n0nce") },
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
