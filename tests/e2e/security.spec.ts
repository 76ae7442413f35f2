import { type APIRequestContext, type APIResponse, expect, type Page, test } from "@playwright/test";
import { at, gql, mailedCode, signIn, uniqueEmail } from "./support";

// The hardening issue, web side: security headers on every kind of response, a page policy
// that every page lives with (no violation, its scripts still run), the middleware's cookie
// and headers reaching the browser, and malformed paths answered 404 instead of 500.

/** A page rendered for one request: its own nonce. */
const NONCE_POLICY = /^default-src 'self'; script-src 'self' 'nonce-([A-Za-z0-9+/]+={0,2})' 'strict-dynamic';/;
/** A visitor's page, rendered once for every visitor (server/cache/visitor-pages.ts): its inline scripts' hashes. */
const HASH_POLICY = /^default-src 'self'; script-src 'self'(?: 'sha256-[A-Za-z0-9+/]{43}=')*;/;
const PAGE_POLICY = new RegExp(`${NONCE_POLICY.source}|${HASH_POLICY.source}`);
const STRICT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * `staticFile`: served by the assets layer from public/_headers, which cannot tell the scheme
 * and always sends HSTS (browsers ignore it over plain http); the worker sends it on https only.
 */
function expectSecurityHeaders(response: APIResponse, policy: RegExp | string, staticFile = false) {
  const headers = response.headers();
  const where = response.url();
  expect(headers["x-content-type-options"], where).toBe("nosniff");
  expect(headers["referrer-policy"], where).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], where).toBe("DENY");
  const csp = headers["content-security-policy"] ?? "";
  if (typeof policy === "string") expect(csp, where).toBe(policy);
  else expect(csp, where).toMatch(policy);
  expect(csp, where).toContain("frame-ancestors 'none'");
  // these tests run on plain http
  if (staticFile) expect(headers["strict-transport-security"], where).toBe("max-age=63072000; includeSubDomains");
  else expect(headers["strict-transport-security"], where).toBeUndefined();
}

test.describe("security headers", () => {
  test("every kind of response carries them", async ({ request }) => {
    const page = await request.get("/newest");
    expect(page.status()).toBe(200);
    expectSecurityHeaders(page, PAGE_POLICY);
    const html = await page.text();
    const chunk = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(chunk).toBeDefined();

    for (const file of ["/seed/avatars/a01.svg", chunk ?? ""]) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expectSecurityHeaders(response, STRICT_POLICY, true);
      // build output is named by its content and kept for good; a public file keeps its name
      // whatever it holds, so a browser asks again
      expect(response.headers()["cache-control"], file).toBe(
        file === chunk ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
      );
    }

    const kinds: [string, number, RegExp | string][] = [
      ["/graphql?query=%7B__typename%7D", 200, STRICT_POLICY],
      ["/og/site/en.png", 200, STRICT_POLICY],
      ["/feed/newest.xml", 200, STRICT_POLICY],
      ["/sitemap.xml", 200, STRICT_POLICY],
      ["/robots.txt", 200, STRICT_POLICY],
      ["/this-page-does-not-exist", 404, PAGE_POLICY],
      ["/no-such-file.png", 404, PAGE_POLICY],
      ["/og/user/nobody-by-that-name.png", 404, STRICT_POLICY],
      ["/graphql/nothing-here", 404, STRICT_POLICY],
    ];
    for (const [path, status, policy] of kinds) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      expectSecurityHeaders(response, policy);
    }
    const redirect = await request.get("/login?target=//evil.example", { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expectSecurityHeaders(redirect, STRICT_POLICY);
  });

  test("a signed-in reader's page: its scripts all carry that response's own nonce", async ({ page }) => {
    await signIn(page, "alice@example.com");
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const response = await page.request.get("/tags");
      const nonce = NONCE_POLICY.exec(response.headers()["content-security-policy"] ?? "")?.[1];
      expect(nonce).toBeDefined();
      nonces.add(nonce ?? "");
      const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        // data blocks (JSON-LD) never run; every script that runs has the nonce
        if (!script.includes('type="application/ld+json"')) expect(script).toContain(`nonce="${nonce}"`);
      }
    }
    expect(nonces.size).toBe(2);
  });

  test("a visitor's page carries no nonce: one policy naming its inline scripts' hashes", async ({ request }) => {
    for (let i = 0; i < 2; i++) {
      const response = await request.get("/tags");
      expect(response.headers()["content-security-policy"]).toMatch(HASH_POLICY);
      expect(await response.text()).not.toContain("nonce=");
    }
  });
});

