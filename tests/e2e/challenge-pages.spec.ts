import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import type { PutWritingChallengeInput } from "./generated/graphql";
import { gql, hydrated, ORIGIN, signIn, signUpFresh } from "./support";

// A writing challenge's page as its people use it (issue 35): a visitor asked to log in to
// join, a person joining with the confirm's words (the late words once sign-up has closed),
// then writing for a stage that has begun, which opens the editor on a new draft entered in
// that stage; the organizers named, and the events list leading to the challenge. The
// challenges made here stay out of the navbar and are archived at the end, so no other
// spec's channel list or editor sees them.

const PUT = graphql(`
  mutation ChallengePagesPut($input: PutWritingChallengeInput!) {
    putWritingChallenge(input: $input) {
      id
      shortHash
      stages {
        id
      }
    }
  }
`);

const ME = graphql(`
  query ChallengePagesViewer {
    viewer {
      id
      userName
    }
  }
`);

const DRAFT = graphql(`
  query ChallengePagesDraft($id: ID!) {
    node(input: { id: $id }) {
      __typename
      ... on Draft {
        campaigns {
          campaign {
            id
          }
          stage {
            id
          }
        }
      }
    }
  }
`);

const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const tr = (en: string, zhHant: string, zhHans: string) => [
  { language: "en" as const, text: en },
  { language: "zh_hant" as const, text: zhHant },
  { language: "zh_hans" as const, text: zhHans },
];
const run = Date.now() % 1_000_000;

type Made = { id: string; shortHash: string; stages: { id: string }[] };
let open: Made;
let late: Made;
let organizer: string;
let admin: Page;

async function put(request: APIRequestContext, input: PutWritingChallengeInput): Promise<Made> {
  const result = await gql(request, PUT, { input });
  expect(result.errors).toBeUndefined();
  const made = result.data?.putWritingChallenge;
  if (!made) throw new Error("putWritingChallenge answered nothing");
  return made;
}

test.beforeAll(async ({ browser }) => {
  admin = await (await browser.newContext({ baseURL: ORIGIN })).newPage();
  await signIn(admin, "editor@example.com");
  const me = (await gql(admin.request, ME)).data?.viewer;
  if (!me?.id || !me.userName) throw new Error("the admin has no account");
  organizer = me.userName;
  const viewerId = me.id;
  open = await put(admin.request, {
    name: tr(`Tide pools ${run}`, `潮池 ${run}`, `潮池 ${run}`),
    description: tr("Write what the low tide leaves.", "寫退潮留下的東西。", "写退潮留下的东西。"),
    state: "active",
    applicationPeriod: { start: iso(-5), end: iso(5) },
    writingPeriod: { start: iso(-1), end: iso(30) },
    stages: [
      { name: tr("Low water", "低潮", "低潮"), period: { start: iso(-1) } },
      { name: tr("High water", "高潮", "高潮"), period: { start: iso(10) } },
    ],
    organizers: [viewerId],
  });
  late = await put(admin.request, {
    name: tr(`Night trains ${run}`, `夜車 ${run}`, `夜车 ${run}`),
    state: "active",
    applicationPeriod: { start: iso(-10), end: iso(-1) },
    writingPeriod: { start: iso(-5), end: iso(30) },
    stages: [{ name: tr("Departure", "出發", "出发"), period: { start: iso(-5) } }],
  });
});

test.afterAll(async () => {
  for (const made of [open, late]) {
    if (made) await put(admin.request, { id: made.id, state: "archived" });
  }
  await admin.context().close();
});

const WORDS = [
  {
    cookie: "en",
    join: "Join the challenge",
    login: "Log in or sign up",
    normal: "Once you join, you can write for each stage as it opens",
    late: "Sign-up has closed. You can still join late",
    confirm: "Join",
    cancel: "Not now",
    joined: "You have joined this challenge.",
    write: (stage: string) => `Write for ${stage}`,
    stages: ["Low water", "High water"],
    organizers: "Organizers",
    picker: "Writing challenge",
    stage: "Stage",
  },
  {
    cookie: "zh_hant",
    join: "參加活動",
    login: "登入或註冊",
    normal: "參加後，每個階段開始時就能為它寫作",
    late: "報名期已經結束。你仍可逾期參加",
    confirm: "參加",
    cancel: "暫不參加",
    joined: "你已參加這個活動。",
    write: (stage: string) => `為「${stage}」寫作`,
    stages: ["低潮", "高潮"],
    organizers: "主辦",
    picker: "寫作挑戰",
    stage: "階段",
  },
  {
    cookie: "zh_hans",
    join: "参加活动",
    login: "登录或注册",
    normal: "参加后，每个阶段开始时就能为它写作",
    late: "报名期已经结束。你仍可逾期参加",
    confirm: "参加",
    cancel: "暂不参加",
    joined: "你已参加这个活动。",
    write: (stage: string) => `为「${stage}」写作`,
    stages: ["低潮", "高潮"],
    organizers: "主办",
    picker: "写作挑战",
    stage: "阶段",
  },
] as const;

