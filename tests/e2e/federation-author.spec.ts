import { type APIRequestContext, expect, test } from "@playwright/test";
import { type Received, startRemoteActor } from "../support/remote-actor";
import { gql, ORIGIN, signIn, signUpFresh } from "./support";

// The author's side of the fediverse (issue 38), against a remote server played by this test
// (tests/support/remote-actor.ts, its own key on another loopback port): an opted-in author's
// new article reaches the remote follower as a signed Create(Article) at its shared inbox, and
// a paywalled one never does; the remote actor's reply appears under the article for a visitor
// (whose kept page shows it on the next request), its like and boost are counted, its Update
// changes it and its Delete takes it away; archiving the article sends a Delete of it; a Block
// of the author ends the follow.

const REMOTE_PORT = Number(process.env.PORT ?? 8787) + 3000;
const AS = { accept: "application/activity+json" };
const RUN = Date.now().toString(36);
const TITLE = `Tide tables ${RUN}`;
const PAYWALLED = `Members' tide tables ${RUN}`;
const REPLY = `The tide turned early here ${RUN}`;

async function publish(request: APIRequestContext, title: string, extra: Record<string, unknown> = {}) {
  const draft = await gql<{ putDraft: { id: string } }>(
    request,
    "mutation($input: PutDraftInput!) { putDraft(input: $input) { id } }",
    { input: { title, content: `<p>Low water at noon, ${title}.</p>`, ...extra } },
  );
  expect(draft.errors).toBeUndefined();
  const published = await gql<{ publishArticle: { article: { id: string; shortHash: string } | null } }>(
    request,
    "mutation($id: ID!) { publishArticle(input: { id: $id }) { article { id shortHash } } }",
    { id: draft.data?.putDraft.id },
  );
  expect(published.errors).toBeUndefined();
  const article = published.data?.publishArticle.article;
  if (!article) throw new Error(`${title} was not published`);
  return article;
}

const objectOf = (r: Received) => r.activity.object as Record<string, unknown> | string | undefined;
const objectId = (r: Received) => {
  const object = objectOf(r);
  return typeof object === "string" ? object : (object?.id as string | undefined);
};

