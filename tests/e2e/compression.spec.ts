import { expect, test } from "@playwright/test";

// Issue 18: pages, RSC payloads and the API leave the worker compressed (lib/http/compression.ts),
// as Cloudflare's edge would send them, and a browser reads them as before.

test("a page arrives compressed in the encoding the client prefers, and reads whole", async ({ request }) => {
  for (const [accept, encoding] of [
    ["gzip, deflate, br, zstd", /^(br|gzip)$/],
    ["gzip", /^gzip$/],
  ] as const) {
    const response = await request.get("/newest", { headers: { "accept-encoding": accept } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-encoding"]).toMatch(encoding);
    expect(response.headers().vary).toContain("Accept-Encoding");
    expect(await response.text()).toContain("</html>");
  }
  const plain = await request.get("/newest", { headers: { "accept-encoding": "identity" } });
  expect(plain.headers()["content-encoding"] ?? "identity").toBe("identity");
});

test("the API's answers are compressed too", async ({ request }) => {
  const response = await request.post("/graphql", {
    headers: { "accept-encoding": "gzip", "apollo-require-preflight": "true" },
    data: { query: "{ __typename }" },
  });
  expect(response.headers()["content-encoding"]).toBe("gzip");
  expect(await response.json()).toEqual({ data: { __typename: "Query" } });
});

test("a browser renders the compressed page", async ({ page }) => {
  const response = await page.goto("/");
  expect((await response?.allHeaders())?.["content-encoding"]).toMatch(/^(br|gzip)$/);
  await expect(page.locator("h1").first()).toBeVisible();
});
