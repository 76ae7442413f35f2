import { type Browser, expect, request as requests, test } from "@playwright/test";
import { gql, ORIGIN, publishedForTest, signUpFresh } from "./support";

// Issue 33: an article's page, a tag's, a profile, Latest and Featured are kept for every
// signed-in reader as a visitor's page is (server/cache/member-pages.ts): one copy rendered
// without a session, each answer that copy with its reader's state written into its head, which
// the islands (top bar, the article's buttons, the author's follow button, the tag's bookmark
// button, the profile's follow button and menu) show. Two readers get the same bytes
// but for their own state; the author's own article is rendered for them alone; a write's
// purge reaches the copy.

const CACHE = "x-margins-cache";
const STATE = /<script type="application\/json" id="margins-member-state">([\s\S]*?)<\/script>/;
const ARCHIVE = "mutation($id: ID!) { editArticle(input: { id: $id, state: archived }) { state } }";
const BOOKMARK = "mutation($id: ID!) { toggleBookmarkArticle(input: { id: $id, enabled: true }) { bookmarked } }";
const COMMENT = "mutation($input: PutCommentInput!) { putComment(input: $input) { id } }";
const ME = "{ viewer { id userName displayName } }";
const FOLLOW = "mutation($id: ID!) { toggleFollowUser(input: { id: $id, enabled: true }) { isFollowee } }";
const BOOKMARK_TAG = "mutation($id: ID!) { toggleBookmarkTag(input: { id: $id, enabled: true }) { isFollower } }";

type Reader = {
  page: import("@playwright/test").Page;
  id: string;
  userName: string;
  displayName: string;
  close(): Promise<void>;
};

async function reader(browser: Browser, label: string): Promise<Reader> {
  const context = await browser.newContext({ baseURL: ORIGIN, locale: "en-US" });
  const page = await context.newPage();
  await signUpFresh(page, label);
  const viewer = (await gql<{ viewer: { id: string; userName: string; displayName: string } }>(page.request, ME)).data
    ?.viewer;
  if (!viewer) throw new Error("no viewer");
  return { page, ...viewer, close: () => context.close() };
}

/** An article by a fresh author, published for the test (archived by the caller), in `tags` where given. */
async function publishedArticle(author: Reader, body: string, tags?: string[]) {
  const title = `Shared shore ${Date.now().toString(36)}`;
  return { ...(await publishedForTest(author.page.request, title, `<p>${body}</p>`, tags)), title };
}

/** The answer's HTML without the reader's state, and that state. */
function split(html: string): {
  copy: string;
  state: { viewer: { userName: string }; article?: unknown; tag?: unknown; user?: unknown } | null;
} {
  const found = STATE.exec(html);
  return { copy: html.replace(STATE, ""), state: found?.[1] ? JSON.parse(found[1]) : null };
}

/** Two readers' answers for `path`, each from the kept copy, split into the copy and its state. */
async function sharedAnswers(one: Reader, two: Reader, path: string) {
  const first = await one.page.request.get(path);
  const second = await two.page.request.get(path);
  expect(first.headers()[CACHE]).toBe("hit");
  expect(second.headers()[CACHE]).toBe("hit");
  return { first, second, a: split(await first.text()), b: split(await second.text()) };
}

