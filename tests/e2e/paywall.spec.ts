import { expect, test } from "@playwright/test";
import { gql, hydrated, ORIGIN, signIn, signUpFresh } from "./support";

// Paywalled articles (issue 34): an author publishes from the editor for their circle's members
// only; a visitor meets the summary and the wall (the circle, its price, Subscribe, Log in), a
// lock on the article's card, and no body in the page's head or the author's feed; a reader
// with a funded wallet (the seed's bob, payment password 135790) subscribes from the wall and
// reads the article at once, the dialog's own refresh being all it takes.

const RUN = Date.now().toString(36);
const TITLE = `Lamp room notes ${RUN}`;
const SUMMARY = "What the lamp room keeps, in brief.";
const BODY = `Only members read this line ${RUN}.`;

test("an author publishes for circle members; a visitor meets the wall and a lock; a reader subscribes from the wall and reads", async ({
  page,
  browser,
}) => {
  await signUpFresh(page, "paywall-author");
  const circleName = `Lamp_${RUN}`.slice(0, 20);
  const made = await gql(page.request, "mutation($input: PutCircleInput!) { putCircle(input: $input) { id } }", {
    input: { name: circleName, displayName: "Lamp Room", amount: 20 },
  });
  expect(made.errors).toBeUndefined();
  const me = await gql<{ viewer: { userName: string } }>(page.request, "{ viewer { userName } }");
  const userName = me.data?.viewer.userName ?? "";

  // the editor's publishing options: members of the author's circle only
  await page.goto("/me/drafts/new");
  const body = page.getByRole("textbox", { name: "Article text" });
  await expect(body).toBeVisible();
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(TITLE);
  await expect(page).toHaveURL(/\/me\/drafts\/(?!new$)[A-Za-z0-9=]+$/);
  await body.click();
  await page.keyboard.type(BODY);
  await page.getByRole("textbox", { name: "Summary" }).fill(SUMMARY);
  const readers = page.getByRole("group", { name: "Who can read" });
  await readers.getByRole("radio", { name: "Members of Lamp Room only" }).check();
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("dialog", { name: "Publish" }).getByRole("button", { name: "Publish now" }).click();
  await expect(page).toHaveURL(/\/a\/[a-z0-9]+$/);
  const path = new URL(page.url()).pathname;
  // the author reads their own work whole
  await expect(page.locator("article")).toContainText(BODY);

  // a visitor: the summary and the wall, no body, and Subscribe asks to log in
  const visitorContext = await browser.newContext({ baseURL: ORIGIN });
  const visitor = await visitorContext.newPage();
  await visitor.goto(path);
  await expect(visitor.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  const wall = visitor.locator("[data-paywall]");
  await expect(wall.getByRole("heading", { name: "For circle members" })).toBeVisible();
  await expect(wall).toContainText("Lamp Room");
  await expect(wall).toContainText("HK$20.00 a month");
  await expect(wall.getByRole("link", { name: "Log in" })).toHaveAttribute(
    "href",
    `/login?target=${encodeURIComponent(path)}`,
  );
  await expect(visitor.locator("article")).toContainText(SUMMARY);
  await expect(visitor.locator("body")).not.toContainText(BODY);
  await expect(visitor.getByText("Comments on this article are for the circle's members.")).toBeVisible();
  // the page's head and the author's feed carry the summary, never the body
  const html = await (await visitor.request.get(path)).text();
  expect(html).not.toContain(BODY);
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute("content", SUMMARY);
  const feed = await (await visitor.request.get(`/feed/user/${userName}.xml`)).text();
  expect(feed).toContain(TITLE);
  expect(feed).not.toContain(BODY);
  const card = await visitor.request.get(`/og/article/${path.split("/").pop()}.png`);
  expect(card.status()).toBe(200);
  // the lock on the article's card in the author's list
  await visitor.goto(`/@${userName}`);
  const digest = visitor.locator("article").filter({ hasText: TITLE });
  await expect(digest.getByRole("img", { name: "Circle members only" })).toBeVisible();
  await visitorContext.close();

  // a reader with a funded wallet subscribes from the wall and reads on the same page
  const readerContext = await browser.newContext({ baseURL: ORIGIN });
  const reader = await readerContext.newPage();
  await signIn(reader, "bob@example.com");
  await reader.goto(path);
  await expect(reader.locator("body")).not.toContainText(BODY);
  const subscribe = reader.locator("[data-paywall]").getByRole("button", { name: "Subscribe", exact: true });
  await hydrated(subscribe);
  await subscribe.click();
  const dialog = reader.getByRole("dialog", { name: "Subscribe to Lamp Room" });
  await dialog.getByLabel("Payment password", { exact: true }).fill("135790");
  await dialog.getByRole("button", { name: "Pay HKD 20" }).click();
  await expect(dialog).toBeHidden();
  await expect(reader.locator("article")).toContainText(BODY);
  await expect(reader.locator("[data-paywall]")).toHaveCount(0);
  await expect(reader.getByText("Comments on this article are for the circle's members.")).toHaveCount(0);
  await readerContext.close();

  // the author takes it down again: the specs after this one read the site's newest articles
  // as the seed made them, and a wall would stand in their way
  const shortHash = path.split("/").pop() ?? "";
  const found = await gql<{ article: { id: string } }>(
    page.request,
    "query($h: String!) { article(input: { shortHash: $h }) { id } }",
    { h: shortHash },
  );
  const archived = await gql<{ editArticle: { state: string } }>(
    page.request,
    "mutation($id: ID!) { editArticle(input: { id: $id, state: archived }) { state } }",
    { id: found.data?.article.id },
  );
  expect(archived.data?.editArticle.state).toBe("archived");
});
