import { type Browser, expect, type Page, test } from "@playwright/test";
import { at, axeOn, gql, hydrated, ORIGIN, signIn, signUpFresh } from "./support";

// Community watch and moments (issue 37). A person given the communityWatch flag removes a spam
// comment from a moment's page; the admin finds it kept, with its words, on /admin/watch and
// restores it, and readers see it again; the audit log has the restore. The admin approves an
// application to the hottest-moments feed on /admin/moment-feed, and archives a reported moment
// from the reports queue. Plain people get 404s. Everything here is made by the spec's own fresh
// people; at the end their moments are taken down and their reports resolved (afterAll).

const ADMIN = "editor@example.com";

const serious = (violations: { impact?: string | null; id: string }[]) =>
  violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);

/** What the spec made, taken down (by the admin) at the end whatever happened. */
const made: { moments: string[]; reported: string[] } = { moments: [], reported: [] };

test.afterAll(async ({ browser }) => {
  if (made.moments.length === 0 && made.reported.length === 0) return;
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await signIn(page, ADMIN);
  // one already archived answers ACTION_FAILED, which is as well
  for (const id of made.moments) {
    await gql(page.request, "mutation($id: ID!) { updateMomentState(input: { id: $id, state: archived }) { id } }", {
      id,
    });
  }
  for (const id of made.reported) {
    await gql(page.request, "mutation($id: ID!) { resolveReports(input: { targetId: $id }) }", { id });
  }
  await context.close();
});

/** A fresh person in a browser of their own. */
async function newcomer(browser: Browser, label: string) {
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  const email = await signUpFresh(page, label);
  const viewer = await gql<{ viewer: { id: string; userName: string } }>(page.request, "{ viewer { id userName } }");
  const me = viewer.data?.viewer;
  if (!me) throw new Error("no viewer");
  return { context, page, email, id: me.id, userName: me.userName };
}

/** A moment posted by `author`, remembered for taking down at the end. */
async function postMoment(author: { page: Page }, text: string) {
  const posted = await gql<{ putMoment: { id: string; shortHash: string } }>(
    author.page.request,
    "mutation($input: PutMomentInput!) { putMoment(input: $input) { id shortHash } }",
    { input: { content: `<p>${text}</p>` } },
  );
  expect(posted.errors).toBeUndefined();
  const moment = posted.data?.putMoment;
  if (!moment) throw new Error("no moment");
  made.moments.push(moment.id);
  return moment;
}

const commentWith = (page: Page, text: string) => page.locator("article[data-comment]").filter({ hasText: text });