for (const words of WORDS) {
  test(`joining a challenge and writing for its open stage (${words.cookie})`, async ({ page }) => {
    const language = [{ name: "__language", value: words.cookie, url: ORIGIN }];
    await page.context().addCookies(language);

    // a visitor's Join asks them to log in, for this very action
    await page.goto(`/e/${open.shortHash}`);
    await expect(page.getByRole("region", { name: words.organizers })).toContainText(`@${organizer}`);
    const join = page.getByRole("button", { name: words.join });
    await hydrated(join);
    await join.click();
    const login = page.getByRole("dialog", { name: words.login });
    await expect(login).toBeVisible();
    await expect(login.locator("[data-trigger]")).toHaveAttribute("data-trigger", "applyCampaign");
    await page.keyboard.press("Escape");
    await expect(login).toBeHidden();

    await signUpFresh(page, `chalpages-${words.cookie}`);
    await page.context().addCookies(language);

    // sign-up closed: the late words; cancelled from the keyboard, focus goes back to Join
    await page.goto(`/e/${late.shortHash}`);
    const lateJoin = page.getByRole("button", { name: words.join });
    await hydrated(lateJoin);
    await lateJoin.click();
    const lateDialog = page.getByRole("dialog");
    await expect(lateDialog).toContainText(words.late);
    await expect(lateDialog).not.toContainText(words.normal);
    await expect(lateDialog.getByRole("button", { name: words.cancel })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(lateDialog).toBeHidden();
    await expect(lateJoin).toBeFocused();

    // within sign-up: the usual words, then joined, said where focus now is
    await page.goto(`/e/${open.shortHash}`);
    await hydrated(join);
    await expect(page.getByRole("button", { name: words.write(words.stages[0]) })).toHaveCount(0);
    await join.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(words.normal);
    await expect(dialog).not.toContainText(words.late);
    await dialog.getByRole("button", { name: words.confirm, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(words.joined)).toBeFocused();
    await expect(join).toHaveCount(0);

    // the stage that has begun takes entries; the one to come does not yet
    const write = page.getByRole("button", { name: words.write(words.stages[0]) });
    await expect(write).toBeVisible();
    await expect(page.getByRole("button", { name: words.write(words.stages[1]) })).toHaveCount(0);
    await write.click();
    await expect(page).toHaveURL(/\/me\/drafts\/[^/?#]+$/);
    const draftId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
    const draft = await gql(page.request, DRAFT, { id: draftId });
    expect(draft.data?.node).toEqual({
      __typename: "Draft",
      campaigns: [{ campaign: { id: open.id }, stage: { id: open.stages[0]?.id } }],
    });
    // the editor shows the draft entered in the challenge and the stage
    const picker = page.getByRole("combobox", { name: words.picker, exact: true });
    await expect(picker).toHaveValue(open.id);
    await expect(picker.locator("option:checked")).toHaveText(new RegExp(String(run)));
    await expect(page.getByRole("combobox", { name: words.stage, exact: true })).toHaveValue(open.stages[0]?.id ?? "");

    // joined is remembered on the next visit
    await page.goto(`/e/${open.shortHash}`);
    await expect(page.getByText(words.joined)).toBeVisible();
    await expect(page.getByRole("button", { name: words.join })).toHaveCount(0);
  });
}

test("the events list shows challenges in progress and ended, each leading to its page", async ({ page }) => {
  await page.context().addCookies([{ name: "__language", value: "en", url: ORIGIN }]);
  await page.goto(`/e/${open.shortHash}`);
  await page.getByRole("link", { name: "All challenges" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Events");
  const tabs = page.getByRole("navigation", { name: "Events by state" });
  await expect(tabs.getByRole("link", { name: "In progress" })).toHaveAttribute("aria-current", "page");
  const list = page.locator("main [data-more-items]");
  await expect(list.getByRole("link", { name: `Tide pools ${run}` })).toBeVisible();
  await expect(list.getByRole("link", { name: "Write the City" })).toHaveCount(0);

  await tabs.getByRole("link", { name: "Ended" }).click();
  await expect(page).toHaveURL(/\/events\?state=finished$/);
  await expect(list.getByRole("link", { name: `Tide pools ${run}` })).toHaveCount(0);
  await list.getByRole("link", { name: "Write the City" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Write the City");
});

test("a challenge with no entries yet: a tab for all, each stage, featured, announcements and the discussion, the lists saying so", async ({
  page,
}) => {
  await page.context().addCookies([{ name: "__language", value: "en", url: ORIGIN }]);
  await page.goto(`/e/${open.shortHash}`);
  const tabs = page.getByRole("navigation", { name: "Sections" });
  await expect(tabs.getByRole("link")).toHaveText([
    "All entries",
    "Low water",
    "High water",
    "Featured",
    "Announcements",
    "Discussion",
  ]);
  const empty = page.locator("main section > p").last();
  await expect(empty).toHaveText("Nothing here yet.");
  for (const [tab, type, words] of [
    ["Low water", open.stages[0]?.id, "Nothing here yet."],
    ["High water", open.stages[1]?.id, "Nothing here yet."],
    ["Featured", "featured", "Nothing here yet."],
    ["Announcements", "announcement", "No announcements yet."],
  ] as const) {
    await tabs.getByRole("link", { name: tab }).click();
    await expect(page).toHaveURL(`${ORIGIN}/e/${open.shortHash}?${new URLSearchParams({ type: type ?? "" })}`);
    await expect(tabs.getByRole("link", { name: tab })).toHaveAttribute("aria-current", "page");
    await expect(empty).toHaveText(words);
    await expect(page.locator("main [data-more-items]")).toHaveCount(0);
  }
});
