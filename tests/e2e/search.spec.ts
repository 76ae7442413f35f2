import { expect, type Page, test } from "@playwright/test";
import { at, hydrated, settled, signUpFresh } from "./support";

/** The keys the search bar's quick search asked the API for, in order, as the page sends them. */
function quickSearchKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname !== "/graphql") return;
    const body = request.method() === "POST" ? request.postDataJSON() : null;
    const name = body?.operationName ?? url.searchParams.get("operationName");
    const variables = body?.variables ?? JSON.parse(url.searchParams.get("variables") ?? "{}");
    if (name === "QuickResult") keys.push(variables.key);
  });
  return keys;
}

test.describe("the search bar", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test("/ focuses it; quick results list people and tags; arrows, Escape and outside clicks behave", async ({
    page,
  }) => {
    const quickKeys = quickSearchKeys(page);
    await page.clock.install();
    await page.goto("/guide");
    const input = page.getByRole("combobox", { name: "Search articles, people and tags" });
    await page.locator("body").press("/");
    await expect(input).toBeFocused();

    // one character is too short for quick search: past the typing pause (the page's clock
    // moved on, not waited for) nothing was asked, nothing is searching, no dropdown
    await page.clock.pauseAt(Date.now() + 1000);
    await input.fill("a");
    await page.clock.runFor(1000);
    await settled(page);
    await expect(page.getByRole("status")).toHaveCount(0);
    await expect(page.getByRole("listbox")).toBeHidden();
    await page.clock.resume();

    // a Simplified key finds the tag in both scripts
    await input.fill("阅读");
    const list = page.getByRole("listbox");
    const tags = list.getByRole("group", { name: "Tags" }).getByRole("option");
    await expect(tags).toHaveCount(2);
    await expect(tags.first()).toContainText(/#(閱讀|阅读)/);
    await expect(input).toHaveAttribute("aria-expanded", "true");
    // (a query the API has not seen yet goes twice: by its hash, then in full)
    expect(new Set(quickKeys)).toEqual(new Set(["阅读"]));

    // arrows move among the input and the results, and wrap
    await input.press("ArrowDown");
    await expect(tags.first()).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", (await tags.first().getAttribute("id")) ?? "");
    await input.press("ArrowDown");
    await expect(tags.nth(1)).toHaveAttribute("aria-selected", "true");
    await input.press("ArrowDown");
    await expect(input).not.toHaveAttribute("aria-activedescendant", /.+/);
    await input.press("ArrowUp");
    await expect(tags.nth(1)).toHaveAttribute("aria-selected", "true");

    await input.press("Escape");
    await expect(list).toBeHidden();
    await input.press("ArrowDown");
    await expect(list).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(list).toBeHidden();
  });

  test("Enter on a highlighted person opens their page", async ({ page }) => {
    await page.goto("/");
    const input = page.getByRole("combobox", { name: "Search articles, people and tags" });
    await input.fill("@alice");
    const person = page.getByRole("group", { name: "People" }).getByRole("option").first();
    await expect(person).toContainText("Alice Chen");
    await input.press("ArrowDown");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/@alice$/);
  });

  test("the clear button empties it and keeps the focus there", async ({ page }) => {
    await page.goto("/");
    const input = page.getByRole("combobox", { name: "Search articles, people and tags" });
    await input.fill("city");
    await page.getByRole("button", { name: "Clear" }).click();
    await expect(input).toHaveValue("");
    await expect(input).toBeFocused();
    await expect(page.getByRole("button", { name: "Clear" })).toHaveCount(0);
  });

  test("submitting goes to the search page, and on it replaces the history entry", async ({ page }) => {
    await page.goto("/guide");
    const input = page.getByRole("combobox", { name: "Search articles, people and tags" });
    await input.fill("  城市  ");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=%E5%9F%8E%E5%B8%82$/);
    const length = await page.evaluate(() => history.length);
    await input.fill("city");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=city$/);
    expect(await page.evaluate(() => history.length)).toBe(length);
    await page.goBack();
    await expect(page).toHaveURL(/\/guide$/);
  });
});

test.describe("the search page", () => {
  test("finds a two-character word in the other script and marks it as written", async ({ page }) => {
    // Traditional key: Simplified and Traditional articles alike, the match marked in each
    const response = await page.goto("/search?q=城市");
    expect(response?.status()).toBe(200);
    const results = page.getByRole("listitem");
    await expect(results.first()).toBeVisible();
    const marks = page.locator("ol mark");
    expect(await marks.count()).toBeGreaterThan(1);
    expect(new Set(await marks.allTextContents())).toEqual(new Set(["城市"]));
    await expect(page.getByRole("link", { name: "Articles", exact: true })).toHaveAttribute("aria-current", "page");

    // a Simplified key marks the word in both scripts, as each article writes it
    await page.goto("/search?q=电影");
    const texts = new Set(await page.locator("ol mark").allTextContents());
    expect(texts).toEqual(new Set(["电影", "電影"]));
  });

  test("tabs switch between articles, people and tags", async ({ page }) => {
    await page.goto("/search?q=alice");
    await page.getByRole("link", { name: "People", exact: true }).click();
    await expect(page).toHaveURL(/type=user/);
    await expect(page.getByRole("link", { name: "Alice Chen" })).toHaveAttribute("href", "/@alice");
    await page.getByRole("link", { name: "Tags", exact: true }).click();
    await expect(page).toHaveURL(/type=tag/);
    await expect(page.getByText(/Nothing found for “alice”/)).toBeVisible();
  });

  test("English in any case; more results load on scroll, and by a real link", async ({ page }) => {
    await page.goto("/search?q=THE");
    const items = page.locator("ol > li");
    await expect(items).toHaveCount(20);
    const more = page.getByRole("link", { name: "More results" });
    const href = await more.getAttribute("href");
    expect(href).toMatch(/after=/);
    const firstTitle = await items.first().getByRole("heading").textContent();

    // near the end of the list the next page is appended, the address unchanged
    await more.scrollIntoViewIfNeeded();
    await expect(items).toHaveCount(40);
    await expect(page).toHaveURL(/\/search\?q=THE$/);
    expect(await page.locator("ol mark").first().textContent()).toMatch(/^the$/i);

    // the link itself is an ordinary page for crawlers and readers without scripts
    await page.goto(href ?? "");
    await expect(items).toHaveCount(20);
    expect(await items.first().getByRole("heading").textContent()).not.toBe(firstTitle);
  });

  test("a broken page link shows the error state, not a crash", async ({ page }) => {
    const response = await page.goto("/search?q=city&after=not-a-cursor");
    expect(response?.status()).toBe(200);
    await expect(page.locator("section[role=alert]")).toContainText("Search is not answering right now");
  });

  test("typed query syntax is just text", async ({ page }) => {
    for (const q of ['"', "NEAR(", "title:城市"]) {
      const response = await page.goto(`/search?q=${encodeURIComponent(q)}`);
      expect(response?.status(), q).toBe(200);
      await expect(page.getByRole("navigation", { name: "Result types" })).toBeVisible();
      await expect(page.getByText("Search is not answering right now")).toHaveCount(0);
    }
  });
});

