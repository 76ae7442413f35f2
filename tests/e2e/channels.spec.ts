import { expect, test } from "@playwright/test";
import { gql, ORIGIN } from "./support";

// Channels from the navigation: topic and curation channels pin articles above the rest; a
// writing challenge lists its entries by stage, the featured ones and its announcements.

type NavChannel = { __typename: string; shortHash: string; en: string; zhHant: string };
async function channels(request: Parameters<typeof gql>[0]) {
  const result = await gql<{ channels: NavChannel[] }>(
    request,
    "{ channels { __typename shortHash en: navbarTitle(input: { language: en }) zhHant: navbarTitle(input: { language: zh_hant }) } }",
  );
  return result.data?.channels ?? [];
}

test("a topic channel from the navigation lists its pinned articles first", async ({ page }) => {
  await page.context().addCookies([{ name: "__language", value: "en", url: ORIGIN }]);
  const topic = (await channels(page.request)).find((c) => c.__typename === "TopicChannel");
  if (!topic) throw new Error("no topic channel seeded");
  await page.goto("/newest");
  await page.getByRole("navigation", { name: "Channels" }).getByRole("link", { name: topic.en }).click();
  await expect(page).toHaveURL(new RegExp(`/c/${topic.shortHash}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(topic.en);
  const items = page.locator("main [data-more-items] > li");
  await expect(items.first()).toContainText("Pinned");
  await expect(items).toHaveCount(20);
});

test("a writing challenge in Traditional Chinese: stages, featured entries and announcements", async ({ page }) => {
  await page.context().addCookies([{ name: "__language", value: "zh_hant", url: ORIGIN }]);
  const challenge = (await channels(page.request)).find((c) => c.__typename === "WritingChallenge");
  if (!challenge) throw new Error("no writing challenge seeded");
  await page.goto(`/e/${challenge.shortHash}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(challenge.zhHant);
  const tabs = page.getByRole("navigation", { name: "分類" });
  await expect(tabs.getByRole("link", { name: "全部作品" })).toHaveAttribute("aria-current", "page");
  const all = await page.locator("main [data-more-items] > li").count();
  await tabs.getByRole("link", { name: "精選" }).click();
  await expect(page).toHaveURL(/\?type=featured$/);
  const featured = page.locator("main [data-more-items] > li");
  await expect(featured.first()).toContainText("精選");
  expect(await featured.count()).toBeLessThan(all);
  // the first stage tab sits after "all entries"
  await tabs.getByRole("link").nth(1).click();
  await expect(page).toHaveURL(/\?type=/);
  await expect(tabs.getByRole("link").nth(1)).toHaveAttribute("aria-current", "page");
  await tabs.getByRole("link", { name: "公告" }).click();
  await expect(page).toHaveURL(/\?type=announcement$/);
  await expect(page.locator("main [data-more-items] > li").first()).toBeVisible();
});

test("a channel short hash under the wrong prefix, or unknown, is a 404", async ({ page }) => {
  const all = await channels(page.request);
  const challenge = all.find((c) => c.__typename === "WritingChallenge");
  const topic = all.find((c) => c.__typename === "TopicChannel");
  if (!challenge || !topic) throw new Error("no writing challenge or topic channel seeded");
  // each answers under its own prefix, so the 404s below are about the prefix alone
  expect((await page.goto(`/e/${challenge.shortHash}`))?.status()).toBe(200);
  expect((await page.goto(`/c/${topic.shortHash}`))?.status()).toBe(200);
  expect((await page.goto(`/c/${challenge.shortHash}`))?.status()).toBe(404);
  expect((await page.goto(`/e/${topic.shortHash}`))?.status()).toBe(404);
  expect((await page.goto("/c/nosuchchannel"))?.status()).toBe(404);
  expect((await page.goto("/e/nosuchchannel"))?.status()).toBe(404);
});