test("an opted-in author's article goes out to a remote follower, whose reply, like and boost come back under it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const remote = await startRemoteActor(REMOTE_PORT);
  const visitorContext = await browser.newContext({ baseURL: ORIGIN });
  try {
    await signUpFresh(page, "fedi-author");
    const opted = await gql(
      page.request,
      "mutation { setViewerFederationSetting(input: { state: enabled }) { state } }",
    );
    expect(opted.errors).toBeUndefined();
    const me = await gql<{ viewer: { userName: string } }>(page.request, "{ viewer { userName } }");
    const userName = me.data?.viewer.userName ?? "";
    const actor = ((await (await page.request.get(`/@${userName}`, { headers: AS })).json()) as { id: string }).id;
    const inbox = `${ORIGIN}/ap/inbox`;

    // the remote server follows the author and is accepted
    expect((await remote.post(`${actor}/inbox`, remote.follow(actor))).status).toBe(202);
    await expect.poll(() => remote.received.some((r) => r.activity.type === "Accept"), { timeout: 30_000 }).toBe(true);

    // a paywalled article first, then a public one: only the public one is sent
    const circle = await gql<{ putCircle: { id: string } }>(
      page.request,
      "mutation($input: PutCircleInput!) { putCircle(input: $input) { id } }",
      { input: { name: `Tide_${RUN}`.slice(0, 20), displayName: "Tide Circle", amount: 20 } },
    );
    expect(circle.errors).toBeUndefined();
    const members = await publish(page.request, PAYWALLED, {
      accessType: "paywall",
      circle: circle.data?.putCircle.id,
    });
    const article = await publish(page.request, TITLE);
    const articleUri = `${ORIGIN}/ap/articles/${article.shortHash}`;

    await expect
      .poll(() => remote.received.find((r) => r.activity.type === "Create" && objectId(r) === articleUri), {
        timeout: 30_000,
      })
      .toBeTruthy();
    const create = remote.received.find((r) => r.activity.type === "Create" && objectId(r) === articleUri) as Received;
    // signed by the author's key, to the follower's shared inbox, the Article whole
    expect(create.verifiedKeyId).toMatch(new RegExp(`^${actor}#`));
    expect(create.inbox).toBe("/inbox");
    expect(create.activity.actor).toBe(actor);
    const sent = objectOf(create) as Record<string, unknown>;
    expect(sent.type).toBe("Article");
    expect(sent.name).toBe(TITLE);
    expect(sent.url).toBe(`${ORIGIN}/a/${article.shortHash}`);
    const paywalledUri = `${ORIGIN}/ap/articles/${members.shortHash}`;
    expect(remote.received.some((r) => objectId(r) === paywalledUri)).toBe(false);

    // a visitor reads the article: nothing from the fediverse yet (and the page is now kept)
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/a/${article.shortHash}`);
    await expect(visitor.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
    await expect(visitor.getByRole("heading", { name: "Replies from the fediverse" })).toHaveCount(0);
    await visitor.reload();

    // the remote actor replies; the visitor's next request shows it
    const note = await remote.reply(articleUri, `<p>${REPLY}</p><script>alert(1)</script>`);
    expect((await remote.post(inbox, remote.create(note))).status).toBe(202);
    const section = visitor.getByRole("region", { name: "Replies from the fediverse" });
    await expect
      .poll(
        async () => {
          await visitor.reload();
          return section.getByText(REPLY).count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await expect(section.getByRole("link", { name: "A remote reader" })).toHaveAttribute(
      "href",
      `${remote.origin}/users/remote`,
    );
    await expect(section).toContainText(`@remote@127.0.0.1:${REMOTE_PORT}`);
    expect(await visitor.locator("script", { hasText: "alert(1)" }).count()).toBe(0);

    // a like and a boost, counted for the author (and a second like from the same actor is not)
    for (const activity of [remote.like(articleUri), remote.like(articleUri), remote.announce(articleUri)]) {
      expect((await remote.post(inbox, activity)).status).toBe(202);
    }
    const counts = async () =>
      (
        await gql<{ fediverseArticle: { repliesCount: number; likesCount: number; announcesCount: number } }>(
          page.request,
          "query($id: ID!) { fediverseArticle(input: { id: $id }) { repliesCount likesCount announcesCount } }",
          { id: article.id },
        )
      ).data?.fediverseArticle;
    await expect.poll(counts, { timeout: 30_000 }).toEqual({ repliesCount: 1, likesCount: 1, announcesCount: 1 });
    await visitor.reload();
    await expect(section).toContainText("1 like · 1 boost");

    // edited over there, edited here
    const EDITED = `${REPLY}, and the harbour flooded`;
    expect((await remote.post(inbox, await remote.update(note, `<p>${EDITED}</p>`))).status).toBe(202);
    await expect
      .poll(
        async () => {
          await visitor.reload();
          return section.getByText(EDITED).count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);

    // the reply deleted over there is gone here
    expect((await remote.post(inbox, remote.remove(note))).status).toBe(202);
    await expect
      .poll(
        async () => {
          await visitor.reload();
          return visitor.getByText(EDITED).count();
        },
        { timeout: 30_000 },
      )
      .toBe(0);
    await expect.poll(counts, { timeout: 10_000 }).toMatchObject({ repliesCount: 0 });

    // archived: the fediverse is told to take it back
    for (const made of [article, members]) {
      const archived = await gql(
        page.request,
        "mutation($id: ID!) { editArticle(input: { id: $id, state: archived }) { state } }",
        {
          id: made.id,
        },
      );
      expect(archived.errors).toBeUndefined();
    }
    await expect
      .poll(() => remote.received.some((r) => r.activity.type === "Delete" && objectId(r) === articleUri), {
        timeout: 30_000,
      })
      .toBe(true);

    // the remote actor blocks the author: no longer a follower
    const followers = async () =>
      ((await (await page.request.get(`${actor}/followers`, { headers: AS })).json()) as { totalItems: number })
        .totalItems;
    expect(await followers()).toBe(1);
    expect((await remote.post(inbox, remote.block(actor))).status).toBe(202);
    await expect.poll(followers, { timeout: 30_000 }).toBe(0);
  } finally {
    await visitorContext.close();
    await remote.close();
  }
});

test("a follower whose server answers 410 Gone is removed, and the admin sees the delivery resolved with why", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const remote = await startRemoteActor(REMOTE_PORT);
  const adminContext = await browser.newContext({ baseURL: ORIGIN });
  let published: { id: string } | null = null;
  try {
    await signUpFresh(page, "fedi-gone");
    const opted = await gql(
      page.request,
      "mutation { setViewerFederationSetting(input: { state: enabled }) { state } }",
    );
    expect(opted.errors).toBeUndefined();
    const me = await gql<{ viewer: { userName: string } }>(page.request, "{ viewer { userName } }");
    const actor = (
      (await (await page.request.get(`/@${me.data?.viewer.userName}`, { headers: AS })).json()) as { id: string }
    ).id;
    const followers = async () =>
      ((await (await page.request.get(`${actor}/followers`, { headers: AS })).json()) as { totalItems: number })
        .totalItems;
    expect((await remote.post(`${actor}/inbox`, remote.follow(actor))).status).toBe(202);
    await expect.poll(() => remote.received.some((r) => r.activity.type === "Accept"), { timeout: 30_000 }).toBe(true);
    expect(await followers()).toBe(1);

    // the account is deleted over there; the author's next article finds its inbox gone
    remote.goAway();
    const article = await publish(page.request, `Gone tides ${RUN}`);
    published = article;
    await expect.poll(followers, { timeout: 30_000 }).toBe(0);
    expect(remote.received.some((r) => r.activity.type === "Create")).toBe(false);

    const admin = await adminContext.newPage();
    await signIn(admin, "editor@example.com");
    const dashboard = await gql<{
      oss: { fediverseGateway: { deadLetters: { status: string; activityId: string | null }[] } };
    }>(admin.request, "{ oss { fediverseGateway { deadLetters { status activityId } } } }");
    expect(dashboard.errors).toBeUndefined();
    const letter = dashboard.data?.oss.fediverseGateway.deadLetters.find((l) =>
      l.activityId?.includes(`/ap/articles/${article.shortHash}`),
    );
    expect(letter?.status).toBe("resolved");
  } finally {
    // archived: later specs read the newest articles and expect the seed's, which have tags
    if (published)
      await gql(page.request, "mutation($id: ID!) { editArticle(input: { id: $id, state: archived }) { state } }", {
        id: published.id,
      });
    await adminContext.close();
    await remote.close();
  }
});
