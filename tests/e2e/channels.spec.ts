import { expect, test } from "@playwright/test";
import { gql, ORIGIN, signUpFresh } from "./support";

// Channels from the navigation: topic and curation channels pin articles above the rest; a
// writing challenge lists its entries by stage, the featured ones and its announcements.

type NavChannel = { __typename: string; id: string; shortHash: string; en: string; zhHant: string };
async function channels(request: Parameters<typeof gql>[0]) {
  const result = await gql<{ channels: NavChannel[] }>(
    request,
    "{ channels { __typename id shortHash en: navbarTitle(input: { language: en }) zhHant: navbarTitle(input: { language: zh_hant }) } }",
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

// The seed's "Write the City" ran until two weeks after the seed's time (2026-11-15), so on any
// later clock its periods have ended; "Letters to the Future" stays open until 2036.
const CHALLENGE_WORDS = [
  {
    cookie: "en",
    status: "Status",
    finished: "Finished",
    open: "Open",
    picker: "Writing challenge",
    none: "None",
    join: "Join a writing challenge on its page",
  },
  {
    cookie: "zh_hant",
    status: "狀態",
    finished: "已結束",
    open: "進行中",
    picker: "寫作挑戰",
    none: "不參加",
    join: "在寫作挑戰的頁面報名後",
  },
  {
    cookie: "zh_hans",
    status: "状态",
    finished: "已结束",
    open: "进行中",
    picker: "写作挑战",
    none: "不参加",
    join: "在写作挑战的页面报名后",
  },
] as const;

for (const words of CHALLENGE_WORDS) {
  test(`a challenge whose periods have ended says it is finished, and the editor offers the open one once joined (${words.cookie})`, async ({
    page,
  }) => {
    const all = await channels(page.request);
    const ended = all.find((c) => c.en === "Write the City");
    if (!ended) throw new Error("the seed's Write the City is missing");
    await page.context().addCookies([{ name: "__language", value: words.cookie, url: ORIGIN }]);
    const status = page.locator("main dl > div").filter({ has: page.locator("dt", { hasText: words.status }) });
    await page.goto(`/e/${ended.shortHash}`);
    await expect(status.locator("dd")).toHaveText(words.finished);
    const open = all.find((c) => c.en === "Letters to the Future");
    if (!open) throw new Error("the seed's Letters to the Future is missing");
    await page.goto(`/e/${open.shortHash}`);
    await expect(status.locator("dd")).toHaveText(words.open);

    await signUpFresh(page, `challenge-${words.cookie}`);
    await page.context().addCookies([{ name: "__language", value: words.cookie, url: ORIGIN }]);
    const draft = await gql<{ putDraft: { id: string } }>(
      page.request,
      "mutation($input: PutDraftInput!) { putDraft(input: $input) { id } }",
      { input: { title: "A letter", content: "<p>Dear reader in ten years,</p>" } },
    );
    // one who joined nothing is told how to; once joined, the open challenge is offered
    await page.goto(`/me/drafts/${draft.data?.putDraft.id}`);
    const picker = page.getByRole("combobox", { name: words.picker });
    await expect(page.getByText(words.join)).toBeVisible();
    await expect(picker).toHaveCount(0);
    const applied = await gql(page.request, "mutation($id: ID!) { applyCampaign(input: { id: $id }) { id } }", {
      id: open.id,
    });
    expect(applied.errors).toBeUndefined();
    await page.reload();
    await expect(picker.locator("option")).toHaveText([
      words.none,
      /^(Letters to the Future|寫給未來的信|写给未来的信)$/,
    ]);
  });
}
