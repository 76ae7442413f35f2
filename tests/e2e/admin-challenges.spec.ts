import { expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { gql, hydrated, ORIGIN, signIn, signUpFresh } from "./support";

// The admin area's challenge screen (issues 35 and 37), in each of the three languages: an admin
// creates a two-stage challenge through the form (a manager named by user name, an unknown one
// refused in words), finds it on its public page with its stages, and archives it, after which
// the page is gone for everyone else. Anyone but an admin gets the site's 404 for the area, and
// a visitor is asked to log in. Each challenge made here is archived before its test ends, so
// no later spec's navbar, events list or editor sees it.

const WORDS = [
  {
    cookie: "en",
    navbarTitle: "Title in the channel navigation",
    channelEnabled: "Show it in the channel navigation",
    announcements: "Announcements",
    title: "Writing challenges",
    newChallenge: "New challenge",
    name: "Name",
    english: "English",
    traditional: "Traditional Chinese",
    applicationPeriod: "Application period",
    writingPeriod: "Writing period",
    starts: "Starts",
    addStage: "Add a stage",
    stageName: (n: number) => `Stage ${n} name`,
    state: "State",
    managers: "Managers",
    unknown: "No one has these user names",
    create: "Create challenge",
    edit: "Edit writing challenge",
    locked: "The challenge has started",
    save: "Save",
    saved: "Saved.",
  },
  {
    cookie: "zh_hant",
    navbarTitle: "頻道導覽中的標題",
    channelEnabled: "在頻道導覽中顯示",
    announcements: "公告",
    title: "寫作挑戰",
    newChallenge: "新增挑戰",
    name: "名稱",
    english: "英文",
    traditional: "繁體中文",
    applicationPeriod: "報名期間",
    writingPeriod: "寫作期間",
    starts: "開始",
    addStage: "新增階段",
    stageName: (n: number) => `第 ${n} 階段名稱`,
    state: "狀態",
    managers: "管理者",
    unknown: "沒有這些用戶名的用戶",
    create: "建立挑戰",
    edit: "編輯寫作挑戰",
    locked: "挑戰已開始",
    save: "儲存",
    saved: "已儲存。",
  },
  {
    cookie: "zh_hans",
    navbarTitle: "频道导航中的标题",
    channelEnabled: "在频道导航中显示",
    announcements: "公告",
    title: "写作挑战",
    newChallenge: "新建挑战",
    name: "名称",
    english: "英文",
    traditional: "繁体中文",
    applicationPeriod: "报名期间",
    writingPeriod: "写作期间",
    starts: "开始",
    addStage: "添加阶段",
    stageName: (n: number) => `第 ${n} 阶段名称`,
    state: "状态",
    managers: "管理者",
    unknown: "没有这些用户名的用户",
    create: "创建挑战",
    edit: "编辑写作挑战",
    locked: "挑战已开始",
    save: "保存",
    saved: "已保存。",
  },
] as const;

/** The seed's alice's newest article, for an announcement. */
const ALICE_NEWEST = graphql(`
  query AdminChallengesAliceNewest {
    user(input: { userName: "alice" }) {
      articles(input: { first: 1 }) {
        edges {
          node {
            shortHash
            title
          }
        }
      }
    }
  }
`);

/** A datetime-local value (the form's zone, UTC+8) some days from now. */
function formTime(days: number) {
  return new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 16);
}

async function signInAsAdmin(page: Page, language: string) {
  await signIn(page, "editor@example.com");
  await page.context().addCookies([{ name: "__language", value: language, url: ORIGIN }]);
  const me = await gql<{ viewer: { userName: string } }>(page.request, "{ viewer { userName } }");
  return me.data?.viewer.userName ?? "";
}

const run = Date.now() % 1_000_000;

