import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { gql, ORIGIN, signIn, signUpFresh } from "./support";

// The shell on a phone (390), a tablet (768) and a desktop (1440): no page is wider than the
// screen, the channels can be reached from every page at every width (beside the page, as the
// bar of home-type pages, or through the menu button's drawer), and a person's profile shows
// on a phone. Pages are the main routes, with their entities found through the API.

const WIDTHS = [390, 768, 1440] as const;

const LayoutSeed = graphql(`
  query LayoutSeed {
    channels {
      __typename
      shortHash
      navbarTitle(input: { language: en })
    }
    viewer {
      recommendation {
        newest(input: { first: 1 }) {
          edges {
            node {
              shortHash
            }
          }
        }
      }
    }
    user(input: { userName: "alice" }) {
      collections(input: { first: 1 }) {
        edges {
          node {
            id
          }
        }
      }
    }
    nodes(input: { ids: ["TW9tZW50OjE=", "TW9tZW50OjI=", "TW9tZW50OjM="] }) {
      ... on Moment {
        shortHash
        state
      }
    }
  }
`);

type Seed = {
  topic: string;
  challenge: string;
  article: string;
  collection: string;
  moment: string;
  channelNames: string[];
};

async function seed(request: APIRequestContext): Promise<Seed> {
  const { data } = await gql(request, LayoutSeed);
  const channels = data?.channels ?? [];
  const topic = channels.find((c) => c.__typename !== "WritingChallenge");
  const challenge = channels.find((c) => c.__typename === "WritingChallenge");
  const article = data?.viewer?.recommendation.newest.edges?.[0]?.node.shortHash;
  const collection = data?.user?.collections.edges?.[0]?.node.id;
  const moment = (data?.nodes ?? []).find((n) => "state" in n && n.state === "active");
  if (!topic || !challenge || !article || !collection || !moment || !("shortHash" in moment)) {
    throw new Error("the seed lacks a channel, a challenge, an article, alice's collection or a moment");
  }
  return {
    topic: topic.shortHash,
    challenge: challenge.shortHash,
    article,
    collection: encodeURIComponent(collection),
    moment: moment.shortHash,
    channelNames: ["Featured", ...channels.map((c) => c.navbarTitle), "Latest"],
  };
}

let seeded: Seed | null = null;
const seedOnce = async (request: APIRequestContext) => {
  seeded ??= await seed(request);
  return seeded;
};

/** The main routes, by name; entities come from the seed. */
const ROUTES: [string, (seed: Seed) => string][] = [
  ["/", () => "/"],
  ["/featured", () => "/featured"],
  ["/newest", () => "/newest"],
  ["a topic channel", (s) => `/c/${s.topic}`],
  ["a writing challenge", (s) => `/e/${s.challenge}`],
  ["/tags", () => "/tags"],
  ["a tag", () => `/tags/${btoa("Tag:13")}-essay`],
  ["search results", () => "/search?q=城市"],
  ["an article", (s) => `/a/${s.article}`],
  ["an article's history", (s) => `/a/${s.article}/history`],
  ["/@alice", () => "/@alice"],
  ["a collection", (s) => `/@alice/collections/${s.collection}`],
  ["a moment", (s) => `/m/${s.moment}`],
  ["/guide", () => "/guide"],
];

const menuButton = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });

/** The channels, shown on the page or else behind the menu button; every one of them. */
async function expectChannelsReachable(page: Page, names: string[]) {
  const onPage = page.getByRole("navigation", { name: "Channels" });
  if (await onPage.isVisible()) {
    await expect(onPage.getByRole("link")).toHaveText(names);
    return "on the page";
  }
  await menuButton(page).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer.getByRole("navigation", { name: "Channels" }).getByRole("link")).toHaveText(names);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  return "in the drawer";
}

test.describe("every main route at 390, 768 and 1440 px", () => {
  test.beforeEach(async ({ page }) => {
    await page.context().addCookies([{ name: "__language", value: "en", url: ORIGIN }]);
  });

  for (const [name, pathOf] of ROUTES) {
    test(`${name}: no wider than the screen, with the channels in reach`, async ({ page }) => {
      const found = await seedOnce(page.request);
      const path = pathOf(found);
      const seen: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        const pageWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
        expect(pageWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
        seen.push(`${width}: ${await expectChannelsReachable(page, found.channelNames)}`);
      }
      test.info().annotations.push({ type: path, description: seen.join(", ") });
    });
  }
});

