import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { gql, hydrated, ORIGIN, signIn, signUpFresh } from "./support";

// Paywalled work as its circle reads it (issue 34), beside paywall.spec's wall: a member is
// offered the article in the other Chinese script and reads it converted, reads the bodies of
// its past versions on the history page, and opens a thread from a `?comment=` link, while a
// visitor meets none of these; the revision form's "Who can read" takes the article out of the
// circle and puts it back; and a visitor's page head and Open Graph card, fetched after a member
// has read the page, hold no word of the body. Each test archives its article at its end: the
// specs after these read the site's newest articles as the seed made them.

const PAYMENT_PASSWORD = "135790";
const RUN = Date.now().toString(36);

type Work = { id: string; shortHash: string; path: string };

/** A fresh author with a circle (the lowest price), signed in on `page`. */
async function authorWithCircle(page: Page, prefix: string) {
  await signUpFresh(page, prefix);
  const name = `${prefix.slice(0, 6)}_${RUN}`.replace(/-/g, "_").slice(0, 20);
  const made = await gql<{ putCircle: { id: string } }>(
    page.request,
    "mutation($input: PutCircleInput!) { putCircle(input: $input) { id } }",
    { input: { name, displayName: "Reading Room", amount: 20 } },
  );
  expect(made.errors).toBeUndefined();
  return { id: made.data?.putCircle.id ?? "", name };
}

/** Publishes paywalled work for the circle through the API (the editor's own path has paywall.spec). */
async function publishPaywalled(
  request: APIRequestContext,
  circle: string,
  fields: { title: string; summary: string; content: string },
): Promise<Work> {
  const draft = await gql<{ putDraft: { id: string } }>(
    request,
    "mutation($input: PutDraftInput!) { putDraft(input: $input) { id } }",
    { input: { ...fields, circle, accessType: "paywall" } },
  );
  expect(draft.errors).toBeUndefined();
  const published = await gql<{ publishArticle: { article: { id: string; shortHash: string } | null } }>(
    request,
    "mutation($id: ID!) { publishArticle(input: { id: $id }) { article { id shortHash } } }",
    { id: draft.data?.putDraft.id },
  );
  expect(published.errors).toBeUndefined();
  const article = published.data?.publishArticle.article;
  if (!article) throw new Error("not published");
  return { ...article, path: `/a/${article.shortHash}` };
}

const comment = async (request: APIRequestContext, articleId: string, content: string, parentId?: string) => {
  const result = await gql<{ putComment: { id: string } }>(
    request,
    "mutation($input: PutCommentInput!) { putComment(input: $input) { id } }",
    { input: { comment: { type: "article", articleId, content: `<p>${content}</p>`, parentId, replyTo: parentId } } },
  );
  expect(result.errors).toBeUndefined();
  return result.data?.putComment.id ?? "";
};

const archive = async (request: APIRequestContext, id: string) => {
  const archived = await gql<{ editArticle: { state: string } }>(
    request,
    "mutation($id: ID!) { editArticle(input: { id: $id, state: archived }) { state } }",
    { id },
  );
  expect(archived.data?.editArticle.state).toBe("archived");
};

/** bob (the seed's funded wallet) joins the circle from his wallet, in a context of his own. */
async function bobJoins(browser: Browser, circleId: string) {
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await signIn(page, "bob@example.com");
  const joined = await gql(
    page.request,
    "mutation($input: SubscribeCircleInput!) { subscribeCircle(input: $input) { circle { isMember } } }",
    { input: { id: circleId, password: PAYMENT_PASSWORD } },
  );
  expect(joined.errors).toBeUndefined();
  return { page, context };
}

/** The article itself (its comments are articles too). */
const articleOf = (page: Page) => page.locator('article[aria-labelledby="article-title"]');

const visitorPage = async (browser: Browser) => (await browser.newContext({ baseURL: ORIGIN })).newPage();

