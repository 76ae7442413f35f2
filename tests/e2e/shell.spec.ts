import { expect, test } from "@playwright/test";
import { at, gql, ORIGIN, signIn } from "./support";

test.describe("layouts", () => {
  test("home-type pages have three columns: channels, the feed and the aside", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await expect(page.locator("[data-layout=three]")).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Channels" });
    await expect(nav.getByRole("link")).toContainText(["Featured", "Travel & Cities", "Latest"]);
    // My Page is for signed-in readers only
    await expect(nav.getByRole("link", { name: "My Page" })).toHaveCount(0);
    // temporary channels (curation, writing challenge) link by their prefix: the seed's two challenges
    await expect(nav.locator('a[href^="/e/"]')).toHaveCount(2);
    const aside = page.getByRole("complementary");
    await expect(aside).toBeVisible();
    expect(await aside.evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
    expect(await aside.evaluate((el) => getComputedStyle(el).top)).toBe("65px");
  });

  test("a person's works have two columns with the profile on the left", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto("/@alice");
    expect(response?.status()).toBe(200);
    await expect(page.locator("[data-layout=two-aside-left]")).toBeVisible();
    const aside = page.getByRole("complementary", { name: "Profile" });
    await expect(aside).toContainText("Alice Chen");
    const works = page.getByRole("heading", { name: "Works", exact: true });
    const [asideBox, worksBox] = [await aside.boundingBox(), await works.boundingBox()];
    expect(asideBox?.x).toBeLessThan(worksBox?.x ?? 0);
    // the profile takes the side: the channels are behind the menu button
    await expect(page.getByRole("navigation", { name: "Channels" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeVisible();
  });

  test("the guide has one column, and standalone pages have no site navigation", async ({ page }) => {
    await page.goto("/guide");
    await expect(page.locator("[data-layout=one]")).toBeVisible();
    await expect(page.getByRole("search")).toHaveCount(1);
    // the side navigation is used everywhere but the standalone pages (section 2.4)
    await expect(page.getByRole("navigation", { name: "Channels" })).toBeVisible();
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Margins");
    await expect(page.getByRole("search")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Channels" })).toHaveCount(0);
  });

  test("narrow screens swap the search bar for a search button, the side columns for a bar and a menu", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto("/");
    await expect(page.getByRole("searchbox")).toBeHidden();
    await expect(page.getByRole("link", { name: "Search articles, people and tags" })).toBeVisible();
    await expect(page.getByRole("complementary")).toBeHidden();
    // home-type pages keep the channels as a bar under the top bar; others behind the menu
    const bar = page.getByRole("navigation", { name: "Channels" });
    await expect(bar).toBeVisible();
    expect((await bar.boundingBox())?.y).toBe(64);
    await page.goto("/guide");
    await expect(page.getByRole("navigation", { name: "Channels" })).toBeHidden();
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(
      page.getByRole("dialog", { name: "Menu" }).getByRole("navigation", { name: "Channels" }).getByRole("link"),
    ).toContainText(["Featured", "Travel & Cities", "Latest"]);
  });
});

test.describe("top bar", () => {
  test("a visitor sees the language switch and Enter", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Margins, go to Featured" })).toHaveAttribute("href", "/featured");
    await expect(page.getByRole("button", { name: "Language" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Enter" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Create" })).toHaveCount(0);
  });

  test("a signed-in user sees Create, notifications and the user menu", async ({ page }) => {
    await signIn(page, "alice@example.com");
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Enter" })).toHaveCount(0);
    // the seed leaves Alice 3 unread notices, unless a test before this one read them
    // (notifications.spec.ts does): the bell shows what the API counts
    const counted = await gql<{ viewer: { status: { unreadNoticeCount: number } } }>(
      page.request,
      "query { viewer { status { unreadNoticeCount } } }",
    );
    const unread = counted.data?.viewer.status.unreadNoticeCount ?? -1;
    expect(unread).toBeGreaterThanOrEqual(0);
    if (unread > 0) await expect(page.getByTestId("unread-count")).toHaveText(String(unread));
    else await expect(page.getByTestId("unread-count")).toHaveCount(0);
    const label = unread > 0 ? new RegExp(`^Notifications, ${unread} unread$`) : /^Notifications$/;
    await expect(page.getByRole("link", { name: label })).toHaveAttribute("href", "/me/notifications");
    await expect(
      page.getByRole("navigation", { name: "Channels" }).getByRole("link", { name: "My Page" }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByRole("menuitem")).toHaveText(["Moment", "Article"]);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Create" })).toBeFocused();

    await page.getByRole("button", { name: "Menu of Alice Chen" }).click();
    const items = page.getByRole("menuitem");
    await expect(items).toHaveText([
      "Profile",
      "History",
      "Bookmarks",
      "Fediverse",
      "My Works",
      "Circle",
      "Wallet",
      "Stats",
      "Settings",
      "About",
      "Explore",
      "Terms",
      "Community",
      "Log Out",
    ]);
    await expect(page.getByRole("menuitem", { name: "Circle" })).toHaveAttribute("href", /^\/~/);
    // arrow keys move through the menu
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(page.getByRole("menuitem", { name: "Log Out" })).toBeFocused();
  });

  // Every link is a whole-page load: the new page must arrive with the controls, not show the
  // bar without them while they stream in. Each new document samples itself at every frame
  // from its start (requestAnimationFrame runs right before each paint): a frame with the top
  // bar but no user menu, or with the channels but no My Page, is one the reader saw blink.
  for (const { cookie, menu, channels, latest } of [
    { cookie: "en", menu: "Menu of Alice Chen", channels: "Channels", latest: "Latest" },
    { cookie: "zh_hant", menu: "Alice Chen 的選單", channels: "頻道", latest: "最新" },
    { cookie: "zh_hans", menu: "Alice Chen 的菜单", channels: "频道", latest: "最新" },
  ]) {
    test(`the signed-in controls and My Page are on every frame of page after page (${cookie})`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn(page, "alice@example.com");
      await page.context().addCookies([{ name: "__language", value: cookie, url: ORIGIN }]);
      await page.addInitScript(
        ({ menu, channels }) => {
          const frames = { sampled: 0, withoutControls: 0, withoutMyPage: 0 };
          Object.assign(window, { topBarFrames: frames });
          // The parser may yield (and a frame run) inside the bar's own HTML on a busy machine;
          // an element counts once the parser has passed its end tag, which is when a streamed
          // part's fallback would show, and is what this test is about.
          const parsed = (element: Element) => {
            for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
              if (node.nextSibling) return true;
            }
            return false;
          };
          const sample = () => {
            const bar = document.querySelector("header");
            if (bar && parsed(bar)) {
              frames.sampled += 1;
              const button = bar.querySelector(`button[aria-label="${menu}"]`);
              if (!button?.checkVisibility()) frames.withoutControls += 1;
              const nav = document.querySelector(`nav[aria-label="${channels}"]`);
              if (nav && parsed(nav) && !nav.querySelector('a[href="/follow"]')) frames.withoutMyPage += 1;
            }
            if (frames.sampled < 600) requestAnimationFrame(sample);
          };
          requestAnimationFrame(sample);
        },
        { menu, channels },
      );
      const channelNav = page.getByRole("navigation", { name: channels });
      const steps: [string, () => Promise<void>][] = [
        ["home", async () => void (await page.goto("/"))],
        ["Latest", () => channelNav.getByRole("link", { name: latest }).click()],
        ["an article", () => page.getByRole("main").locator("h2 a").first().click()],
        // the bar's own logo (the drawer's, hidden until it opens, comes first in the page)
        ["the logo", () => page.getByRole("banner").locator('a[href="/featured"]').filter({ visible: true }).click()],
        ["a channel", () => channelNav.locator('a[href^="/c/"]').first().click()],
        ["back", async () => void (await page.goBack())],
      ];
      let url = "";
      for (const [name, step] of steps) {
        await step();
        await expect.poll(() => page.url(), name).not.toBe(url);
        url = page.url();
        await page.waitForLoadState("load");
        await expect(page.getByRole("button", { name: menu, exact: true }), name).toBeVisible();
        // past React's reveal of streamed parts (it holds them until 300 ms after the first paint)
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 400)));
        const frames = await page.evaluate(
          () => (window as unknown as { topBarFrames: Record<string, number> }).topBarFrames,
        );
        expect(frames.sampled, `${name}: frames sampled`).toBeGreaterThan(0);
        expect(frames, name).toMatchObject({ withoutControls: 0, withoutMyPage: 0 });
      }
    });
  }

  test("on a narrow screen the user menu opens as a side drawer over the page", async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await signIn(page, "alice@example.com");
    await page.goto("/");
    await page.getByRole("button", { name: "Menu of Alice Chen" }).click();
    const drawer = page.getByRole("menu");
    // measured and tapped beside once it has slid in, not while it moves
    await expect(drawer).toBeVisible();
    await drawer.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    const box = await drawer.boundingBox();
    // pinned to the right edge, as tall as the screen
    expect(box?.y).toBe(0);
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(400);
    expect(box?.height).toBe(800);
    // a tap on the dimmed page closes it
    await page.mouse.click(20, 400);
    await expect(page.getByRole("menu")).toHaveCount(0);
  });

  test("an inactive user is told Create is not allowed", async ({ page }) => {
    // an admin may read the seeded frozen account's email
    await signIn(page, "editor@example.com");
    const lookup = await gql<{ user: { info: { email: string } } }>(
      page.request,
      '{ user(input: { userName: "guo_zixuan" }) { info { email } } }',
    );
    const email = lookup.data?.user.info.email ?? "";
    await page.context().clearCookies();
    await signIn(page, email);
    await page.goto("/");
    await page.getByRole("button", { name: "Create" }).click();
    await page.getByRole("menuitem", { name: "Article" }).click();
    const toast = page.getByRole("region", { name: "Notifications" }).getByRole("listitem");
    await expect(toast).toContainText("No permission to perform this operation.");
    await expect(page).toHaveURL(/\/$/);
  });

  test("logging out leaves a protected page for home and shows the visitor's bar", async ({ page }) => {
    await signIn(page, "bob@example.com");
    await page.goto("/me/notifications");
    await page.getByRole("button", { name: /Menu of/ }).click();
    await page.getByRole("menuitem", { name: "Log Out" }).click();
    await expect(page).toHaveURL(at("/"));
    await expect(page.getByRole("button", { name: "Enter" })).toBeVisible();
    expect(await gql(page.request, "{ viewer { id } }")).toEqual({ data: { viewer: { id: "" } } });
  });
});