test.describe("narrow screens", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("home-type pages keep the channels as a bar under the top bar that scrolls sideways", async ({ page }) => {
    const { challenge } = await seedOnce(page.request);
    await page.goto(`/e/${challenge}`);
    const bar = page.getByRole("navigation", { name: "Channels" });
    await expect(bar).toBeVisible();
    // one row, wider than the screen, scrolled so the current channel is in view
    const current = bar.locator('a[aria-current="page"]');
    await expect(current).toBeInViewport();
    const row = await bar.locator("ul").boundingBox();
    expect(row?.height).toBeLessThan(60);
    expect(row?.width).toBeGreaterThan(390);
    // it stays under the top bar while the page scrolls
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect.poll(async () => (await bar.boundingBox())?.y).toBe(64);
    await expect(current).toBeInViewport();
  });

  test("the drawer works from the keyboard: focus moves in, stays in, Escape closes, focus returns", async ({
    page,
  }) => {
    await page.goto("/tags");
    await expect(page.getByRole("navigation", { name: "Channels" })).toBeHidden();
    const button = menuButton(page);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const channels = drawer.getByRole("navigation", { name: "Channels" });
    await expect(channels.getByRole("link").first()).toBeFocused();
    // a visitor, who has no user menu, finds its other pages here
    await expect(drawer.getByRole("navigation", { name: "More" }).getByRole("link")).toHaveText([
      "About",
      "Explore",
      "Terms",
      "Community",
    ]);
    // before the channels: the close button and the logo; then round to the end, never out
    // to the page behind
    await page.keyboard.press("Shift+Tab");
    await expect(drawer.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(drawer.getByRole("link", { name: "Community" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(drawer.getByRole("link", { name: "Margins, go to Featured" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    // a tap on the dimmed page closes it too; a channel link leads to its page
    await button.click();
    await page.mouse.click(380, 400);
    await expect(drawer).toBeHidden();
    await button.click();
    await drawer.getByRole("link", { name: "Latest" }).click();
    await expect(page).toHaveURL(/\/newest$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Latest");
  });

  test("the drawer in Traditional and Simplified Chinese; a signed-in reader finds My Page there", async ({ page }) => {
    await page.context().addCookies([{ name: "__language", value: "zh_hant", url: ORIGIN }]);
    await page.goto("/guide");
    await page.getByRole("button", { name: "選單", exact: true }).click();
    const hant = page.getByRole("dialog", { name: "選單" });
    await expect(hant.getByRole("navigation", { name: "頻道" }).getByRole("link").first()).toHaveText("精選");
    await expect(hant.getByRole("navigation", { name: "更多" }).getByRole("link")).toHaveText([
      "關於",
      "探索",
      "條款",
      "社區守則",
    ]);
    await page.keyboard.press("Escape");

    await page.context().addCookies([{ name: "__language", value: "zh_hans", url: ORIGIN }]);
    await page.goto("/guide");
    await page.getByRole("button", { name: "菜单", exact: true }).click();
    const hans = page.getByRole("dialog", { name: "菜单" });
    await expect(hans.getByRole("navigation", { name: "频道" }).getByRole("link").last()).toHaveText("最新");
    await page.keyboard.press("Escape");

    await signIn(page, "alice@example.com");
    await page.goto("/guide");
    await menuButton(page).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer.getByRole("navigation", { name: "Channels" }).getByRole("link").first()).toHaveText("My Page");
    // About and the rest are in the user menu for a signed-in reader
    await expect(drawer.getByRole("navigation", { name: "More" })).toHaveCount(0);
  });

  test("a person's profile leads their page: avatar, name, bio and counts above the tabs", async ({ page }) => {
    await page.goto("/@alice");
    const profile = page.getByRole("complementary", { name: "Profile" });
    await expect(profile).toBeVisible();
    await expect(profile.getByText("Alice Chen")).toBeVisible();
    await expect(profile.getByText("@alice")).toBeVisible();
    await expect(profile.getByText(/followers/)).toBeVisible();
    await expect(profile.locator("img, [aria-hidden=true]").first()).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Works" });
    const [profileBox, tabsBox] = [await profile.boundingBox(), await tabs.boundingBox()];
    expect((profileBox?.y ?? 0) + (profileBox?.height ?? 0)).toBeLessThanOrEqual(tabsBox?.y ?? 0);
  });

  test("a writing challenge: its tabs are one row that scrolls, its dates a list of periods", async ({ page }) => {
    const { challenge } = await seedOnce(page.request);
    await page.goto(`/e/${challenge}`);
    const tabs = page.getByRole("navigation", { name: "Sections" });
    const links = tabs.getByRole("link");
    expect(await links.count()).toBeGreaterThan(4);
    const tops = await links.evaluateAll((all) => all.map((a) => Math.round(a.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await expect(links.last()).not.toBeInViewport();
    await links.last().scrollIntoViewIfNeeded();
    await expect(links.last()).toBeInViewport();
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBe(390);
    const dates = page.locator("main dl");
    await expect(dates.locator("dt")).toHaveText(["Status", "Sign-up", "Writing"]);
    await expect(dates.locator("dd time")).toHaveCount(2);
  });

  test("the moment page has the minimal header: back, the logo and the drawer, no search", async ({ page }) => {
    const { moment } = await seedOnce(page.request);
    await page.goto("/featured");
    await page.goto(`/m/${moment}`, { referer: `${ORIGIN}/featured` });
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Margins, go to Featured" })).toHaveAttribute("href", "/featured");
    await expect(page.getByRole("searchbox")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Search articles, people and tags" })).toHaveCount(0);
    await expect(menuButton(page)).toBeVisible();
    // back to where the reader was
    await header.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/featured$/);
  });
});

test.describe("wide screens", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the channels stand beside one-column pages too; two-column pages reach them through the menu", async ({
    page,
  }) => {
    for (const path of ["/tags", "/search?q=城市", "/guide"]) {
      await page.goto(path);
      await expect(page.getByRole("navigation", { name: "Channels" }), path).toBeVisible();
      await expect(menuButton(page), path).toBeHidden();
    }
    await page.goto("/@alice");
    await expect(page.getByRole("navigation", { name: "Channels" })).toBeHidden();
    await expect(menuButton(page)).toBeVisible();
    // the moment page, under its minimal header, has the one column's whole measure
    const { moment } = await seedOnce(page.request);
    await page.goto(`/m/${moment}`);
    expect((await page.getByRole("main").boundingBox())?.width).toBe(720);
    await expect(menuButton(page)).toBeVisible();
  });

  test("a channel's feed is as wide as the home feed", async ({ page }) => {
    const { topic, challenge } = await seedOnce(page.request);
    const widthOf = async (path: string) => {
      await page.goto(path);
      return (await page.locator("main > section").first().boundingBox())?.width;
    };
    // home has an aside and the channels have none: the aside's column stays all the same
    const home = await widthOf("/");
    for (const path of [`/c/${topic}`, `/e/${challenge}`]) expect(await widthOf(path), path).toBe(home);
  });
});

test.describe("the drafts list", () => {
  const DELETE = [
    { cookie: "en", word: "Delete" },
    { cookie: "zh_hant", word: "刪除" },
    { cookie: "zh_hans", word: "删除" },
  ] as const;

  test("keeps each draft's Delete on one line beside a long title, at every width and in each language", async ({
    page,
  }) => {
    await signUpFresh(page, "drafts-delete");
    // a title as long as a title may be (100 characters), and a summary under it
    const long = "A very long draft title about the harbour, its boats, its tides and the people who watch them all";
    const created = await gql(page.request, "mutation($input: PutDraftInput!) { putDraft(input: $input) { id } }", {
      input: { title: long, content: `<p>${"Words by the water. ".repeat(40)}</p>` },
    });
    expect(created.errors).toBeUndefined();
    for (const { cookie, word } of DELETE) {
      await page.context().addCookies([{ name: "__language", value: cookie, url: ORIGIN }]);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/me/drafts");
        const button = page.getByRole("list").getByRole("button", { name: word, exact: true });
        await expect(button).toBeVisible();
        // the lines the button's words take: one top per line
        const lines = await button.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
        expect(lines, `${cookie} at ${width}`).toBe(1);
        const box = await button.boundingBox();
        expect(box && box.x + box.width, `${cookie} at ${width}: inside the screen`).toBeLessThanOrEqual(width);
      }
    }
  });
});
