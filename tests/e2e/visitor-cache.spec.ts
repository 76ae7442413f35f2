import { createHash } from "node:crypto";
import { type APIRequestContext, expect, request as requests, test } from "@playwright/test";
import { gql, ORIGIN, publishedForTest, signUpFresh } from "./support";

// Issue 33: a visitor's page is kept whole by the worker (server/cache/visitor-pages.ts) and
// handed to every visitor until a purge of a tag its reads carried. Two visitors get the same
// bytes, none of them a reader's; a signed-in reader's page is theirs alone; and each write's
// purge reaches the kept page, so the next visitor sees the write.

const CACHE = "x-margins-cache";
const ARCHIVE = "mutation($id: ID!) { editArticle(input: { id: $id, state: archived }) { state } }";
const COMMENT = "mutation($input: PutCommentInput!) { putComment(input: $input) { id } }";
const RENAME = "mutation($input: UpdateUserInfoInput!) { updateUserInfo(input: $input) { displayName } }";
const FOLLOW = "mutation($id: ID!) { toggleFollowUser(input: { id: $id, enabled: true }) { isFollowee } }";
const BOOKMARK_ARTICLE = "mutation($id: ID!) { toggleBookmarkArticle(input: { id: $id, enabled: true }) { id } }";
const BOOKMARK_TAG = "mutation($id: ID!) { toggleBookmarkTag(input: { id: $id, enabled: true }) { id } }";

const visitor = () => requests.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { "accept-language": "en" } });

/**
 * The page until the cache answers it current: after a miss the next answer is a hit; a page
 * kept over a minute ago is answered stale while it is rendered again behind, so the answers
 * after that are hits once the render is done.
 */
async function keptPage(client: APIRequestContext, path: string) {
  await client.get(path);
  let response = await client.get(path);
  for (let tries = 0; response.headers()[CACHE] === "stale" && tries < 20; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    response = await client.get(path);
  }
  expect(response.status(), path).toBe(200);
  expect(response.headers()[CACHE], path).toBe("hit");
  return response;
}

