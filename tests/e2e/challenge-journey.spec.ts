import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { gql, hydrated, ORIGIN, signIn, signUpFresh } from "./support";

// A writing challenge's whole life in the browser, in each of the three languages (issue 35's
// test): an admin creates a two-stage challenge in the admin area; a person joins it from its
// page, writes for the first stage from there and publishes; the admin, a manager, features
// the entry from its menu and the author finds the notice; sign-up closes, and a late comer is
// told they join late; the author writes for the second stage and the grand slam is on their
// profile. The challenge and the articles are archived at the end, so no later spec's feeds,
// events or editor see them.

const WORDS = [
  {
    cookie: "en",
    name: "Name",
    english: "English",
    applicationPeriod: "Application period",
    writingPeriod: "Writing period",
    starts: "Starts",
    ends: "Ends (optional)",
    addStage: "Add a stage",
    stageName: (n: number) => `Stage ${n} name`,
    state: "State",
    create: "Create challenge",
    save: "Save",
    saved: "Saved.",
    join: "Join the challenge",
    normal: "Once you join, you can write for each stage as it opens",
    late: "Sign-up has closed. You can still join late",
    confirm: "Join",
    cancel: "Not now",
    joined: "You have joined this challenge.",
    write: (stage: string) => `Write for ${stage}`,
    title: "Title",
    body: "Article text",
    draftSaved: "Saved",
    publish: "Publish",
    publishNow: "Publish now",
    manage: (title: string) => `Manage “${title}”`,
    feature: "Feature",
    featured: "Featured",
    notice: "featured your entry in a writing challenge",
    grandSlam: "About the Grand Slam badge",
  },
  {
    cookie: "zh_hant",
    name: "名稱",
    english: "英文",
    applicationPeriod: "報名期間",
    writingPeriod: "寫作期間",
    starts: "開始",
    ends: "結束（選填）",
    addStage: "新增階段",
    stageName: (n: number) => `第 ${n} 階段名稱`,
    state: "狀態",
    create: "建立挑戰",
    save: "儲存",
    saved: "已儲存。",
    join: "參加活動",
    normal: "參加後，每個階段開始時就能為它寫作",
    late: "報名期已經結束。你仍可逾期參加",
    confirm: "參加",
    cancel: "暫不參加",
    joined: "你已參加這個活動。",
    write: (stage: string) => `為「${stage}」寫作`,
    title: "標題",
    body: "文章內容",
    draftSaved: "已儲存",
    publish: "發布",
    publishNow: "立即發布",
    manage: (title: string) => `管理「${title}」`,
    feature: "設為精選",
    featured: "精選",
    notice: "精選了你的寫作挑戰作品",
    grandSlam: "關於大滿貫徽章",
  },
  {
    cookie: "zh_hans",
    name: "名称",
    english: "英文",
    applicationPeriod: "报名期间",
    writingPeriod: "写作期间",
    starts: "开始",
    ends: "结束（选填）",
    addStage: "添加阶段",
    stageName: (n: number) => `第 ${n} 阶段名称`,
    state: "状态",
    create: "创建挑战",
    save: "保存",
    saved: "已保存。",
    join: "参加活动",
    normal: "参加后，每个阶段开始时就能为它写作",
    late: "报名期已经结束。你仍可逾期参加",
    confirm: "参加",
    cancel: "暂不参加",
    joined: "你已参加这个活动。",
    write: (stage: string) => `为「${stage}」写作`,
    title: "标题",
    body: "文章内容",
    draftSaved: "已保存",
    publish: "发布",
    publishNow: "立即发布",
    manage: (title: string) => `管理「${title}」`,
    feature: "设为精选",
    featured: "精选",
    notice: "精选了你的写作挑战作品",
    grandSlam: "关于大满贯徽章",
  },
] as const;

type Words = (typeof WORDS)[number];

const run = Date.now() % 1_000_000;

/** A datetime-local value of the admin's form (UTC+8) some days from now. */
const formTime = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 16);

/** A page in a context of its own, in `language`. */
async function pageIn(browser: Browser, language: string): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ baseURL: ORIGIN });
  await context.addCookies([{ name: "__language", value: language, url: ORIGIN }]);
  return [context, await context.newPage()];
}

