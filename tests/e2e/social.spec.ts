import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { axeOn, gql, hydrated, ORIGIN, signIn, signUpFresh } from "./support";

// Two people meet: a new reader and Bob, a seeded author. The reader follows Bob (who sees the
// 'Followed You' badge and follows back), likes and bookmarks one of his articles, bookmarks
// its tag, and reports it; Bob blocks the reader, whose follow and like are then refused and
// rolled back, and unblocks. Every count is read again after a reload. A visitor is asked to
// log in by each button, with its trigger; axe checks the bookmark pages and the blocked list.

const BobsWork = graphql(`
  query SocialBobsWork {
    user(input: { userName: "bob" }) {
      id
      displayName
      articles(input: { first: 1 }) {
        edges {
          node {
            id
            shortHash
            title
            appreciationsReceivedTotal
            bookmarkCount
            tags {
              id
              content
              slug
            }
          }
        }
      }
    }
  }
`);

const Unfollow = graphql(`
  mutation SocialUnfollow($id: ID!) {
    toggleFollowUser(input: { id: $id, enabled: false }) {
      id
    }
  }
`);

const serious = (violations: { impact?: string | null; id: string }[]) =>
  violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);

async function bobsWork(page: Page) {
  const bob = (await gql(page.request, BobsWork)).data?.user;
  const article = bob?.articles.edges?.[0]?.node;
  const tag = article?.tags?.[0];
  if (!bob || !article || !tag) throw new Error("the seed lacks Bob's tagged article");
  return { bob, article, tag };
}

async function person(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

/** Presses a button once React owns it (before hydration a press does nothing). */
async function press(button: Locator) {
  await hydrated(button);
  await button.click();
}

/**
 * Presses a button that sends a mutation and waits for the API's answer: the button shows its
 * change at once, but a reload before the answer would read the page before the change.
 */
async function pressAndSend(page: Page, button: Locator) {
  // not the read the article page counts once it opens (components/article/read-recorder.tsx)
  const answered = page.waitForResponse(
    (r) =>
      r.url().endsWith("/graphql") &&
      r.request().method() === "POST" &&
      !/mutation ReadArticle\b/.test(r.request().postData() ?? ""),
  );
  await press(button);
  await answered;
}

const followerCount = (page: Page) => page.locator("aside").getByRole("link", { name: /follower/ });
/** The count and its word, singular for one follower. */
const followers = (n: number) => new RegExp(`^${n} ${n === 1 ? "follower" : "followers"}$`);
const likeButton = (page: Page) => page.getByRole("button", { name: /^Like/ });
const likes = (n: number) => new RegExp(`^Like\\s*${n}$`);
/** The article footer's count under a label ("Bookmarks"). */
const footerCount = (page: Page, label: string) =>
  page.locator('article[aria-labelledby="article-title"] dl div').filter({ hasText: label }).locator("dd");
const articleActions = (page: Page) => page.locator('article[aria-labelledby="article-title"]');

// Block and Report sit in a profile's "…" menu beside Follow, a menu button (WAI-ARIA): opened
// by Enter, its items walked with the arrow keys, Escape closing it with focus back on it.
const PROFILE_MENU_WORDS = [
  {
    cookie: "en",
    more: (name: string) => `More actions for ${name}`,
    block: "Block",
    report: "Report",
    title: (name: string) => `Report ${name}`,
    other: "Other",
    send: "Send report",
    thanks: "Thank you. Our moderators will look into it.",
  },
  {
    cookie: "zh_hant",
    more: (name: string) => `${name} 的更多操作`,
    block: "封鎖",
    report: "檢舉",
    title: (name: string) => `檢舉 ${name}`,
    other: "其他",
    send: "送出檢舉",
    thanks: "謝謝，我們的管理員會盡快處理。",
  },
  {
    cookie: "zh_hans",
    more: (name: string) => `${name} 的更多操作`,
    block: "屏蔽",
    report: "举报",
    title: (name: string) => `举报 ${name}`,
    other: "其他",
    send: "提交举报",
    thanks: "谢谢，我们的管理员会尽快处理。",
  },
] as const;

for (const words of PROFILE_MENU_WORDS) {
  test(`a profile keeps Block and Report in its "…" menu, used by keyboard (${words.cookie})`, async ({ page }) => {
    await signUpFresh(page, `profile-menu-${words.cookie}`);
    await page.context().addCookies([{ name: "__language", value: words.cookie, url: ORIGIN }]);
    const { bob } = await bobsWork(page);
    const name = bob.displayName ?? "";
    await page.goto("/@bob");
    const aside = page.locator("aside");
    // not a button beside Follow any more
    await expect(aside.getByRole("button", { name: new RegExp(`^${words.block}`) })).toHaveCount(0);
    const more = aside.getByRole("button", { name: words.more(name), exact: true });
    await expect(more).toHaveAttribute("aria-haspopup", "menu");
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await hydrated(more);

    await more.focus();
    await page.keyboard.press("Enter");
    await expect(more).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("menu", { name: words.more(name) });
    await expect(menu.getByRole("menuitem")).toHaveText([words.block, words.report]);
    await expect(menu.getByRole("menuitem", { name: words.block })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: words.report })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: words.block })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(more).toBeFocused();

    // Report, chosen by keyboard: its dialog names the person, and focus comes back to the menu's button
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    await expect(menu.getByRole("menuitem", { name: words.report })).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: words.title(name) });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("radio", { name: words.other }).check();
    await dialog.getByRole("button", { name: words.send }).click();
    await expect(page.getByRole("status").filter({ hasText: words.thanks })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(more).toBeFocused();
  });
}

