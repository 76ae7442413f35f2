import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { gql, hydrated, ORIGIN, signIn, signUpFresh } from "./support";

// A circle's discussion and broadcast (issue 34): a member posts in the discussion, the owner
// broadcasts, a member replies to the broadcast (and may not start one); the notices reach the
// owner and the member and lead to the comments; a circle switch turned off stays off; a reader
// who is not a member meets the "members only" panel with Subscribe, in English and Traditional
// Chinese; the tabs are links reached from the keyboard.

const PAYMENT_PASSWORD = "135790";

const thread = (page: Page) => page.locator('section[aria-labelledby="comments-heading"]');
const commentWith = (page: Page, text: string) =>
  thread(page).locator("article[data-comment]").filter({ hasText: text });

/** Sends a comment form and waits for the API's answer and the thread refreshed in place. */
async function send(page: Page, form: Locator) {
  const sent = page.waitForResponse(
    (r) => r.url().endsWith("/graphql") && /mutation PutComment\b/.test(r.request().postData() ?? ""),
  );
  await form.getByRole("button", { name: "Send" }).click();
  await sent;
  await expect(form.getByRole("button", { name: "Sending…" })).toHaveCount(0);
}

/** A new owner's circle at the lowest price, made through the API; the owner's page stays signed in. */
async function newCircle(browser: Browser) {
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await signUpFresh(page, "circle-talk");
  const name = `Talk_${Date.now().toString(36)}`.slice(0, 20);
  const made = await gql(page.request, "mutation($input: PutCircleInput!) { putCircle(input: $input) { id } }", {
    input: { name, displayName: "Tea Talk", amount: 20 },
  });
  expect(made.errors).toBeUndefined();
  return { name, id: (made.data as { putCircle: { id: string } }).putCircle.id, owner: page };
}

test("a member talks in the discussion, the owner broadcasts and a member replies; others see members only", async ({
  page,
  browser,
}) => {
  const circle = await newCircle(browser);

  // bob subscribes from his wallet (the subscribe dialog has its own test)
  await signIn(page, "bob@example.com");
  const subscribed = await gql(
    page.request,
    "mutation($input: SubscribeCircleInput!) { subscribeCircle(input: $input) { circle { isMember } } }",
    { input: { id: circle.id, password: PAYMENT_PASSWORD } },
  );
  expect(subscribed.errors).toBeUndefined();

  // the tabs are links; the keyboard reaches the discussion from the works
  await page.goto(`/~${circle.name}`);
  const tabs = page.getByRole("navigation", { name: "Circle sections" });
  await expect(tabs.getByRole("link", { name: "Works" })).toHaveAttribute("aria-current", "page");
  await tabs.getByRole("link", { name: "Works" }).focus();
  await page.keyboard.press("Tab");
  await expect(tabs.getByRole("link", { name: "Discussion" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${ORIGIN}/~${circle.name}/discussion`);

  const words = `Hello circle ${Date.now()}`;
  const box = thread(page).getByRole("textbox", { name: "Your comment" });
  await hydrated(box);
  await box.fill(words);
  await send(page, thread(page).locator("form").first());
  await expect(commentWith(page, words)).toBeVisible();

  // the owner broadcasts
  const news = `News for members ${Date.now()}`;
  await circle.owner.goto(`/~${circle.name}/broadcast`);
  const ownerBox = thread(circle.owner).getByRole("textbox", { name: "Your comment" });
  await hydrated(ownerBox);
  await ownerBox.fill(news);
  await send(circle.owner, thread(circle.owner).locator("form").first());
  await expect(commentWith(circle.owner, news)).toBeVisible();

  // bob may not start a broadcast, but replies to the owner's
  await page.goto(`/~${circle.name}/broadcast`);
  await expect(thread(page)).toContainText("Only the circle's owner starts a broadcast.");
  await expect(thread(page).getByRole("textbox", { name: "Your comment" })).toHaveCount(0);
  const reply = commentWith(page, news).getByRole("button", { name: "Reply" });
  await hydrated(reply);
  await reply.click();
  const replyForm = thread(page)
    .locator("form")
    .filter({ has: page.getByRole("textbox") })
    .first();
  const answer = `Thanks for the news ${Date.now()}`;
  await replyForm.getByRole("textbox").fill(answer);
  await send(page, replyForm);
  await expect(thread(page)).toContainText(answer);

  // the owner is told of bob's thread and reply, with links to them; bob of the broadcast
  await circle.owner.goto("/me/notifications");
  const ownerNotice = circle.owner.getByTestId("notice").filter({ hasText: words });
  await expect(ownerNotice).toContainText("wrote in a circle's discussion");
  await expect(ownerNotice.getByRole("link")).toHaveAttribute("href", new RegExp(`^/~${circle.name}/discussion#`));
  // members hear of a broadcast through the notice queue: a moment later
  await expect(async () => {
    await page.goto("/me/notifications");
    await expect(page.getByTestId("notice").filter({ hasText: news }).first()).toContainText(
      "wrote in a circle's broadcast",
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 20_000 });
  await page.getByTestId("notice").filter({ hasText: news }).first().getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/~${circle.name}/broadcast#`));

  // bob turns new broadcasts off on the circle notifications page, from the keyboard; it stays off
  await page.goto("/me/settings/notifications/circle");
  const broadcasts = page.getByRole("switch", { name: "New broadcasts" });
  await expect(page.getByRole("switch")).toHaveCount(11);
  await hydrated(broadcasts);
  await expect(broadcasts).toHaveAttribute("aria-checked", "true");
  const saved = page.waitForResponse((r) => /mutation UpdateNotificationSetting\b/.test(r.request().postData() ?? ""));
  await broadcasts.focus();
  await page.keyboard.press("Space");
  await saved;
  await page.reload();
  await expect(page.getByRole("switch", { name: "New broadcasts" })).toHaveAttribute("aria-checked", "false");

  // a reader who is not a member sees neither, and is offered the subscription
  const outsider = await browser.newPage();
  await signIn(outsider, "alice@example.com");
  for (const section of ["discussion", "broadcast"]) {
    await outsider.goto(`/~${circle.name}/${section}`);
    const panel = outsider.getByRole("region", { name: "For members only" });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("button", { name: "Subscribe", exact: true })).toBeVisible();
    await expect(outsider.locator("main")).not.toContainText(words);
    await expect(outsider.locator("main")).not.toContainText(news);
  }
  await outsider.context().addCookies([{ name: "__language", value: "zh_hant", url: ORIGIN }]);
  await outsider.goto(`/~${circle.name}/discussion`);
  await expect(outsider.getByRole("region", { name: "僅限圍爐成員" })).toBeVisible();
  await expect(
    outsider.getByRole("navigation", { name: "圍爐分頁" }).getByRole("link", { name: "眾聊" }),
  ).toHaveAttribute("aria-current", "page");
  await outsider.close();
  await circle.owner.context().close();
});