/**
 * Collects what the Content-Security-Policy refused, from the first script of every document
 * on: `take()` answers what the current document saw and clears the console's list.
 */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  let refused: string[] = [];
  page.on("console", (message) => {
    if (/Refused to|Content.Security.Policy/i.test(message.text())) refused.push(message.text());
  });
  return async () => {
    const seen = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
    const all = [...seen, ...refused];
    refused = [];
    return all;
  };
}

/** Whether React has hydrated the page's main content (it marks the elements it owns). */
const hydrated = () => {
  const main = document.querySelector("main");
  return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
};

/** Paths of seeded things, found the way a reader finds them. */
async function seededPaths(page: Page, request: APIRequestContext) {
  const firstLink = async (path: string, pattern: string) => {
    await page.goto(path);
    const href = await page.locator(`main a[href^="${pattern}"]`).first().getAttribute("href");
    if (!href) throw new Error(`no ${pattern} link on ${path}`);
    return href.split(/[?#]/)[0] ?? href;
  };
  const channels = await gql<{ channels: { __typename: string; shortHash: string }[] }>(
    request,
    "{ channels { __typename shortHash } }",
  );
  const topic = channels.data?.channels.find((c) => c.__typename === "TopicChannel");
  const challenge = channels.data?.channels.find((c) => c.__typename === "WritingChallenge");
  if (!topic || !challenge) throw new Error("no seeded channels");
  const article = await firstLink("/newest", "/a/");
  return {
    article,
    history: `${article}/history`,
    moment: await firstLink("/@alice?type=moments", "/m/"),
    tag: await firstLink("/tags", "/tags/"),
    collection: await firstLink("/@alice/collections", "/@alice/collections/"),
    topic: `/c/${topic.shortHash}`,
    challenge: `/e/${challenge.shortHash}`,
  };
}

test.describe("the page policy", () => {
  test("every kind of page lives with it: nothing refused, and its scripts run", async ({ page }) => {
    test.setTimeout(120_000);
    const seeded = await seededPaths(page, page.request);
    const routes: [string, number][] = [
      ["/", 200],
      ["/featured", 200],
      ["/newest", 200],
      [seeded.topic, 200],
      [seeded.challenge, 200],
      ["/tags", 200],
      [seeded.tag, 200],
      [seeded.article, 200],
      [seeded.history, 200],
      [seeded.moment, 200],
      ["/@alice", 200],
      ["/@alice/collections", 200],
      [seeded.collection, 200],
      ["/search?q=alice", 200],
      ["/login", 200],
      ["/signup", 200],
      ["/about", 200],
      ["/migration", 200],
      ["/recommendation", 200],
      ["/guide", 200],
      ["/community", 200],
      ["/tos", 200],
      ["/dev/mailbox", 200],
      ["/this-page-does-not-exist", 404],
    ];
    const violations = await watchViolations(page);
    for (const [path, status] of routes) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(status);
        expect(response?.headers()["content-security-policy"], path).toMatch(PAGE_POLICY);
        // React took over the server's HTML, which only the page's scripts can do
        await expect.poll(() => page.evaluate(hydrated), { message: path }).toBe(true);
        if (path !== seeded.moment) {
          // and an island answers: the language menu, on every page with a header that has it
          await page.getByRole("button", { name: "Language" }).click();
          await expect(page.getByRole("menuitemradio", { name: "English" })).toBeVisible();
          await page.keyboard.press("Escape");
        }
        expect(await violations(), path).toEqual([]);
      });
    }
  });

  test("signed in: nothing refused, and the user's menu opens", async ({ page }) => {
    await signIn(page, "alice@example.com");
    const violations = await watchViolations(page);
    for (const path of ["/", "/follow", "/@alice", "/newest"]) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await page.getByRole("button", { name: "Menu of Alice Chen" }).click();
        await expect(page.getByRole("menu")).toBeVisible();
        await page.keyboard.press("Escape");
        expect(await violations(), path).toEqual([]);
      });
    }
  });

  test("the search page shows results and its islands still run", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto("/search?q=alice&type=user");
    await expect(page.getByRole("link", { name: /Alice Chen/ }).first()).toBeVisible();
    await page.getByRole("button", { name: "Enter" }).click();
    await expect(page.getByRole("dialog", { name: "Log in or sign up" })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

test.describe("the middleware's headers reach the browser", () => {
  for (const path of ["/newest", "/tags", "/login", "/@alice"]) {
    test(`${path}: the referral cookie and content-language on first load`, async ({ page }) => {
      const response = await page.goto(`${path}?referral=abc`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["content-language"]).toBe("en");
      const vary = response?.headers().vary ?? "";
      for (const name of ["rsc", "cookie", "accept-language"]) expect(vary.split(/,\s*/)).toContain(name);
      const referral = (await page.context().cookies()).find((c) => c.name === "__referral");
      expect(referral?.value).toBe("abc");
      expect(referral?.sameSite).toBe("Lax");
    });
  }

  test("a referral code given on first load goes with the sign-up", async ({ page }) => {
    const email = uniqueEmail("referral");
    await page.goto("/newest?referral=abc");
    // a later link does not take the credit away
    await page.goto("/tags?referral=someone-else");
    await page.getByRole("button", { name: "Enter" }).click();
    const dialog = page.getByRole("dialog", { name: "Log in or sign up" });
    await dialog.getByRole("button", { name: "Sign up" }).first().click();
    await dialog.getByLabel("Email").fill(email);
    await dialog.locator("button[type=submit]").click();
    await expect(dialog.getByRole("status")).toContainText(email);
    await dialog.getByLabel("Verification code").fill(await mailedCode(page.request, email));
    const login = page.waitForRequest(
      (request) => request.url().includes("/graphql") && (request.postData() ?? "").includes("emailLogin"),
    );
    await dialog.locator("button[type=submit]").click();
    expect((await login).postDataJSON().variables).toMatchObject({ email, referralCode: "abc" });
    // the user name step, once the answer has come: until then the dialog's only "Continue" is
    // the wallet's ("Continue with a wallet"), which a looser match would press instead
    await expect(dialog.getByLabel("User name")).toBeFocused();
    await dialog.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: /Menu of/ })).toBeVisible();
  });
});