test("a member reads the body converted, past versions on the history page, and a linked thread; a visitor none of them", async ({
  page,
  browser,
}) => {
  const circle = await authorWithCircle(page, "pw-member");
  const first = `会员看得到的第一版正文，关于图书馆的灯。${RUN}`;
  const work = await publishPaywalled(page.request, circle.id, {
    title: `图书馆的灯 ${RUN}`,
    summary: "A public summary of the lamps.",
    content: `<p>${first}</p>`,
  });
  const second = `会员看得到的第二版正文，关于图书馆的窗。${RUN}`;
  const revised = await gql(page.request, "mutation($input: EditArticleInput!) { editArticle(input: $input) { id } }", {
    input: { id: work.id, content: `<p>${second}</p>` },
  });
  expect(revised.errors).toBeUndefined();
  // a thread of six replies: a page shows the first five, a link to the thread shows them all
  // (the author's five, as six comments a minute are one's most, and a member's sixth)
  const thread = await comment(page.request, work.id, `A thread to link ${RUN}`);
  for (let n = 1; n <= 5; n++) await comment(page.request, work.id, `Reply ${n} of ${RUN}`, thread);

  const member = await bobJoins(browser, circle.id);
  const reader = member.page;
  await comment(reader.request, work.id, `Reply 6 of ${RUN}`, thread);

  // the body, and the other script on offer: read converted by OpenCC
  await reader.goto(work.path);
  await expect(articleOf(reader)).toContainText(second);
  const convert = reader.getByRole("link", { name: "Read in Traditional Chinese" });
  await expect(convert).toBeVisible();
  await convert.click();
  await expect(reader).toHaveURL(`${ORIGIN}${work.path}?translation=zh_hant`);
  await expect(
    reader.getByText(/^Converted to Traditional Chinese from the author's Simplified Chinese/),
  ).toBeVisible();
  await expect(articleOf(reader)).toContainText("會員看得到的第二版正文");
  await expect(articleOf(reader)).not.toContainText(second);

  // the history page compares the versions' bodies
  await reader.goto(`${work.path}/history`);
  // (the words the versions share, and each one's own words marked as changed)
  const [older, newer] = [reader.locator('[data-side="side-from"]'), reader.locator('[data-side="side-to"]')];
  await expect(older).toContainText("会员看得到的");
  await expect(newer).toContainText("会员看得到的");
  await expect(older.locator("del").first()).toContainText("第一");
  await expect(newer.locator("ins").first()).toContainText("第二");

  // a link to the thread opens it whole
  await reader.goto(`${work.path}?comment=${encodeURIComponent(thread)}`);
  await expect(reader.getByText(`Reply 6 of ${RUN}`)).toBeVisible();
  await member.context.close();

  // a visitor: no body, no offer, no past bodies, no thread
  const visitor = await visitorPage(browser);
  await visitor.goto(`${work.path}?translation=zh_hant`);
  await expect(visitor.locator("[data-paywall]")).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Read in Traditional Chinese" })).toHaveCount(0);
  await expect(visitor.locator("body")).not.toContainText("会员看得到的");
  await visitor.goto(`${work.path}/history`);
  await expect(visitor.getByRole("heading", { level: 1, name: "Version history" })).toBeVisible();
  await expect(visitor.locator('[data-side="side-to"]')).toBeVisible();
  await expect(visitor.locator("body")).not.toContainText("会员看得到的");
  await visitor.goto(`${work.path}?comment=${encodeURIComponent(thread)}`);
  await expect(visitor.getByText("Comments on this article are for the circle's members.")).toBeVisible();
  await expect(visitor.getByText(`Reply 6 of ${RUN}`)).toHaveCount(0);
  await visitor.context().close();

  await archive(page.request, work.id);
});

test("the revision form's Who can read opens paywalled work to everyone and closes it again", async ({
  page,
  browser,
}) => {
  const circle = await authorWithCircle(page, "pw-revise");
  const body = `Words for the circle first ${RUN}.`;
  const work = await publishPaywalled(page.request, circle.id, {
    title: `Opening the room ${RUN}`,
    summary: "A room opened later.",
    content: `<p>${body}</p>`,
  });
  const visitor = await visitorPage(browser);
  await visitor.goto(work.path);
  await expect(visitor.locator("[data-paywall]")).toBeVisible();

  const revise = async (choice: string) => {
    await page.goto(`${work.path}/edit`);
    const readers = page.getByRole("group", { name: "Who can read" });
    const radio = readers.getByRole("radio", { name: choice });
    await hydrated(radio);
    await radio.check();
    await page.getByRole("button", { name: "Save revision" }).click();
    await page.getByRole("dialog", { name: "Save this revision" }).getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(`${ORIGIN}${work.path}`);
  };

  await page.goto(`${work.path}/edit`);
  await expect(
    page.getByRole("group", { name: "Who can read" }).getByRole("radio", { name: "Members of Reading Room only" }),
  ).toBeChecked();
  await revise("Everyone");
  await visitor.goto(work.path);
  await expect(visitor.locator("article")).toContainText(body);
  await expect(visitor.locator("[data-paywall]")).toHaveCount(0);

  await revise("Members of Reading Room only");
  await visitor.goto(work.path);
  await expect(visitor.locator("[data-paywall]")).toBeVisible();
  await expect(visitor.locator("body")).not.toContainText(body);
  await visitor.context().close();

  await archive(page.request, work.id);
});

test("a visitor's page head and Open Graph card hold no word of the body, after a member has read it", async ({
  page,
  browser,
}) => {
  const circle = await authorWithCircle(page, "pw-og");
  // words of the body alone (the title has the run's mark, so the body's is a word of its own)
  const words = ["marmalade", "lighthouse", "cormorant", `inkwell${RUN}`];
  const fields = { title: `Keeper's log ${RUN}`, summary: "The keeper's log, in brief." };
  const work = await publishPaywalled(page.request, circle.id, {
    ...fields,
    content: `<p>The ${words.join(" ")} passage.</p><img src="/seed/covers/c03.svg">`,
  });
  // the same title, summary and author, another body: a card drawn from the body would differ
  const twin = await publishPaywalled(page.request, circle.id, {
    ...fields,
    content: "<p>Nothing alike at all here.</p>",
  });

  const member = await bobJoins(browser, circle.id);
  await member.page.goto(work.path);
  await expect(member.page.locator("article")).toContainText(words.join(" "));
  await member.context.close();

  const visitor = await visitorPage(browser);
  const response = await visitor.request.get(work.path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const word of words) expect(html).not.toContain(word);
  // the body's image would be a piece of it too
  expect(html).not.toContain("/seed/covers/c03.svg");
  await visitor.goto(work.path);
  await expect(visitor.locator('meta[property="og:description"]')).toHaveAttribute("content", fields.summary);
  const image = await visitor.locator('meta[property="og:image"]').first().getAttribute("content");
  expect(image).toContain(`/og/article/${work.shortHash}.png`);

  const cardPath = (({ pathname, search }) => pathname + search)(new URL(image ?? "", ORIGIN));
  const card = await visitor.request.get(cardPath);
  const twinCard = await visitor.request.get(cardPath.replace(work.shortHash, twin.shortHash));
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/png");
  expect(twinCard.status()).toBe(200);
  expect(card.headers().etag).toBe(twinCard.headers().etag);
  expect(Buffer.compare(await card.body(), await twinCard.body())).toBe(0);
  await visitor.context().close();

  await archive(page.request, work.id);
  await archive(page.request, twin.id);
});