test.describe("follows, bookmarks, likes, blocks and reports between two people", () => {
  test("a visitor is asked to log in by each button, with what they tried", async ({ page }) => {
    const { bob, article, tag } = await bobsWork(page);
    await page.goto(`/a/${article.shortHash}`);
    const dialog = page.getByRole("dialog");
    for (const [button, trigger] of [
      [likeButton(page), "appreciation"],
      [articleActions(page).getByRole("button", { name: "Bookmark" }), "bookmark"],
      [articleActions(page).getByRole("button", { name: "Report" }), "reportIssues"],
      [page.locator("aside").getByRole("button", { name: `Follow ${bob.displayName}` }), "followUser"],
    ] as const) {
      await press(button);
      await expect(dialog).toBeVisible();
      await expect(dialog.locator(`[data-trigger="${trigger}"]`)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
    // nothing was counted
    await expect(likeButton(page)).toHaveText(likes(article.appreciationsReceivedTotal));

    await page.goto(`/tags/${tag.id}-${tag.slug}`);
    await press(page.getByRole("button", { name: `Bookmark #${tag.content}` }));
    await expect(dialog.locator('[data-trigger="bookmarkTag"]')).toBeVisible();
  });

  test("follow, like, bookmark, report, block and unblock, the counts right after every reload", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const reader = await person(browser);
    const author = await person(browser);
    const readerEmail = await signUpFresh(reader.page, "social");
    await signIn(author.page, "bob@example.com");
    const { bob, article, tag } = await bobsWork(reader.page);
    const me = await gql<{ viewer: { id: string; userName: string; displayName: string } }>(
      reader.page.request,
      "{ viewer { id userName displayName } }",
    );
    const readerName = me.data?.viewer.displayName as string;
    const readerUserName = me.data?.viewer.userName as string;

    // the reader follows Bob: the button and his follower count change at once, and hold
    const { page } = reader;
    await page.goto("/@bob");
    const before = Number(((await followerCount(page).textContent()) ?? "").match(/\d+/)?.[0]);
    const follow = page.locator("aside").getByRole("button", { name: `Follow ${bob.displayName}` });
    await pressAndSend(page, follow);
    await expect(page.locator("aside").getByRole("button", { name: `Following ${bob.displayName}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(followerCount(page)).toHaveText(followers(before + 1));
    await page.reload();
    await expect(followerCount(page)).toHaveText(followers(before + 1));
    await expect(page.locator("aside").getByRole("button", { name: `Following ${bob.displayName}` })).toBeVisible();

    // Bob sees who follows him, and follows back: the badge says they follow each other
    await author.page.goto(`/@${readerUserName}`);
    const aside = author.page.locator("aside");
    await expect(aside.getByText("Followed You", { exact: true })).toBeVisible();
    await pressAndSend(author.page, aside.getByRole("button", { name: `Follow ${readerName}` }));
    await expect(aside.getByText("Followed", { exact: true })).toBeVisible();
    await author.page.reload();
    await expect(aside.getByText("Followed", { exact: true })).toBeVisible();
    await expect(followerCount(author.page)).toHaveText(followers(1));

    // the reader likes Bob's article twice and bookmarks it; Bob cannot like his own
    await page.goto(`/a/${article.shortHash}`);
    const total = article.appreciationsReceivedTotal;
    await pressAndSend(page, likeButton(page));
    await expect(likeButton(page)).toHaveText(likes(total + 1));
    await expect(likeButton(page)).toHaveAttribute("aria-pressed", "true");
    await pressAndSend(page, likeButton(page));
    await expect(likeButton(page)).toHaveText(likes(total + 2));
    const bookmark = articleActions(page).getByRole("button", { name: "Bookmark" });
    await pressAndSend(page, bookmark);
    await expect(page.getByRole("status").filter({ hasText: "Bookmarked" })).toBeVisible();
    await expect(bookmark).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(likeButton(page)).toHaveText(likes(total + 2));
    await expect(articleActions(page).getByRole("button", { name: "Bookmark" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(footerCount(page, "Bookmarks")).toHaveText(String(article.bookmarkCount + 1));
    await expect(footerCount(page, "Appreciations")).toHaveText(String(total + 2));
    await author.page.goto(`/a/${article.shortHash}`);
    await expect(likeButton(author.page)).toHaveAttribute("aria-disabled", "true");
    await expect(likeButton(author.page)).toHaveText(likes(total + 2));

    // the reader reports it, with a reason
    await press(articleActions(page).getByRole("button", { name: "Report" }));
    const report = page.getByRole("dialog", { name: "Report this content" });
    await report.getByRole("radio", { name: "Illegal advertising" }).check();
    await report.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Our moderators will look into it" })).toBeVisible();
    await expect(report).toBeHidden();

    // and bookmarks its tag: it is on the reader's bookmarks pages, as the article is
    await page.goto(`/tags/${tag.id}-${tag.slug}`);
    await press(page.getByRole("button", { name: `Bookmark #${tag.content}` }));
    await expect(page.getByRole("status").filter({ hasText: "Bookmarked" })).toBeVisible();
    await page.goto("/me/bookmarks/tags");
    await expect(page.getByRole("main").getByRole("link", { name: `#${tag.content}` })).toBeVisible();
    expect(serious((await axeOn(page).analyze()).violations)).toEqual([]);
    await page.goto("/me/bookmarks/articles");
    await expect(page.getByRole("main").getByRole("link", { name: article.title }).first()).toBeVisible();
    expect(serious((await axeOn(page).analyze()).violations)).toEqual([]);
    // removing the tag's bookmark there takes it off the list
    await press(page.getByRole("main").getByRole("link", { name: "Tags" }));
    await press(page.getByRole("button", { name: `Bookmark #${tag.content}` }));
    await expect(page.getByRole("status").filter({ hasText: "Bookmark removed" })).toBeVisible();
    await expect(page.getByText("No bookmarked tags yet")).toBeVisible();

    // Bob blocks the reader from the profile's "…" menu: asked once, then the follows between them end
    await author.page.goto(`/@${readerUserName}`);
    const more = aside.getByRole("button", { name: `More actions for ${readerName}` });
    await press(more);
    await author.page.getByRole("menuitem", { name: "Block" }).click();
    const question = author.page.getByRole("dialog", { name: `Block ${readerName}?` });
    await question.getByRole("button", { name: "Block" }).click();
    await expect(author.page.getByRole("status").filter({ hasText: `${readerName} is blocked` })).toBeVisible();
    await more.click();
    await expect(author.page.getByRole("menuitem", { name: "Unblock" })).toBeVisible();
    await author.page.keyboard.press("Escape");
    await author.page.goto("/me/settings/blocked");
    await expect(author.page.getByRole("main").getByRole("link", { name: new RegExp(readerName) })).toBeVisible();
    expect(serious((await axeOn(author.page).analyze()).violations)).toEqual([]);

    // the reader no longer follows Bob, cannot follow him again, nor like his work: both roll back
    await page.goto("/@bob");
    await expect(followerCount(page)).toHaveText(followers(before));
    const again = page.locator("aside").getByRole("button", { name: `Follow ${bob.displayName}` });
    await press(again);
    await expect(page.getByRole("alert").filter({ hasText: "No permission" })).toBeVisible();
    await expect(again).toHaveAttribute("aria-pressed", "false");
    await expect(followerCount(page)).toHaveText(followers(before));
    await page.goto(`/a/${article.shortHash}`);
    await press(likeButton(page));
    await expect(page.getByRole("alert").filter({ hasText: "No permission" })).toBeVisible();
    await expect(likeButton(page)).toHaveText(likes(total + 2));

    // Bob unblocks the reader from his list: they leave it, and following works again
    const listed = author.page.getByRole("main").getByRole("link", { name: new RegExp(readerName) });
    await press(author.page.getByRole("main").getByRole("button", { name: `Unblock ${readerName}` }));
    await expect(
      author.page.getByRole("status").filter({ hasText: `${readerName} is no longer blocked` }),
    ).toBeVisible();
    await expect(listed).toBeHidden();
    // the reader, who blocked no one, finds the list empty
    await page.goto("/me/settings/blocked");
    await expect(page.getByText("You have not blocked anyone.")).toBeVisible();
    await page.goto("/@bob");
    await pressAndSend(page, page.locator("aside").getByRole("button", { name: `Follow ${bob.displayName}` }));
    await expect(followerCount(page)).toHaveText(followers(before + 1));
    await page.reload();
    await expect(followerCount(page)).toHaveText(followers(before + 1));

    // what a reader did shows only to them: a visitor's copy of the same pages holds none of it
    const visitor = await person(browser);
    await visitor.page.goto(`/a/${article.shortHash}`);
    await expect(likeButton(visitor.page)).toHaveText(likes(total + 2));
    await expect(likeButton(visitor.page)).not.toHaveAttribute("aria-pressed", "true");
    await expect(articleActions(visitor.page).getByRole("button", { name: "Bookmark" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await visitor.page.goto("/@bob");
    await expect(
      visitor.page.locator("aside").getByRole("button", { name: `Follow ${bob.displayName}` }),
    ).toHaveAttribute("aria-pressed", "false");
    await visitor.context.close();

    // Bob's followers as the seed had them, for the tests that follow
    expect((await gql(page.request, Unfollow, { id: bob.id })).errors).toBeUndefined();
    expect(readerEmail).toContain("@example.com");
    await reader.context.close();
    await author.context.close();
  });

  test("an inactive account is told it may not, and is offered no follow button", async ({ page }) => {
    // an admin may read the seeded frozen account's email
    await signIn(page, "editor@example.com");
    const lookup = await gql<{ user: { info: { email: string } } }>(
      page.request,
      '{ user(input: { userName: "guo_zixuan" }) { info { email } } }',
    );
    await page.context().clearCookies();
    await signIn(page, lookup.data?.user.info.email ?? "");
    const { bob, article } = await bobsWork(page);
    await page.goto(`/a/${article.shortHash}`);
    const toast = page.getByRole("alert").filter({ hasText: "No permission to perform this operation." });
    for (const button of [likeButton(page), articleActions(page).getByRole("button", { name: "Bookmark" })]) {
      await press(button);
      await expect(toast).toBeVisible();
      await expect(button).not.toHaveAttribute("aria-pressed", "true");
      await page.getByRole("button", { name: "Dismiss" }).first().click();
      await expect(toast).toBeHidden();
    }
    await expect(likeButton(page)).toHaveText(likes(article.appreciationsReceivedTotal));
    await expect(page.getByRole("dialog")).toBeHidden();
    await page.goto("/@bob");
    await expect(followerCount(page)).toBeVisible();
    await expect(
      page.locator("aside").getByRole("button", { name: new RegExp(`Follow.*${bob.displayName}`) }),
    ).toHaveCount(0);
  });

  test("lists a person's followers and followings, each with a follow button", async ({ page }) => {
    await signIn(page, "alice@example.com");
    await page.goto("/@bob/followers");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Followers of");
    const tabs = page.getByRole("navigation", { name: "Followers and following" });
    await expect(tabs.getByRole("link", { name: "Followers" })).toHaveAttribute("aria-current", "page");
    await tabs.getByRole("link", { name: "Following" }).click();
    await expect(page).toHaveURL(/\/@bob\/following$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("People");
    expect(serious((await axeOn(page).analyze()).violations)).toEqual([]);
  });
});