/** The page's errors from here on: React reports a hydration mismatch as one. */
function pageErrors(page: Reader["page"]): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test("signed-in readers share one kept copy of an article, each answer holding its reader's own state", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const author = await reader(browser, "member-author");
  const [one, two] = [await reader(browser, "member-one"), await reader(browser, "member-two")];
  const article = await publishedArticle(author, "The tide keeps one copy for all.");
  try {
    expect((await gql(one.page.request, BOOKMARK, { id: article.id })).errors).toBeUndefined();
    await one.page.request.get(article.path);
    const { first, second, a, b } = await sharedAnswers(one, two, article.path);
    expect(first.headers()["cache-control"]).toBe("private, no-store");
    // the copy compressed once, the state spliced in (server/cache/spliced-gzip.ts): decoded below
    expect(second.headers()["content-encoding"]).toBe("gzip");
    // the same bytes but for the state, and each state the reader's own
    expect(a.copy).toBe(b.copy);
    expect(a.state).toMatchObject({ viewer: { userName: one.userName }, article: { bookmarked: true } });
    expect(b.state).toMatchObject({ viewer: { userName: two.userName }, article: { bookmarked: false } });
    expect(await second.text()).not.toContain(one.userName);
    expect(a.copy).not.toContain(one.userName);
    expect(a.copy).not.toContain(two.userName);

    // a visitor's page holds no reader's state
    const guest = await requests.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { "accept-language": "en" } });
    const visitorHtml = await (await guest.get(article.path)).text();
    expect(visitorHtml).not.toMatch(STATE);
    expect(visitorHtml).not.toContain(one.userName);
    await guest.dispose();

    // in the browser: the reader's menu, their bookmark, and the author's follow button, with
    // the page hydrated as drawn (no error: React reports a mismatch as one)
    const errors = pageErrors(one.page);
    await one.page.goto(article.path);
    await expect(one.page.getByRole("button", { name: `Menu of ${one.displayName}` })).toBeVisible();
    const actions = one.page.getByRole("article");
    await expect(actions.getByRole("button", { name: "Bookmark" })).toHaveAttribute("aria-pressed", "true");
    await expect(one.page.getByRole("complementary").getByRole("button", { name: /^Follow/ })).toBeVisible();
    expect(errors).toEqual([]);
    await two.page.goto(article.path);
    await expect(two.page.getByRole("button", { name: `Menu of ${two.displayName}` })).toBeVisible();
    await expect(two.page.getByRole("article").getByRole("button", { name: "Bookmark" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    // the reader's own write shows on their next answer, from the same copy
    await two.page.getByRole("article").getByRole("button", { name: "Bookmark" }).click();
    await expect(two.page.getByRole("article").getByRole("button", { name: "Bookmark" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect
      .poll(async () => split(await (await two.page.request.get(article.path)).text()).state)
      .toMatchObject({ article: { bookmarked: true } });

    // the author's own article is rendered for them alone, with their tools
    const own = await author.page.request.get(article.path);
    expect(own.headers()[CACHE]).toBeUndefined();
    expect(await own.text()).not.toMatch(STATE);
    await author.page.goto(article.path);
    await expect(author.page.getByRole("button", { name: `Menu of ${author.displayName}` })).toBeVisible();
    await expect(author.page.getByRole("link", { name: "Edit" })).toBeVisible();
  } finally {
    expect((await gql(author.page.request, ARCHIVE, { id: article.id })).errors).toBeUndefined();
  }
  // archived: no copy for anyone
  const gone = await one.page.request.get(article.path);
  expect(await gone.text()).not.toContain("The tide keeps one copy for all.");
  await Promise.all([author.close(), one.close(), two.close()]);
});

test("signed-in readers share one kept copy of a tag's page, each with their own bookmark of it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const author = await reader(browser, "member-tag-author");
  const [one, two] = [await reader(browser, "member-tag-one"), await reader(browser, "member-tag-two")];
  const word = `shoretag${Date.now().toString(36)}`;
  const article = await publishedArticle(author, "A tag kept once for every reader.", [word]);
  try {
    const tag = article.tags[0];
    if (!tag) throw new Error("the article has no tag");
    const path = `/tags/${tag.id}-${encodeURIComponent(tag.slug)}`;
    expect((await gql(one.page.request, BOOKMARK_TAG, { id: tag.id })).errors).toBeUndefined();
    await one.page.request.get(path);
    const { a, b } = await sharedAnswers(one, two, path);
    expect(a.copy).toBe(b.copy);
    expect(a.state).toMatchObject({ viewer: { userName: one.userName }, tag: { id: tag.id, bookmarked: true } });
    expect(b.state).toMatchObject({ viewer: { userName: two.userName }, tag: { id: tag.id, bookmarked: false } });
    expect(a.copy).not.toContain(one.userName);

    // in the browser: each reader's own bookmark, the page hydrated as drawn
    const errors = pageErrors(two.page);
    await one.page.goto(path);
    await expect(one.page.getByRole("button", { name: `Bookmark #${tag.content}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await two.page.goto(path);
    const bookmark = two.page.getByRole("button", { name: `Bookmark #${tag.content}` });
    await expect(bookmark).toHaveAttribute("aria-pressed", "false");
    expect(errors).toEqual([]);
    // a press by keyboard: said, kept across the refresh with the focus on the button, and on the next answer
    await bookmark.focus();
    await two.page.keyboard.press("Enter");
    await expect(two.page.getByRole("status").filter({ hasText: "Bookmarked" })).toBeVisible();
    await expect(bookmark).toHaveAttribute("aria-pressed", "true");
    await expect(bookmark).toBeFocused();
    await expect
      .poll(async () => split(await (await two.page.request.get(path)).text()).state)
      .toMatchObject({ tag: { bookmarked: true } });
    await two.page.reload();
    await expect(bookmark).toHaveAttribute("aria-pressed", "true");
  } finally {
    expect((await gql(author.page.request, ARCHIVE, { id: article.id })).errors).toBeUndefined();
  }
  await Promise.all([author.close(), one.close(), two.close()]);
});

test("signed-in readers share one kept copy of a profile, each with their own follow; one's own is one's own", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const person = await reader(browser, "member-profile");
  const [one, two] = [await reader(browser, "member-profile-one"), await reader(browser, "member-profile-two")];
  const path = `/@${person.userName}`;
  expect((await gql(one.page.request, FOLLOW, { id: person.id })).errors).toBeUndefined();
  await one.page.request.get(path);
  const { a, b } = await sharedAnswers(one, two, path);
  expect(a.copy).toBe(b.copy);
  expect(a.state).toMatchObject({ viewer: { userName: one.userName }, user: { id: person.id, isFollowee: true } });
  expect(b.state).toMatchObject({ viewer: { userName: two.userName }, user: { id: person.id, isFollowee: false } });
  expect(a.copy).not.toContain(one.userName);

  const aside = (reader: Reader) => reader.page.getByRole("complementary");
  await one.page.goto(path);
  await expect(aside(one).getByRole("button", { name: `Following ${person.displayName}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const errors = pageErrors(two.page);
  await two.page.goto(path);
  const follow = aside(two).getByRole("button", { name: `Follow ${person.displayName}` });
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  await expect(aside(two).getByRole("button", { name: `More actions for ${person.displayName}` })).toBeVisible();
  expect(errors).toEqual([]);
  // a follow by keyboard: the button says so and keeps the focus across the refresh
  await follow.focus();
  await two.page.keyboard.press("Enter");
  const following = aside(two).getByRole("button", { name: `Following ${person.displayName}` });
  await expect(following).toHaveAttribute("aria-pressed", "true");
  await expect(following).toBeFocused();
  await expect
    .poll(async () => split(await (await two.page.request.get(path)).text()).state)
    .toMatchObject({ user: { isFollowee: true } });

  // the person's own profile is rendered for them alone, with no follow button of their own
  const own = await person.page.request.get(path);
  expect(own.headers()[CACHE]).toBeUndefined();
  expect(await own.text()).not.toMatch(STATE);
  await person.page.goto(path);
  await expect(person.page.getByRole("button", { name: `Menu of ${person.displayName}` })).toBeVisible();
  await expect(aside(person).getByRole("button", { name: /^Follow/ })).toHaveCount(0);
  await Promise.all([person.close(), one.close(), two.close()]);
});

test("a write's purge reaches the signed-in readers' copy", async ({ browser }) => {
  test.setTimeout(90_000);
  const author = await reader(browser, "member-purge-author");
  const [one, two] = [await reader(browser, "member-purge-one"), await reader(browser, "member-purge-two")];
  const article = await publishedArticle(author, "Copies drift with the tide.");
  try {
    await one.page.request.get(article.path);
    expect((await one.page.request.get(article.path)).headers()[CACHE]).toBe("hit");
    const words = `Seen by all at ${Date.now().toString(36)}`;
    const comment = await gql(two.page.request, COMMENT, {
      input: { comment: { type: "article", articleId: article.id, content: `<p>${words}</p>` } },
    });
    expect(comment.errors).toBeUndefined();
    const after = await one.page.request.get(article.path);
    expect(after.headers()[CACHE]).toBe("miss");
    expect(await after.text()).toContain(words);
  } finally {
    expect((await gql(author.page.request, ARCHIVE, { id: article.id })).errors).toBeUndefined();
  }
  await Promise.all([author.close(), one.close(), two.close()]);
});

test("Latest for a signed-in reader comes from the shared copy, with My Page and their menu", async ({ browser }) => {
  const one = await reader(browser, "member-latest");
  await one.page.request.get("/newest");
  let answer = await one.page.request.get("/newest");
  // a copy kept over a minute ago is answered stale while it is rendered again behind
  for (let tries = 0; answer.headers()[CACHE] === "stale" && tries < 20; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    answer = await one.page.request.get("/newest");
  }
  expect(answer.headers()[CACHE]).toBe("hit");
  const { copy, state } = split(await answer.text());
  expect(state).toMatchObject({ viewer: { userName: one.userName } });
  expect(copy).not.toContain(one.userName);
  await one.page.goto("/newest");
  await expect(one.page.getByRole("button", { name: `Menu of ${one.displayName}` })).toBeVisible();
  await expect(
    one.page.getByRole("navigation", { name: "Channels" }).first().getByRole("link", { name: "My Page" }),
  ).toBeVisible();
  // nothing of the visitor's drawer and no login prompt for a signed-in reader
  await expect(one.page.getByRole("button", { name: "Enter", exact: true })).toHaveCount(0);
  await one.close();
});

test("before its scripts run, a kept page shows the controls this device last drew, for the same account alone", async ({
  browser,
}) => {
  const one = await reader(browser, "member-kept-controls");
  const menu = one.page.getByRole("button", { name: `Menu of ${one.displayName}` });
  // a page rendered for the reader draws the controls, and this device keeps them
  await one.page.goto("/tags");
  await expect(menu).toBeVisible();
  await expect.poll(() => one.page.evaluate(() => localStorage.getItem("margins:controls"))).toContain("Menu of ");

  // no script of the page's runs: what shows is the answer as parsed, with the inline fill
  await one.page.route("**/_next/static/**", (route) => route.abort());
  await one.page.goto("/newest");
  await expect(menu).toBeVisible();

  // kept for another account (one signed out here, another signed in): left out
  await one.page.evaluate(() => {
    const kept = JSON.parse(localStorage.getItem("margins:controls") ?? "{}");
    localStorage.setItem("margins:controls", JSON.stringify({ ...kept, id: "VXNlcjow" }));
  });
  await one.page.goto("/newest");
  await expect(one.page.getByRole("banner")).toBeVisible();
  await expect(one.page.getByRole("button", { name: /^Menu of / })).toHaveCount(0);
  await one.close();
});
