import { type APIRequestContext, expect, type Page, request, test } from "@playwright/test";
import { at, DEMO_PASSWORD, gql, ORIGIN, signUpFresh } from "./support";

// Badges on a profile, in each of the three languages: an admin (the seeded editor) gives a
// newcomer the nomad badge (level 2) and the grand slam; their profile lists both, and the
// addresses a grant's notice links to open each badge's dialog. The dialog takes focus, Escape
// closes it and clears the address's dialog (and step), and focus comes back to the badge.

const LANGUAGES = [
  {
    cookie: "en",
    nomad: "Nomad badge, level 2",
    nomadButton: "About the Nomad · level 2 badge",
    congrats: "Congratulations!",
    congratsText: "You wrote for every stage of a writing challenge within its writing period",
    grandButton: "About the Grand Slam badge",
  },
  {
    cookie: "zh_hant",
    nomad: "遊牧徽章 第 2 級",
    nomadButton: "關於遊牧 · 第 2 級徽章",
    congrats: "恭喜！",
    congratsText: "你在寫作期間內完成了寫作挑戰的每一個階段",
    grandButton: "關於大滿貫徽章",
  },
  {
    cookie: "zh_hans",
    nomad: "游牧徽章 第 2 级",
    nomadButton: "关于游牧 · 第 2 级徽章",
    congrats: "恭喜！",
    congratsText: "你在写作期间内完成了写作挑战的每一个阶段",
    grandButton: "关于大满贯徽章",
  },
];

const TOGGLE = `mutation($ids: [ID!]!, $type: BadgeType!) {
  toggleUsersBadge(input: { ids: $ids, type: $type, enabled: true }) { id }
}`;

let admin: APIRequestContext;

test.beforeAll(async () => {
  admin = await request.newContext({ baseURL: ORIGIN });
  const signedIn = await gql(admin, `mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }`, {
    input: { email: "editor@example.com", passwordOrCode: DEMO_PASSWORD },
  });
  expect(signedIn.errors).toBeUndefined();
});

test.afterAll(async () => {
  await admin?.dispose();
});

/** A newcomer holding nomad level 2 and the grand slam, signed in on `page` in `language`. */
async function badgedNewcomer(page: Page, language: string) {
  await signUpFresh(page, "badges");
  const me = await gql<{ viewer: { id: string; userName: string } }>(page.request, "{ viewer { id userName } }");
  const { id, userName } = me.data?.viewer ?? { id: "", userName: "" };
  for (const type of ["nomad2", "grand_slam"]) {
    expect((await gql(admin, TOGGLE, { ids: [id], type })).errors).toBeUndefined();
  }
  await page.context().addCookies([{ name: "__language", value: language, url: ORIGIN }]);
  return userName;
}

/** Whether focus is inside the dialog. */
const focusedInside = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")));

for (const l of LANGUAGES) {
  test(`the nomad and grand slam badges open their dialogs from the address (${l.cookie})`, async ({ page }) => {
    const userName = await badgedNewcomer(page, l.cookie);

    await page.goto(`/@${userName}?dialog=nomad-badge`);
    const nomad = page.getByRole("dialog", { name: l.nomad });
    await expect(nomad).toBeVisible();
    await expect.poll(() => focusedInside(page)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(nomad).toBeHidden();
    await expect(page).toHaveURL(at(`/@${userName}`));
    await expect(page.getByRole("button", { name: l.nomadButton })).toBeFocused();

    await page.goto(`/@${userName}?dialog=grand-badge&step=congrats`);
    const grand = page.getByRole("dialog", { name: l.congrats });
    await expect(grand).toBeVisible();
    await expect(grand).toContainText(l.congratsText);
    await expect.poll(() => focusedInside(page)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(grand).toBeHidden();
    // the step goes with the dialog
    await expect(page).toHaveURL(at(`/@${userName}`));
    await expect(page.getByRole("button", { name: l.grandButton })).toBeFocused();

    // the badge itself opens its dialog, and the address names it
    await page.getByRole("button", { name: l.nomadButton }).click();
    await expect(nomad).toBeVisible();
    await expect(page).toHaveURL(at(`/@${userName}?dialog=nomad-badge`));
  });
}
