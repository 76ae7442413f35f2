import { type APIRequestContext, expect, test } from "@playwright/test";
import { type Received, startRemoteActor } from "../support/remote-actor";
import { graphql } from "./generated/gql";
import { gql, hydrated, ORIGIN, signIn, signUpFresh } from "./support";

// The fediverse gateway (/admin/fediverse, issue 38): a remote actor whose inbox never answers
// follows an opted-in author; the author's Accept fails its every try through the real queue
// and consumer (the run's FEDERATION_RETRY_SECONDS=0 only shortens the waits) and lands in the
// dead letters, where the admin resolves it with a reason. The admin blocks the remote's
// instance ("localhost": ours stays 127.0.0.1, so other specs are untouched) and a Follow from
// it is refused (403) and gets no Accept; unblocked, the next one does. The block is lifted whatever happens (finally).

const REMOTE_PORT = Number(process.env.PORT ?? 8787) + 3000;
const DEAD_PORT = REMOTE_PORT + 1;
const ADMIN = "editor@example.com";
const AS = { accept: "application/activity+json" };

const OptIn = graphql(`
  mutation AdminFediverseOptIn {
    setViewerFederationSetting(input: { state: enabled }) {
      state
    }
  }
`);

const AuthorName = graphql(`
  query AdminFediverseAuthor {
    viewer {
      userName
    }
  }
`);

const Unblock = graphql(`
  mutation AdminFediverseUnblock {
    putFediverseDomainBlock(input: { domain: "localhost", blocked: false }) {
      domain
    }
  }
`);

async function actorOf(request: APIRequestContext, userName: string) {
  const handle = `acct:${userName}@${new URL(ORIGIN).host}`;
  const finger = await request.get(`/.well-known/webfinger?resource=${handle}`);
  expect(finger.status()).toBe(200);
  const links = ((await finger.json()) as { links: { rel: string; type?: string; href?: string }[] }).links;
  const actor = links.find((l) => l.rel === "self" && l.type === "application/activity+json")?.href ?? "";
  const person = (await (await request.get(actor, { headers: AS })).json()) as { inbox: string };
  return { actor, inbox: person.inbox };
}

const acceptOf = (received: Received[], followId: string) =>
  received.find((r) => {
    const object = r.activity.object as string | { id: string } | undefined;
    return r.activity.type === "Accept" && (typeof object === "string" ? object : object?.id) === followId;
  });

test("the admin resolves a dead letter, and an instance block refuses a Follow until it is lifted", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // the author, in a context of their own
  const authorContext = await browser.newContext();
  const authorPage = await authorContext.newPage();
  await signUpFresh(authorPage, "fediverse-gateway");
  expect((await gql(authorPage.request, OptIn)).data?.setViewerFederationSetting.state).toBe("enabled");
  const userName = (await gql(authorPage.request, AuthorName)).data?.viewer?.userName ?? "";
  const { actor, inbox } = await actorOf(authorPage.request, userName);

  // a remote actor whose published inbox is a port where nothing listens
  const deadEnd = await startRemoteActor(REMOTE_PORT, {
    host: "localhost",
    inbox: `http://localhost:${DEAD_PORT}/inbox`,
  });
  await signIn(page, ADMIN);
  try {
    const follow = deadEnd.follow(actor);
    expect((await deadEnd.post(inbox, follow)).status).toBe(202);

    // the Accept fails every try and becomes a dead letter the admin sees
    const letters = page.getByRole("list", { name: "Dead letters" });
    const letter = letters.getByRole("listitem", { name: `Accept → http://localhost:${DEAD_PORT}/inbox` }).first();
    await expect
      .poll(
        async () => {
          await page.goto("/admin/fediverse");
          return letter.isVisible();
        },
        { timeout: 90_000, intervals: [2_000] },
      )
      .toBe(true);
    await expect(page.getByRole("heading", { level: 1, name: "Fediverse" })).toBeVisible();
    await expect(letter).toContainText("Open");

    const resolve = letter.getByRole("button", { name: /^Resolve / });
    await hydrated(resolve);
    await resolve.click();
    const dialog = page.getByRole("dialog", { name: "Resolve the dead letter" });
    const reason = dialog.getByLabel("Reason");
    // the dialog takes focus into its reason field
    await expect(reason).toBeFocused();
    await dialog.getByRole("button", { name: "Resolve" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Give a reason of 3 to 500 characters.");
    await reason.fill("The remote server is gone.");
    await dialog.getByRole("button", { name: "Resolve" }).click();
    await expect(dialog).toBeHidden();
    // the page is fetched again: the letter is resolved, its buttons gone
    await expect(letter).toContainText("Resolved");
    await expect(resolve).toBeHidden();
    await page.reload();
    await expect(page.getByRole("table", { name: "Recent admin actions" })).toContainText("The remote server is gone.");
  } finally {
    await deadEnd.close();
  }

  const remote = await startRemoteActor(REMOTE_PORT, { host: "localhost" });
  try {
    // block the remote's instance from the page
    const domain = page.getByLabel("Instance (host name)");
    await hydrated(domain);
    await domain.fill("LocalHost");
    await page.getByLabel("Reason (optional)").fill("Testing blocks");
    await page.getByRole("button", { name: "Block instance" }).click();
    await expect(page.getByRole("status").filter({ hasText: "localhost is blocked." })).toBeVisible();
    const blocks = page.getByRole("list", { name: "Blocked instances" });
    await expect(blocks).toContainText("localhost");

    // refused at the door, signed or not
    const refused = remote.follow(actor);
    expect((await remote.post(inbox, refused)).status).toBe(403);

    // unblocked, the next Follow is accepted; the one sent while blocked never was
    const unblock = blocks.getByRole("button", { name: "Unblock localhost" });
    await hydrated(unblock);
    await unblock.click();
    await expect(unblock).toBeHidden();
    const accepted = remote.follow(actor);
    expect((await remote.post(inbox, accepted)).status).toBe(202);
    await expect
      .poll(() => Boolean(acceptOf(remote.received, accepted.id?.href ?? "")), { timeout: 30_000 })
      .toBe(true);
    expect(acceptOf(remote.received, refused.id?.href ?? "")).toBeUndefined();
  } finally {
    await remote.close();
    await gql(page.request, Unblock);
    await authorContext.close();
  }
});