test("a watcher removes a spam comment; the admin finds it kept on /admin/watch and restores it", async ({
  page,
  browser,
}) => {
  // a moment, a spam comment on it, and a watcher given the flag by the admin
  const author = await newcomer(browser, "watch-author");
  const moment = await postMoment(author, `A quiet afternoon ${Date.now()}`);
  const spammer = await newcomer(browser, "watch-spammer");
  const spam = `Cheap watches, visit spam.example ${Date.now()}`;
  const commented = await gql(
    spammer.page.request,
    "mutation($input: PutCommentInput!) { putComment(input: $input) { id } }",
    { input: { comment: { content: `<p>${spam}</p>`, type: "moment", momentId: moment.id } } },
  );
  expect(commented.errors).toBeUndefined();
  const watcher = await newcomer(browser, "watcher");
  await signIn(page, ADMIN);
  const flagged = await gql(
    page.request,
    "mutation($ids: [ID!]!) { putUserFeatureFlags(input: { ids: $ids, flags: [communityWatch] }) { id } }",
    { ids: [watcher.id] },
  );
  expect(flagged.errors).toBeUndefined();

  // the watcher removes it from the moment's page
  await watcher.page.goto(`/m/${moment.shortHash}`);
  const remove = commentWith(watcher.page, spam).getByRole("button", { name: "Remove (community watch)" });
  await hydrated(remove);
  await remove.click();
  const dialog = watcher.page.getByRole("dialog", { name: "Remove this comment" });
  await dialog.getByRole("radio", { name: "Spam ad" }).check();
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(watcher.page.getByText("The comment is removed.")).toBeVisible();

  // a second spam comment, removed by the watcher through the API, for a second entry
  const secondSpam = `Cheap bags, visit spam.example ${Date.now()}`;
  const second = await gql<{ putComment: { id: string } }>(
    spammer.page.request,
    "mutation($input: PutCommentInput!) { putComment(input: $input) { id } }",
    { input: { comment: { content: `<p>${secondSpam}</p>`, type: "moment", momentId: moment.id } } },
  );
  const secondId = second.data?.putComment.id;
  if (!secondId) throw new Error("no second comment");
  const removed = await gql(
    watcher.page.request,
    "mutation($id: ID!) { communityWatchRemoveComment(input: { id: $id, reason: spam_ad }) { id } }",
    { id: secondId },
  );
  expect(removed.errors).toBeUndefined();

  // readers no longer see its words
  const reader = await browser.newContext({ baseURL: ORIGIN });
  const readerPage = await reader.newPage();
  await readerPage.goto(`/m/${moment.shortHash}`);
  await expect(readerPage.getByText(spam)).toHaveCount(0);

  // the admin finds it kept with its words, and restores it
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Community watch" }).click();
  await expect(page).toHaveURL(at("/admin/watch"));
  const entry = page.getByRole("listitem").filter({ hasText: spam });
  await expect(entry).toContainText("Spam ad");
  await expect(entry).toContainText("awaiting review");
  expect(serious((await axeOn(page).analyze()).violations)).toEqual([]);
  const restore = entry.getByRole("button", { name: "Restore comment" });
  await hydrated(restore);
  await restore.click();
  await expect(entry.getByRole("status")).toHaveText("The comment is restored.");
  // its buttons are gone with the removal: focus is on what was done, not lost to the page
  await expect(entry.getByRole("button")).toHaveCount(0);
  await expect(entry.getByRole("status")).toBeFocused();

  // keeping the second removal moves focus to that entry's own line, though the first entry
  // still says what was done there
  const secondEntry = page.getByRole("listitem").filter({ hasText: secondSpam });
  await secondEntry.getByRole("button", { name: "Keep removed" }).click();
  await expect(secondEntry.getByRole("status")).toHaveText("The removal is kept.");
  await expect(secondEntry).toContainText("kept removed");
  await expect(secondEntry.getByRole("button", { name: "Keep removed" })).toHaveCount(0);
  await expect(secondEntry.getByRole("status")).toBeFocused();
  await expect(entry.getByRole("status")).toHaveText("The comment is restored.");

  // readers see it again
  await readerPage.reload();
  await expect(commentWith(readerPage, spam)).toBeVisible();
  await reader.close();

  // the audit log has the restore and then the review, by this admin
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("row").nth(1).getByRole("rowheader")).toHaveText("Review removal");
  await expect(page.getByRole("row").nth(2).getByRole("rowheader")).toHaveText("Restore comment");

  // a plain person (the watcher too: the flag is not the admin's role) gets the site's 404
  expect((await watcher.page.goto("/admin/watch"))?.status()).toBe(404);
  for (const person of [author, spammer, watcher]) await person.context.close();
});