test("an unknown page and a missing person answer 404 with the not-found screen", async ({ page }) => {
  for (const path of ["/this-page-does-not-exist", "/@nobody_by_that_name", "/a/b/c"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator("section[role=alert]")).toContainText("unknown space");
  }
});

// Unknown routes, notFound() from a page inside the top bar's frame, and from a page outside it.
test("the not-found page has a heading and its own title in every language", async ({ page }) => {
  const languages = [
    ["en", "Page not found"],
    ["zh_hant", "找不到頁面"],
    ["zh_hans", "找不到页面"],
  ] as const;
  for (const [locale, title] of languages) {
    for (const path of ["/no-such-page", "/@nobody_by_that_name", "/a/zzzzzzzzzzzz", "/m/zzzzzzzzzzzz"]) {
      const response = await page.goto(`${path}?locale=${locale}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(title);
      await expect(page, path).toHaveTitle(`${title} - Margins`);
    }
  }
});

test("the terms and the community guidelines the menus link to are there, in every language", async ({ page }) => {
  const pages = [
    { path: "/tos", en: "Terms of Service", hant: "用戶協議", hans: "用户协议" },
    { path: "/community", en: "Community Guidelines", hant: "社區守則", hans: "社区守则" },
  ];
  for (const { path, en, hant, hans } of pages) {
    for (const [locale, heading] of [
      ["en", en],
      ["zh_hant", hant],
      ["zh_hans", hans],
    ] as const) {
      const response = await page.goto(`${path}?locale=${locale}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      expect(await page.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(2);
    }
  }
  await expect(page.locator("[data-layout=one]")).toBeVisible();
});

test("the channel navigation marks only the link of the page shown as current", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const nav = page.getByRole("navigation", { name: "Channels" });
  const current = nav.locator('[aria-current="page"]');

  // a visitor's home is Featured
  for (const path of ["/?locale=en", "/featured?locale=en"]) {
    await page.goto(path);
    await expect(current, path).toHaveText(["Featured"]);
  }

  // a signed-in reader's home is My Page (the follow feed), not Featured
  await signIn(page, "alice@example.com");
  for (const [path, link] of [
    ["/", "My Page"],
    ["/follow", "My Page"],
    ["/featured", "Featured"],
    ["/newest", "Latest"],
  ] as const) {
    await page.goto(path);
    await expect(current, path).toHaveText([link]);
  }
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "My Page" })).toBeVisible();
});