for (const words of WORDS) {
  test(`an admin creates a two-stage challenge, sees it on its page and archives it (${words.cookie})`, async ({
    page,
  }) => {
    const adminName = await signInAsAdmin(page, words.cookie);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
    await page.getByRole("link", { name: words.newChallenge }).click();

    const form = page.locator("main form");
    const name = form.getByRole("group", { name: words.name, exact: true });
    await hydrated(name.getByLabel(words.english));
    const title = `Harbour Lights ${words.cookie} ${run}`;
    await name.getByLabel(words.english, { exact: true }).fill(title);
    await name.getByLabel(words.traditional, { exact: true }).fill(`港燈 ${run}`);
    // in the channel navigation, under a short title of its own
    const navTitle = `Lights ${words.cookie} ${run}`;
    await form
      .getByRole("group", { name: words.navbarTitle })
      .getByLabel(words.english, { exact: true })
      .fill(navTitle);
    await form.getByLabel(words.channelEnabled).check();
    await form.getByRole("group", { name: words.applicationPeriod }).getByLabel(words.starts).fill(formTime(-1));
    await form.getByRole("group", { name: words.writingPeriod }).getByLabel(words.starts).fill(formTime(-1));
    for (const [n, stage] of [
      [1, "Dusk"],
      [2, "Dawn"],
    ] as const) {
      await form.getByRole("button", { name: words.addStage }).click();
      await form
        .getByRole("group", { name: words.stageName(n) })
        .getByLabel(words.english, { exact: true })
        .fill(`${stage} ${run}`);
    }
    await form.getByLabel(words.state, { exact: true }).selectOption("active");
    // an announcement, named by its address
    const announced = await gql(page.request, ALICE_NEWEST, {});
    const announcement = announced.data?.user?.articles.edges?.[0]?.node;
    if (!announcement) throw new Error("the seed's alice has no article");
    await form.getByLabel(words.announcements, { exact: true }).fill(`${ORIGIN}/a/${announcement.shortHash}`);

    // an unknown manager is refused in words, and nothing is made
    const managers = form.getByLabel(words.managers, { exact: true });
    await managers.fill(`${adminName}, nobody-${run}`);
    await form.getByRole("button", { name: words.create }).click();
    await expect(form.getByRole("alert")).toContainText(words.unknown);
    await expect(form.getByRole("alert")).toBeFocused();
    await expect(page).toHaveURL(/\/admin\/challenges\/new$/);

    await managers.fill(adminName);
    await form.getByRole("button", { name: words.create }).click();
    await expect(page).toHaveURL(/\/admin\/challenges\/(?!new$)[0-9a-z]+$/);
    await expect(page.getByRole("heading", { level: 1, name: words.edit })).toBeVisible();
    const shortHash = new URL(page.url()).pathname.split("/").pop() ?? "";
    // started: its stages are shown, not edited; the manager is kept
    await expect(page.locator("main form")).toContainText(words.locked);
    await expect(page.locator("main form")).toContainText(`Dusk ${run}`);
    await expect(page.locator("main form").getByLabel(words.managers, { exact: true })).toHaveValue(adminName);

    // the public page shows the challenge with a tab for each stage
    await page.goto(`/e/${shortHash}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      words.cookie === "zh_hant" ? `港燈 ${run}` : title,
    );
    for (const stage of ["Dusk", "Dawn"])
      await expect(page.getByRole("link", { name: `${stage} ${run}` })).toBeVisible();
    const navLink = page.getByRole("navigation").getByRole("link", { name: navTitle });
    await expect(navLink).toHaveAttribute("href", `/e/${shortHash}`);
    await page.getByRole("link", { name: words.announcements, exact: true }).click();
    await expect(page).toHaveURL(/\?type=announcement$/);
    const listed = page.locator("main [data-more-items] > li");
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText(announcement.title);

    // archived, it is gone for everyone but admins
    await page.goto(`/admin/challenges/${shortHash}`);
    const edit = page.locator("main form");
    await hydrated(edit.getByLabel(words.state, { exact: true }));
    await edit.getByLabel(words.state, { exact: true }).selectOption("archived");
    await edit.getByRole("button", { name: words.save, exact: true }).click();
    await expect(edit.getByRole("status")).toHaveText(words.saved);
    const visitor = await page.context().browser()?.newContext({ baseURL: ORIGIN });
    const answer = await visitor?.request.get(`/e/${shortHash}`);
    expect(answer?.status()).toBe(404);
    // and it has left the channel navigation
    const home = await visitor?.request.get("/newest");
    expect(await home?.text()).not.toContain(navTitle);
    await visitor?.close();
  });
}

test("the admin area is a 404 for anyone but an admin, and asks a visitor to log in", async ({ page, browser }) => {
  const visitor = await browser.newContext({ baseURL: ORIGIN });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/admin/challenges");
  await expect(visitorPage).toHaveURL(/\/login\?target=%2Fadmin/);
  await visitor.close();

  await signUpFresh(page, "not-admin");
  for (const path of ["/admin", "/admin/challenges", "/admin/challenges/new"]) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Writing challenges" })).toHaveCount(0);
  }
});