test.describe("on a narrow screen", () => {
  test("the search button goes to the search page, which lists and clears recent searches", async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await signUpFresh(page, "recent");
    // a results page opened by a link (from any site) keeps nothing: only the reader's own submit does
    await page.goto("/search?q=planted");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “planted”");
    await page.goto("/guide");
    await page.getByRole("link", { name: "Search articles, people and tags" }).click();
    await expect(page).toHaveURL(/\/search$/);
    // the page's own bar: the top bar's is hidden at this width, once the page's styles apply
    const input = page.getByRole("main").getByRole("combobox", { name: "Search articles, people and tags" });
    await expect(input).toBeVisible();
    // the island records the search: a submit before it runs is the form's own, which records nothing
    await hydrated(input);
    for (const key of ["城市", "coffee"]) {
      await input.fill(key);
      // submitting posts the key to the reader's recent searches (a GET never records one)
      const recorded = page.waitForResponse(
        (r) =>
          r.url().endsWith("/graphql") &&
          r.request().method() === "POST" &&
          /RecordSearch/.test(r.request().postData() ?? ""),
      );
      await input.press("Enter");
      expect((await recorded).ok()).toBe(true);
      // the page for this key, not the previous one
      await expect(page).toHaveURL(at(`/search?q=${encodeURIComponent(key)}`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Results for “${key}”`);
    }
    await page.goto("/search");
    const recent = page.getByRole("region", { name: "Recent searches" });
    await expect(recent.getByRole("link")).toHaveText(["coffee", "城市"]);
    await recent.getByRole("button", { name: "Clear all" }).click();
    await expect(page.getByRole("region", { name: "Recent searches" })).toHaveCount(0);
    // and the button takes the reader back where they were
    await page.goto("/guide");
    await page.getByRole("link", { name: "Search articles, people and tags" }).click();
    await expect(page).toHaveURL(/\/search$/);
    const back = page.getByRole("link", { name: "Search articles, people and tags" });
    await expect(back).toHaveAttribute("aria-current", "page");
    await expect(back).toHaveAttribute("href", "/guide");
    await back.click();
    await expect(page).toHaveURL(/\/guide$/);
  });
});

// The API keeps persisted queries for a while only, so a reader's first quick search often
// brings a hash it has not seen: the miss is a normal step of the protocol, not an error.
test("a quick search whose persisted query the API has not seen shows results, with no error anywhere", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("requestfailed", (request) => problems.push(`failed: ${request.url()}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  // Earlier tests may have registered the quick search's hash: the first GET of this page
  // asks by a hash never sent before, so the API surely answers with a miss.
  const misses: { status: number; body: unknown }[] = [];
  let first = true;
  await page.route(
    (url) => url.pathname === "/graphql" && url.searchParams.get("operationName") === "QuickResult",
    async (route) => {
      if (!first) return route.continue();
      first = false;
      const url = new URL(route.request().url());
      const unseen = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, "0"));
      url.searchParams.set(
        "extensions",
        JSON.stringify({ persistedQuery: { version: 1, sha256Hash: unseen.join("") } }),
      );
      const response = await route.fetch({ url: url.toString() });
      misses.push({ status: response.status(), body: await response.json() });
      await route.fulfill({ response });
    },
  );

  await page.goto("/guide");
  const input = page.getByRole("combobox", { name: "Search articles, people and tags" });
  await hydrated(input);
  const posted = page.waitForRequest(
    (r) =>
      r.method() === "POST" &&
      new URL(r.url()).pathname === "/graphql" &&
      r.postDataJSON()?.operationName === "QuickResult",
  );
  await input.fill("@alice");
  const person = page.getByRole("group", { name: "People" }).getByRole("option").first();
  await expect(person).toContainText("Alice Chen");
  // the miss came back as the protocol has it, and the page sent the query in full after it
  expect(misses).toEqual([
    {
      status: 200,
      body: { errors: [{ message: "PersistedQueryNotFound", extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } }] },
    },
  ]);
  expect((await posted).postDataJSON().query).toContain("QuickResult");
  // no toast told the reader of an error
  await expect(page.getByRole("region", { name: "Notifications" }).getByRole("listitem")).toHaveCount(0);
  expect(problems).toEqual([]);
});
