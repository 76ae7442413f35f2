import { type Browser, expect, type Page, test } from "@playwright/test";
import { gql, hydrated, ORIGIN, signIn, signUpFresh } from "./support";

// Circles, part three (issue 34): the owner invites a reader from the invitation page (by user
// name, with a free period), the reader sees the offer on the circle's page and joins free with
// Accept (no password, no payment), and the owner finds the invitation among the accepted ones.
// Once in English, once in Simplified Chinese, each with a circle of its own.

type Words = {
  settings: string;
  manage: string;
  invitees: string;
  period: string;
  send: string;
  sent: string;
  pending: (n: number) => string;
  accepted: (n: number) => string;
  invited: string;
  accept: string;
  subscribed: string;
  inFree: string;
  analytics: string;
  inFreeNow: string;
};

const EN: Words = {
  settings: "Settings",
  manage: "Manage invitations",
  invitees: "People to invite",
  period: "Free period",
  send: "Send invitations",
  sent: "1 invitation sent.",
  pending: (n) => `Pending (${n})`,
  accepted: (n) => `Accepted (${n})`,
  invited: "You are invited: 90 days free",
  accept: "Accept",
  subscribed: "Subscribed",
  inFree: "In the free period",
  analytics: "Analytics",
  inFreeNow: "In a free period now",
};

const ZH_HANS: Words = {
  settings: "设置",
  manage: "管理邀请",
  invitees: "要邀请的人",
  period: "免费期",
  send: "发送邀请",
  sent: "已发送 1 份邀请。",
  pending: (n) => `待接受（${n}）`,
  accepted: (n) => `已接受（${n}）`,
  invited: "你受邀加入：免费 90 天",
  accept: "接受",
  subscribed: "已订阅",
  inFree: "免费期中",
  analytics: "数据分析",
  inFreeNow: "目前免费期成员",
};

/** A new owner, signed in on a page of their own, and their circle made as the create form sends it. */
async function newOwner(browser: Browser, language: "en" | "zh_hans") {
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await signUpFresh(page, "circle-inviter");
  if (language !== "en") await context.addCookies([{ name: "__language", value: language, url: ORIGIN }]);
  const name = `Inv_${Date.now().toString(36)}`.slice(0, 20);
  const made = await gql(page.request, "mutation($input: PutCircleInput!) { putCircle(input: $input) { id } }", {
    input: { name, displayName: "Reading Room", amount: 20 },
  });
  expect(made.errors).toBeUndefined();
  return { page, name };
}

async function inviteFromSettings(owner: Page, name: string, w: Words, invitee: string) {
  await owner.goto(`/~${name}`);
  await owner.getByRole("link", { name: w.settings, exact: true }).click();
  await owner.getByRole("link", { name: w.manage }).click();
  const field = owner.getByLabel(w.invitees);
  await hydrated(field);
  await field.fill(invitee);
  await owner.getByLabel(w.period).selectOption("90");
  // the keyboard's path: from the period to the button, then Enter
  await owner.getByLabel(w.period).focus();
  await owner.keyboard.press("Tab");
  await expect(owner.getByRole("button", { name: w.send })).toBeFocused();
  await owner.keyboard.press("Enter");
  await expect(owner.getByRole("status")).toHaveText(w.sent);
  await expect(owner.getByRole("heading", { name: w.pending(1) })).toBeVisible();
}

async function acceptOnCirclePage(reader: Page, name: string, w: Words) {
  await reader.goto(`/~${name}`);
  await expect(reader.getByText(w.invited)).toBeVisible();
  const accept = reader.getByRole("button", { name: w.accept, exact: true });
  await hydrated(accept);
  await accept.click();
  await expect(reader.getByText(w.subscribed, { exact: true })).toBeVisible();
  const member = await gql<{ circle: { isMember: boolean; invitedBy: unknown } }>(
    reader.request,
    "query($name: String!) { circle(input: { name: $name }) { isMember invitedBy { state } } }",
    { name },
  );
  expect(member.data?.circle).toEqual({ isMember: true, invitedBy: null });
}

async function seesAccepted(owner: Page, name: string, w: Words, who: string) {
  await owner.goto(`/~${name}/settings/manage-invitation`);
  await expect(owner.getByRole("heading", { name: w.pending(0) })).toBeVisible();
  const accepted = owner.getByRole("region", { name: w.accepted(1) });
  await expect(accepted).toContainText(who);
  await expect(accepted).toContainText(w.inFree);
  // and the analytics count the invitee
  await owner.goto(`/~${name}/settings`);
  await owner.getByRole("link", { name: w.analytics }).click();
  const invitees = owner.getByText(w.inFreeNow, { exact: true }).locator("xpath=..");
  await expect(invitees.locator("dd")).toHaveText("1");
  await expect(owner.locator('svg[data-chart="invitees"]')).toBeVisible();
}

test("the owner invites a reader by name, who joins free from the circle's page; the owner sees it accepted", async ({
  page,
  browser,
}) => {
  const owner = await newOwner(browser, "en");
  await inviteFromSettings(owner.page, owner.name, EN, "@bob");
  await signIn(page, "bob@example.com");
  await acceptOnCirclePage(page, owner.name, EN);
  await seesAccepted(owner.page, owner.name, EN, "Bob Lin");
  await owner.page.context().close();
});

test("in Simplified Chinese: invited by email, joined free", async ({ page, browser }) => {
  const owner = await newOwner(browser, "zh_hans");
  await inviteFromSettings(owner.page, owner.name, ZH_HANS, "alice@example.com");
  await signIn(page, "alice@example.com");
  await page.context().addCookies([{ name: "__language", value: "zh_hans", url: ORIGIN }]);
  await acceptOnCirclePage(page, owner.name, ZH_HANS);
  await seesAccepted(owner.page, owner.name, ZH_HANS, "Alice Chen");
  await owner.page.context().close();
});
