import { expect, test } from "@playwright/test";
import { type Received, startRemoteActor } from "../support/remote-actor";
import { graphql } from "./generated/gql";
import { gql, hydrated, ORIGIN, signUpFresh } from "./support";

// A fediverse server played by this test (tests/support/remote-actor.ts: its own key on another
// loopback port) follows an author who opted in on the settings page: the Follow is signed, the
// author's Accept comes back signed by the author's key, and the author's followers collection
// counts the follower. Unsigned and forged requests are refused, and so is a Follow of someone
// who never opted in. The run's SITE_URL is loopback, which alone lets the worker reach it.

const REMOTE_PORT = Number(process.env.PORT ?? 8787) + 3000;
const AS = { accept: "application/activity+json" };

const Viewer = graphql(`
  query FederationSpecViewer {
    viewer {
      id
      userName
    }
  }
`);

async function followersCount(request: import("@playwright/test").APIRequestContext, actor: string) {
  const response = await request.get(`${actor}/followers`, { headers: AS });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { totalItems: number }).totalItems;
}

/** viewerFediverse.followersCount, as the author's fediverse page shows it. */
async function profileFollowers(request: import("@playwright/test").APIRequestContext) {
  const answer = await gql<{ viewerFediverse: { followersCount: number } }>(
    request,
    "{ viewerFediverse { followersCount } }",
  );
  expect(answer.errors).toBeUndefined();
  return answer.data?.viewerFediverse.followersCount;
}

test("a remote server follows an opted-in author with a signed Follow and gets a signed Accept", async ({ page }) => {
  test.setTimeout(90_000);
  const remote = await startRemoteActor(REMOTE_PORT);
  try {
    await signUpFresh(page, "fediverse");
    const viewer = (await gql(page.request, Viewer)).data?.viewer;
    const userName = viewer?.userName ?? "";
    expect(userName).not.toBe("");

    // not opted in yet: WebFinger does not know them, and their inbox takes no Follow
    const handle = `acct:${userName}@${new URL(ORIGIN).host}`;
    expect((await page.request.get(`/.well-known/webfinger?resource=${handle}`)).status()).toBe(404);

    await page.goto("/me/settings/misc");
    const choice = page.getByRole("radio", { name: "Followable from the fediverse" });
    await hydrated(choice);
    await choice.check();
    await expect(page.getByRole("status").filter({ hasText: "Saved" }).first()).toBeVisible();

    const finger = await page.request.get(`/.well-known/webfinger?resource=${handle}`);
    expect(finger.status()).toBe(200);
    const links = ((await finger.json()) as { links: { rel: string; type?: string; href?: string }[] }).links;
    const actor = links.find((l) => l.rel === "self" && l.type === "application/activity+json")?.href ?? "";
    expect(actor).toMatch(/\/ap\/users\/\d+$/);
    const person = (await (await page.request.get(actor, { headers: AS })).json()) as { inbox: string };
    // the profile URL answers the same actor to a fediverse server
    const byProfile = (await (await page.request.get(`/@${userName}`, { headers: AS })).json()) as { id: string };
    expect(byProfile.id).toBe(actor);

    // unsigned, and signed by a key that is not the actor's: refused before anything is kept
    expect((await remote.post(person.inbox, remote.follow(actor), null)).status).toBe(401);
    expect((await remote.post(person.inbox, remote.follow(actor), await remote.otherKey())).status).toBe(401);
    expect(await followersCount(page.request, actor)).toBe(0);

    const follow = remote.follow(actor);
    const sent = await remote.post(person.inbox, follow);
    expect(sent.status).toBe(202);

    // the author's Accept of this Follow, delivered through the queue and signed with the author's key
    await expect
      .poll(() => remote.received.find((r) => r.activity.type === "Accept")?.verifiedKeyId ?? null, {
        timeout: 30_000,
      })
      .toMatch(new RegExp(`^${actor}#`));
    const accept = remote.received.find((r) => r.activity.type === "Accept") as Received;
    expect(accept.activity.actor).toBe(actor);
    const object = accept.activity.object as string | { id: string };
    expect(typeof object === "string" ? object : object.id).toBe(follow.id?.href);
    await expect.poll(() => followersCount(page.request, actor)).toBe(1);
    // and so does the author's own fediverse profile
    expect(await profileFollowers(page.request)).toBe(1);

    // Undo takes it back
    expect((await remote.post(person.inbox, remote.undo(follow))).status).toBe(202);
    await expect.poll(() => followersCount(page.request, actor), { timeout: 30_000 }).toBe(0);
    expect(await profileFollowers(page.request)).toBe(0);

    // followed again, then the author opts out: the follower's server is told the actor is
    // deleted, signed with the key it knows, and the author is no one's to follow
    expect((await remote.post(person.inbox, remote.follow(actor))).status).toBe(202);
    await expect.poll(() => followersCount(page.request, actor), { timeout: 30_000 }).toBe(1);
    await page.getByRole("radio", { name: "Not on the fediverse" }).check();
    await expect
      .poll(
        () => {
          const deletion = remote.received.find((r) => r.activity.type === "Delete");
          return deletion ? { object: deletion.activity.object, key: deletion.verifiedKeyId } : null;
        },
        { timeout: 30_000 },
      )
      .toEqual({ object: actor, key: `${actor}#main-key` });
    await expect
      .poll(async () => (await page.request.get(`/.well-known/webfinger?resource=${handle}`)).status())
      .toBe(404);
    expect((await remote.post(person.inbox, remote.follow(actor))).status).toBe(404);
  } finally {
    await remote.close();
  }
});