/** From the challenge's page, a new draft for `stage`, written and published; its article's id. */
async function writeForStage(page: Page, words: Words, shortHash: string, stage: string, title: string) {
  await page.goto(`/e/${shortHash}`);
  const write = page.getByRole("button", { name: words.write(stage) });
  await hydrated(write);
  await write.click();
  await expect(page).toHaveURL(/\/me\/drafts\/[^/?#]+$/);
  await page.getByRole("textbox", { name: words.title, exact: true }).fill(title);
  await page.getByRole("textbox", { name: words.body }).click();
  await page.keyboard.type("The lanterns came on one by one along the water.");
  await expect(page.getByRole("status").filter({ hasText: new RegExp(`^${words.draftSaved}$`) })).toBeVisible();
  await page.getByRole("button", { name: words.publish, exact: true }).click();
  await page.getByRole("dialog", { name: words.publish }).getByRole("button", { name: words.publishNow }).click();
  await expect(page).toHaveURL(/\/a\/[a-z0-9]+$/);
  const shortHashOf = new URL(page.url()).pathname.split("/").pop() ?? "";
  const found = await gql<{ article: { id: string } }>(
    page.request,
    "query($h: String!) { article(input: { shortHash: $h }) { id } }",
    {
      h: shortHashOf,
    },
  );
  return found.data?.article.id ?? "";
}

for (const words of WORDS) {
  test(`a challenge from the admin's form to the grand slam: join, write, featured, noticed, late (${words.cookie})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const name = `Night market ${words.cookie} ${run}`;
    const stages = [`Lanterns ${run}`, `Noodles ${run}`];

    // the admin creates the challenge: sign-up open since yesterday until tomorrow, two stages
    const [adminContext, admin] = await pageIn(browser, words.cookie);
    await signIn(admin, "editor@example.com");
    // signing in wrote the editor's own language: this test's goes back over it
    await adminContext.addCookies([{ name: "__language", value: words.cookie, url: ORIGIN }]);
    await admin.goto("/admin/challenges/new");
    const form = admin.locator("main form");
    const nameGroup = form.getByRole("group", { name: words.name, exact: true });
    await hydrated(nameGroup.getByLabel(words.english, { exact: true }));
    await nameGroup.getByLabel(words.english, { exact: true }).fill(name);
    const application = form.getByRole("group", { name: words.applicationPeriod });
    await application.getByLabel(words.starts).fill(formTime(-1));
    await application.getByLabel(words.ends).fill(formTime(1));
    await form.getByRole("group", { name: words.writingPeriod }).getByLabel(words.starts).fill(formTime(-1));
    for (const [i, stage] of stages.entries()) {
      await form.getByRole("button", { name: words.addStage }).click();
      await form
        .getByRole("group", { name: words.stageName(i + 1) })
        .getByLabel(words.english, { exact: true })
        .fill(stage);
    }
    await form.getByLabel(words.state, { exact: true }).selectOption("active");
    await form.getByRole("button", { name: words.create }).click();
    await expect(admin).toHaveURL(/\/admin\/challenges\/(?!new$)[0-9a-z]+$/);
    const shortHash = new URL(admin.url()).pathname.split("/").pop() ?? "";

    // a person joins from the challenge's page, in the usual words, and writes for stage one
    const [authorContext, author] = await pageIn(browser, words.cookie);
    await signUpFresh(author, `journey-${words.cookie}`);
    await authorContext.addCookies([{ name: "__language", value: words.cookie, url: ORIGIN }]);
    await author.goto(`/e/${shortHash}`);
    const join = author.getByRole("button", { name: words.join });
    await hydrated(join);
    await join.click();
    const dialog = author.getByRole("dialog");
    await expect(dialog).toContainText(words.normal);
    await dialog.getByRole("button", { name: words.confirm, exact: true }).click();
    await expect(author.getByText(words.joined)).toBeVisible();
    const firstTitle = `By the lanterns ${run}`;
    const first = await writeForStage(author, words, shortHash, stages[0] ?? "", firstTitle);

    // the admin features the entry from its menu on the challenge's page
    await admin.goto(`/e/${shortHash}`);
    const entry = admin.locator("main [data-more-items] > li").filter({ hasText: firstTitle });
    const menu = entry.getByRole("button", { name: words.manage(firstTitle) });
    await hydrated(menu);
    await menu.click();
    await admin.getByRole("menuitem", { name: words.feature, exact: true }).click();
    await expect(entry.getByText(words.featured, { exact: true })).toBeVisible();

    // the author is told, and the notice leads to the featured entries
    await author.goto("/me/notifications");
    const notice = author.getByTestId("notice").filter({ hasText: words.notice });
    await expect(notice).toContainText(firstTitle);
    await expect(notice.getByRole("link")).toHaveAttribute("href", `/e/${shortHash}?type=featured`);

    // sign-up closes: someone joining now is told they join late
    await admin.goto(`/admin/challenges/${shortHash}`);
    const edit = admin.locator("main form");
    const ends = edit.getByRole("group", { name: words.applicationPeriod }).getByLabel(words.ends);
    await hydrated(ends);
    await ends.fill(formTime(-0.01));
    await edit.getByRole("button", { name: words.save, exact: true }).click();
    await expect(edit.getByRole("status")).toHaveText(words.saved);
    const [lateContext, late] = await pageIn(browser, words.cookie);
    await signUpFresh(late, `journey-late-${words.cookie}`);
    await lateContext.addCookies([{ name: "__language", value: words.cookie, url: ORIGIN }]);
    await late.goto(`/e/${shortHash}`);
    const lateJoin = late.getByRole("button", { name: words.join });
    await hydrated(lateJoin);
    await lateJoin.click();
    await expect(late.getByRole("dialog")).toContainText(words.late);
    await late.getByRole("dialog").getByRole("button", { name: words.cancel }).click();
    await lateContext.close();

    // the author writes for stage two, which completes the challenge: the grand slam is theirs
    const second = await writeForStage(author, words, shortHash, stages[1] ?? "", `Noodles at midnight ${run}`);
    const me = await gql<{ viewer: { userName: string } }>(author.request, "{ viewer { userName } }");
    await author.goto(`/@${me.data?.viewer.userName}`);
    await expect(author.getByRole("button", { name: words.grandSlam })).toBeVisible();

    // leave nothing for later specs: the articles and the challenge archived
    for (const id of [first, second]) {
      const archived = await gql(
        author.request,
        "mutation($id: ID!) { editArticle(input: { id: $id, state: archived }) { state } }",
        {
          id,
        },
      );
      expect(archived.errors).toBeUndefined();
    }
    const challenge = await gql<{ campaign: { id: string } }>(
      admin.request,
      "query($h: String!) { campaign(input: { shortHash: $h }) { id } }",
      { h: shortHash },
    );
    const put = await gql(
      admin.request,
      "mutation($id: ID!) { putWritingChallenge(input: { id: $id, state: archived }) { id } }",
      {
        id: challenge.data?.campaign.id,
      },
    );
    expect(put.errors).toBeUndefined();
    await authorContext.close();
    await adminContext.close();
  });
}