test("a login target that normalises to another host is dropped before the page loads", async ({ page }) => {
  for (const target of ["/.//evil.example", "/a/..//evil.example", "/%2e//evil.example", "/%2f/evil.example"]) {
    await page.goto(`/login?target=${encodeURIComponent(target)}`);
    await expect(page, target).toHaveURL(at("/login"));
  }
});

test.describe("malformed paths", () => {
  const pages = [
    "/a/%ZZ",
    "/a/%ZZ/history",
    "/m/%ZZ",
    "/tags/%E0%A4%A",
    "/tags/%ZZ?type=latest",
    "/@%ZZ",
    "/@alice/collections/%ZZ",
    "/~%ZZ",
    "/c/%ZZ",
    "/e/%ZZ",
    "/%ZZ",
    "/%C0%AF",
    "/x/%E4%B8",
  ];
  const files = ["/og/user/%ZZ.png", "/og/%ZZ/x.png", "/feed/user/%ZZ.xml", "/feed/%ZZ", "/sitemaps/%ZZ.xml"];

  test("answer 404, never 500", async ({ request }) => {
    for (const path of [...pages, ...files, "/graphql/%ZZ", "/_next/static/%ZZ.js"]) {
      const response = await request.get(path, { headers: { "accept-language": "en" } });
      expect(response.status(), path).toBe(404);
      expectSecurityHeaders(response, pages.includes(path) ? PAGE_POLICY : STRICT_POLICY);
    }
  });

  test("a page answers with the localized not-found screen", async ({ page }) => {
    for (const path of ["/a/%ZZ", "/tags/%E0%A4%A", "/@alice/collections/%ZZ"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("section[role=alert]")).toContainText("unknown space");
    }
  });
});