test("a person applies to the hottest-moments feed; the admin approves it on /admin/moment-feed", async ({
  page,
  browser,
}) => {
  // the person applies from their settings
  const applicant = await newcomer(browser, "moment-feed");
  await applicant.page.goto("/me/settings/misc");
  const apply = applicant.page.getByRole("button", { name: "Apply" });
  await hydrated(apply);
  await apply.click();
  await expect(applicant.page.getByRole("status").filter({ hasText: "Your application is sent." })).toBeVisible();
  await expect(applicant.page.getByText("You have applied (or are approved).")).toBeVisible();

  await signIn(page, ADMIN);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Moments feed" }).click();
  await expect(page).toHaveURL(at("/admin/moment-feed"));
  const filters = page.getByRole("navigation", { name: "Applications" });
  await expect(filters.getByRole("link", { name: "Waiting" })).toHaveAttribute("aria-current", "page");
  expect(serious((await axeOn(page).analyze()).violations)).toEqual([]);

  // the waiting ones may run to several pages: follow "More applications" to the applicant
  let row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: applicant.userName }) });
  while ((await row.count()) === 0) {
    await page.getByRole("link", { name: "More applications" }).click();
    row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: applicant.userName }) });
  }
  const approve = row.getByRole("button", { name: `Approve: ${applicant.userName}` });
  await hydrated(approve);
  // keyboard: the button takes focus and Enter presses it
  await approve.focus();
  await page.keyboard.press("Enter");
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `${applicant.userName} is approved: their moments can be among the hottest.` }),
  ).toBeVisible();
  // the person left the waiting list with the focused button; focus is on the page's heading, not lost
  await expect(page.getByRole("heading", { level: 1, name: "Moments feed" })).toBeFocused();
  await expect(row).toHaveCount(0);

  // among the approved now, with a revoke to offer
  await filters.getByRole("link", { name: "Approved" }).click();
  await expect(page).toHaveURL(at("/admin/moment-feed?state=approved"));
  const approved = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: applicant.userName }) });
  await expect(approved).toContainText("by editor");
  await expect(approved.getByRole("button", { name: `Revoke: ${applicant.userName}` })).toBeVisible();

  // the audit log has the decision
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Audit log" }).click();
  const newest = page.getByRole("row").nth(1);
  await expect(newest.getByRole("rowheader")).toHaveText("Decide moments-feed application");
  await expect(newest).toContainText("momentFeedState: pending → approved");

  // the applicant gets the site's 404 for the page
  expect((await applicant.page.goto("/admin/moment-feed"))?.status()).toBe(404);
  await applicant.context.close();
});

test("a reported moment is archived from the reports queue, and its page is gone", async ({ page, browser }) => {
  const author = await newcomer(browser, "reported-moment");
  const moment = await postMoment(author, `Buy followers now ${Date.now()}`);
  const reporter = await newcomer(browser, "moment-reporter");
  const reported = await gql(
    reporter.page.request,
    "mutation($id: ID!) { submitReport(input: { targetId: $id, reason: illegal_advertising }) { id } }",
    { id: moment.id },
  );
  expect(reported.errors).toBeUndefined();
  made.reported.push(moment.id);

  await signIn(page, ADMIN);
  await page.goto("/admin/reports");
  let entry = page.getByRole("listitem", { name: `Moment: ${moment.id}` });
  while ((await entry.count()) === 0) {
    await page.getByRole("link", { name: "Older reports" }).click();
    entry = page.getByRole("listitem", { name: `Moment: ${moment.id}` });
  }
  await expect(entry).toContainText("up");
  const archive = entry.getByRole("button", { name: "Archive the moment" });
  await hydrated(archive);
  await archive.click();
  await expect(entry.getByRole("status")).toHaveText("The moment is archived: it has left every list and its page.");
  await expect(entry).toContainText("taken down");
  await expect(entry.getByRole("button", { name: "Archive the moment" })).toHaveCount(0);

  // its page is gone for readers
  const visitor = await browser.newContext({ baseURL: ORIGIN });
  expect((await (await visitor.newPage()).goto(`/m/${moment.shortHash}`))?.status()).toBe(404);
  await visitor.close();

  // the audit log has it, linking the moment
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Audit log" }).click();
  const newest = page.getByRole("row").nth(1);
  await expect(newest.getByRole("rowheader")).toHaveText("Archive moment");
  await expect(newest.getByRole("link", { name: `Moment ${moment.shortHash}` })).toBeVisible();
  for (const person of [author, reporter]) await person.context.close();
});