/** SHA-256 of every inline script that runs, as the page's policy must name them. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=|application\/ld\+json/.test(attributes)) continue;
    hashes.add(createHash("sha256").update(text, "utf8").digest("base64"));
  }
  return [...hashes];
}

test("a visitor's page is kept whole: two visitors, the same bytes, scripts allowed by their hashes alone", async () => {
  const [one, two] = [await visitor(), await visitor()];
  const first = await keptPage(one, "/newest");
  const second = await keptPage(two, "/newest");
  const bytes = await first.body();
  expect(bytes.equals(await second.body())).toBe(true);
  expect(second.headers().etag).toBe(first.headers().etag);

  const html = bytes.toString("utf8");
  expect(html).not.toContain("nonce=");
  const policy = first.headers()["content-security-policy"] ?? "";
  const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1]?.split(" ") ?? [];
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc.some((source) => source.startsWith("'nonce-"))).toBe(false);
  const hashes = inlineScriptHashes(html);
  expect(hashes.length).toBeGreaterThan(0);
  expect(scriptSrc.sort()).toEqual(["'self'", ...hashes.map((hash) => `'sha256-${hash}'`)].sort());

  // a browser holding the page asks again and is told it stands
  const again = await one.get("/newest", { headers: { "if-none-match": first.headers().etag ?? "" } });
  expect(again.status()).toBe(304);
  await Promise.all([one.dispose(), two.dispose()]);
});

// (Latest and the article pages are kept for signed-in readers too: member-cache.spec.ts)
test("a signed-in reader's page is rendered for them alone, and nothing of it reaches a visitor", async ({ page }) => {
  const reader = await signUpFresh(page, "kept-reader");
  const name = (await gql<{ viewer: { displayName: string } }>(page.request, "{ viewer { displayName } }")).data?.viewer
    .displayName as string;
  const own = await page.request.get("/tags");
  expect(own.headers()[CACHE]).toBeUndefined();
  expect(own.headers()["content-security-policy"]).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
  expect(await own.text()).toContain(`Menu of ${name}`);

  const [one, two] = [await visitor(), await visitor()];
  const seen = [await keptPage(one, "/tags"), await keptPage(two, "/tags")];
  for (const response of seen) expect(await response.text()).not.toContain(name);
  expect((await seen[0]?.body())?.equals((await seen[1]?.body()) ?? Buffer.alloc(0))).toBe(true);
  expect(reader).toBeDefined();
  await Promise.all([one.dispose(), two.dispose()]);
});

test("each write's purge reaches the kept pages: the next visitor sees it", async ({ browser }) => {
  test.setTimeout(90_000);
  const guest = await visitor();
  const authorContext = await browser.newContext({ baseURL: ORIGIN });
  const author = await authorContext.newPage();
  await signUpFresh(author, "kept-author");

  // both pages kept before the article exists
  await keptPage(guest, "/newest");
  const title = `Kept tides ${Date.now().toString(36)}`;
  const article = await publishedForTest(author.request, title, "<p>The water keeps its hours.</p>");
  const { path } = article;

  try {
    // a new article: the Latest feed's list tag
    const latest = await guest.get("/newest");
    expect(latest.headers()[CACHE]).toBe("miss");
    expect(await latest.text()).toContain(title);
    await keptPage(guest, path);

    // a comment on it: the article's entity tag
    const commenterContext = await browser.newContext({ baseURL: ORIGIN });
    const commenter = await commenterContext.newPage();
    await signUpFresh(commenter, "kept-commenter");
    const words = `Noted at ${Date.now().toString(36)}`;
    const comment = await gql(commenter.request, COMMENT, {
      input: { comment: { type: "article", articleId: article.id, content: `<p>${words}</p>` } },
    });
    expect(comment.errors).toBeUndefined();
    const commented = await guest.get(path);
    expect(commented.headers()[CACHE]).toBe("miss");
    expect(await commented.text()).toContain(words);
    await commenterContext.close();

    // the author's new name: the user's entity tag, on the article and in the Latest feed
    const displayName = `Kept ${Date.now().toString(36)}`;
    expect((await gql(author.request, RENAME, { input: { displayName } })).errors).toBeUndefined();
    for (const where of [path, "/newest"]) {
      const renamed = await guest.get(where);
      expect(renamed.headers()[CACHE], where).toBe("miss");
      expect(await renamed.text(), where).toContain(displayName);
    }
  } finally {
    // archived: gone from the article's address and from Latest at once
    expect((await gql(author.request, ARCHIVE, { id: article.id })).errors).toBeUndefined();
  }
  expect(await (await guest.get("/newest")).text()).not.toContain(title);
  expect(await (await guest.get(path)).text()).not.toContain("The water keeps its hours.");
  await authorContext.close();
  await guest.dispose();
});

test("a follow or a bookmark purges the pages that show its count, and keeps those that only name what it touched", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const guest = await visitor();
  const authorContext = await browser.newContext({ baseURL: ORIGIN });
  const author = await authorContext.newPage();
  await signUpFresh(author, "followed-author");
  const me = await gql<{ viewer: { id: string; userName: string } }>(author.request, "{ viewer { id userName } }");
  const { id, userName } = me.data?.viewer ?? { id: "", userName: "" };
  const stamp = Date.now().toString(36);
  const article = await publishedForTest(author.request, `Kept names ${stamp}`, "<p>Still here.</p>", [
    `kept-${stamp}`,
  ]);
  const [tag] = article.tags;
  const profile = `/@${userName}`;
  const tagPage = `/tags/${tag?.id}-${tag?.slug}`;
  const readerContext = await browser.newContext({ baseURL: ORIGIN });
  const reader = await readerContext.newPage();
  await signUpFresh(reader, "follower");
  const cacheOf = async (path: string) => (await guest.get(path)).headers()[CACHE];

  try {
    for (const path of [article.path, profile, tagPage]) await keptPage(guest, path);

    // a follow: the profile counts followers; the article and the tag's page only name the author
    expect((await gql(reader.request, FOLLOW, { id })).errors).toBeUndefined();
    expect(await cacheOf(article.path)).toBe("hit");
    expect(await cacheOf(tagPage)).toBe("hit");
    expect(await cacheOf(profile)).toBe("miss");
    const page = await browser.newPage({ baseURL: ORIGIN, locale: "en" });
    await page.goto(profile);
    await expect(page.locator("aside").getByRole("link", { name: /follower/ })).toHaveText("1 follower");
    await page.close();

    // a bookmark of the article: its page counts bookmarks; the cards listing it do not
    await keptPage(guest, profile);
    expect((await gql(reader.request, BOOKMARK_ARTICLE, { id: article.id })).errors).toBeUndefined();
    expect(await cacheOf(profile)).toBe("hit");
    expect(await cacheOf(tagPage)).toBe("hit");
    expect(await cacheOf(article.path)).toBe("miss");

    // a bookmark of the tag: its page counts bookmarks; the article only shows its chip
    await keptPage(guest, article.path);
    expect((await gql(reader.request, BOOKMARK_TAG, { id: tag?.id })).errors).toBeUndefined();
    expect(await cacheOf(article.path)).toBe("hit");
    expect(await cacheOf(tagPage)).toBe("miss");
  } finally {
    expect((await gql(author.request, ARCHIVE, { id: article.id })).errors).toBeUndefined();
  }
  await Promise.all([authorContext.close(), readerContext.close(), guest.dispose()]);
});
