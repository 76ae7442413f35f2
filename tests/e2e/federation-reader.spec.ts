import { expect, type Page, test } from "@playwright/test";
import { type Received, startRemoteActor } from "../support/remote-actor";
import { graphql } from "./generated/gql";
import { axeOn, gql, hydrated, signUpFresh } from "./support";

// The reader's side of the fediverse (issue 38): a reader here opts in, follows an account on a
// server played by this test (tests/support/remote-actor.ts, its own key on another loopback
// port) by its handle on /me/fediverse, and the remote receives a signed Follow from the
// reader's actor. Its Accept makes the follow accepted; its Note arrives in the reader's
// timeline; a like there reaches it as a signed Like, and an unfollow as a signed Undo.

const REMOTE_PORT = Number(process.env.PORT ?? 8787) + 3001;

const Profile = graphql(`
  query FederationReaderSpecProfile {
    viewerFediverse {
      actorId
      followingCount
      pendingFollowingCount
    }
  }
`);

/** The first activity of `type` the remote received, once it has. */
async function receivedOf(received: Received[], type: string, after = 0): Promise<Received> {
  await expect.poll(() => received.slice(after).some((r) => r.activity.type === type), { timeout: 30_000 }).toBe(true);
  return received.slice(after).find((r) => r.activity.type === type) as Received;
}

/** axe's serious and critical findings on the page as it stands. */
async function seriousViolations(page: Page) {
  const { violations } = await axeOn(page).analyze();
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

const idOf = (value: unknown) => (typeof value === "string" ? value : (value as { id: string }).id);

test("a reader follows a remote account by handle, reads its post in the timeline, likes it and unfollows", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const remote = await startRemoteActor(REMOTE_PORT);
  try {
    await signUpFresh(page, "fedireader");

    // not opted in: the page says why and where to turn it on
    await page.goto("/me/fediverse");
    const toSettings = page.getByRole("link", { name: "Turn it on in settings" });
    await expect(toSettings).toBeVisible();
    await toSettings.click();
    const choice = page.getByRole("radio", { name: "Followable from the fediverse" });
    await hydrated(choice);
    await choice.check();
    await expect(page.getByRole("status").filter({ hasText: "Saved" }).first()).toBeVisible();

    // an empty timeline tells how to follow someone
    await page.goto("/me/fediverse");
    await expect(page.getByText("Nothing here yet.")).toBeVisible();
    await page.getByRole("link", { name: "Follow someone" }).click();

    // follow by handle: a lookup's preview first, then Follow
    const field = page.getByLabel("Account (name@server)");
    await hydrated(field);
    await field.fill("not a handle");
    await page.getByRole("button", { name: "Look up" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Write the account as name@server." })).toBeVisible();
    await field.fill(`@${remote.account}`);
    await field.press("Enter");
    await expect(page.getByText("A remote reader")).toBeVisible();
    await page.getByRole("button", { name: "Follow", exact: true }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `Follow request sent to ${remote.account}.` }),
    ).toBeVisible();
    await expect(page.getByText("(waiting for approval)")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const actor = (await gql(page.request, Profile)).data?.viewerFediverse?.actorId ?? "";
    expect(actor).toMatch(/\/ap\/users\/\d+$/);

    // the remote got a Follow signed with the reader's actor's key
    const follow = await receivedOf(remote.received, "Follow");
    expect(follow.verifiedKeyId).toMatch(new RegExp(`^${actor}#`));
    expect(follow.activity.actor).toBe(actor);
    expect(idOf(follow.activity.object)).toBe(remote.actorId);

    // its Accept makes the follow accepted
    expect((await remote.acceptFollow(follow)).status).toBe(202);
    await expect
      .poll(async () => (await gql(page.request, Profile)).data?.viewerFediverse?.followingCount, { timeout: 30_000 })
      .toBe(1);
    await page.reload();
    await expect(page.getByText("(waiting for approval)")).toHaveCount(0);

    // a Note it publishes to the reader's inbox appears in the timeline
    const inbox = `${actor}/inbox`;
    const words = `Hello from the other server ${Date.now()}`;
    const { noteId, response } = await remote.publishNote(inbox, `<p>${words}</p><script>alert(1)</script>`);
    expect(response.status).toBe(202);
    await page.goto("/me/fediverse");
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByText(words).count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    const post = page.getByRole("article", { name: "Post by A remote reader" });
    expect(await post.locator("script").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // like it from the keyboard: the remote receives a signed Like of that Note
    const like = post.getByRole("button", { name: "Like" });
    await hydrated(like);
    await like.focus();
    await page.keyboard.press("Enter");
    await expect(post.getByRole("button", { name: "Unlike" })).toHaveAttribute("aria-pressed", "true");
    const liked = await receivedOf(remote.received, "Like");
    expect(liked.verifiedKeyId).toMatch(new RegExp(`^${actor}#`));
    expect(idOf(liked.activity.object)).toBe(noteId);

    // unfollow: the remote receives a signed Undo of the Follow
    const before = remote.received.length;
    await page.goto("/me/fediverse/following");
    const unfollow = page.getByRole("button", { name: `Unfollow ${remote.account}` });
    await hydrated(unfollow);
    await unfollow.click();
    await expect(page.getByText("You follow nobody on the fediverse yet.")).toBeVisible();
    const undo = await receivedOf(remote.received, "Undo", before);
    expect(undo.verifiedKeyId).toMatch(new RegExp(`^${actor}#`));
    expect(idOf(undo.activity.object)).toBe(follow.activity.id);
  } finally {
    await remote.close();
  }
});
