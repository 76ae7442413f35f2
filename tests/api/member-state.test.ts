import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { memberPageParts } from "@/lib/cache/member-pages";
import { LANGUAGE_COOKIE, SAVED_LANGUAGE_COOKIE, SESSION_COOKIE } from "@/lib/cookies/names";
import { MemberShellQuery } from "@/lib/graphql/documents/member-shell";
import { parseGlobalId } from "@/lib/graphql/global-id";
import { tagPath } from "@/lib/url/entity-paths";
import { verifySession } from "@/server/auth/session";
import { asShellQuery, readMemberState } from "@/server/cache/member-state";
import { createDb } from "@/server/db/client";
import { memberStateRows } from "@/server/db/queries/member-state";
import { articles, articleVersions, circles, sessions, tags, users } from "@/server/db/schema";
import { type Client, db, present } from "../support/api";
import { gid, insertArticle, writer } from "../support/writing-fixtures";

// The worker's read of a signed-in reader's state for a kept member page (server/cache/member-state.ts,
// written into the shared copy by member-pages.ts): the reader's own, current state, the very
// answer the API gives the same reader for MemberShellQuery, and null wherever the page must be
// rendered for them alone.

const headerOf = (jar: ReadonlyMap<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

async function stateOf(client: Client, path: string, jar: ReadonlyMap<string, string> = client.jar) {
  const ctx = createExecutionContext();
  const state = await readMemberState(env, ctx, path, headerOf(jar), jar);
  await waitOnExecutionContext(ctx);
  return state;
}

/** The worker's rows in the query's shape, and the API's own answer to MemberShellQuery, for one reader and page. */
async function bothReads(client: Client, path: string) {
  const claims = present(
    await verifySession(present(client.jar.get(SESSION_COOKIE)), new TextEncoder().encode(env.JWT_SECRET)),
  );
  const { shortHash, tagId, userName } = memberPageParts(path);
  const page = { shortHash, userName, tagId: tagId ? present(parseGlobalId(tagId)).id : null };
  const rows = present(await memberStateRows(createDb(env.DB), claims, page, Date.now()));
  const api = await client.gql(String(MemberShellQuery), {
    shortHash: shortHash ?? "",
    article: shortHash !== null,
    tagId: tagId ?? "",
    tag: tagId !== null,
    userName: userName ?? "",
    user: userName !== null,
  });
  expect(api.errors).toBeUndefined();
  return { worker: asShellQuery(rows), api: { article: null, tag: null, user: null, ...api.data } };
}

const FOLLOW = "mutation($id: ID!) { toggleFollowUser(input: { id: $id, enabled: true }) { id } }";
const BLOCK = "mutation($id: ID!) { toggleBlockUser(input: { id: $id, enabled: true }) { id } }";
const BOOKMARK = "mutation($id: ID!) { toggleBookmarkArticle(input: { id: $id, enabled: true }) { id } }";
const LIKE = "mutation($id: ID!) { appreciateArticle(input: { id: $id, amount: 2 }) { id } }";
const BOOKMARK_TAG = "mutation($id: ID!, $on: Boolean) { toggleBookmarkTag(input: { id: $id, enabled: $on }) { id } }";

async function insertTag() {
  const word = `membertag${Math.floor(Math.random() * 1e9)}`;
  const [tag] = await db().insert(tags).values({ content: word, slug: word, shortHash: word }).returning();
  const row = present(tag);
  return { id: gid("Tag", row.id), path: tagPath(gid("Tag", row.id), row.slug) };
}

describe("a signed-in reader's state for a kept member page", () => {
  it("is the reader's own and current: their summary, their bookmark, their follow", async () => {
    const author = await writer();
    const reader = await writer();
    const article = await insertArticle(author.user.id);
    const path = `/a/${article.shortHash}`;

    const before = present(await stateOf(reader.client, path));
    expect(before.viewer.userName).toBe(reader.user.userName);
    expect(before.article).toMatchObject({
      id: gid("Article", article.id),
      bookmarked: false,
      appreciateLeft: 5,
      hasAppreciate: false,
      author: { id: gid("User", author.user.id), isFollowee: false, isBlocking: false },
    });

    for (const [mutation, id] of [
      [BOOKMARK, gid("Article", article.id)],
      [FOLLOW, gid("User", author.user.id)],
      [LIKE, gid("Article", article.id)],
    ] as const) {
      expect((await reader.client.gql(mutation, { id })).errors).toBeUndefined();
    }
    const after = present(await stateOf(reader.client, path));
    expect(after.article).toMatchObject({
      bookmarked: true,
      appreciateLeft: 3,
      hasAppreciate: true,
      author: { isFollowee: true, isFollower: false },
    });
    // another reader of the same page is nothing to it
    const other = await writer();
    const theirs = present(await stateOf(other.client, path));
    expect(theirs.viewer.userName).toBe(other.user.userName);
    expect(theirs.article).toMatchObject({ bookmarked: false, appreciateLeft: 5, author: { isFollowee: false } });
  });

  it("is what the API answers MemberShellQuery with, for readers, authors and admins in every relation", async () => {
    const author = await writer();
    const reader = await writer();
    const article = await insertArticle(author.user.id);
    const path = `/a/${article.shortHash}`;
    const fresh = await bothReads(reader.client, path);
    expect(fresh.worker).toEqual(fresh.api);

    // each way of following, a bookmark, likes, unread notices and a circle of one's own
    await reader.client.gql(FOLLOW, { id: gid("User", author.user.id) });
    await author.client.gql(FOLLOW, { id: gid("User", reader.user.id) });
    await reader.client.gql(BOOKMARK, { id: gid("Article", article.id) });
    await reader.client.gql(LIKE, { id: gid("Article", article.id) });
    await db()
      .insert(circles)
      .values({ ownerId: reader.user.id, name: `c${reader.user.id}`, displayName: "Mine" });
    const related = await bothReads(reader.client, path);
    expect(related.worker.article?.author).toMatchObject({ isFollower: true, isFollowee: true, isBlocking: false });
    expect(related.worker.viewer?.ownCircles).toHaveLength(1);
    expect(related.worker).toEqual(related.api);
    // a block (which ends both follows)
    await reader.client.gql(BLOCK, { id: gid("User", author.user.id) });
    const blocked = await bothReads(reader.client, path);
    expect(blocked.worker.article?.author.isBlocking).toBe(true);
    expect(blocked.worker).toEqual(blocked.api);

    // the author's own article, on Latest, and archived, as its author and as an admin see it
    const own = await bothReads(author.client, path);
    expect(own.worker.viewer?.status?.unreadNoticeCount).toBeGreaterThan(0);
    expect(own.worker.article?.appreciateLeft).toBe(0);
    expect(own.worker).toEqual(own.api);
    const latest = await bothReads(reader.client, "/newest");
    expect(latest.worker.article).toBeNull();
    expect(latest.worker).toEqual(latest.api);
    await db().update(articles).set({ state: "archived" }).where(eq(articles.id, article.id));
    const admin = await writer({ role: "admin" });
    for (const client of [author.client, admin.client, reader.client]) {
      const archived = await bothReads(client, path);
      expect(archived.worker).toEqual(archived.api);
    }
    expect((await bothReads(reader.client, path)).worker.article).toBeNull();
    expect((await bothReads(admin.client, path)).worker.article?.state).toBe("archived");
  });

  it("on Latest holds the reader's summary and no article", async () => {
    const reader = await writer();
    const state = present(await stateOf(reader.client, "/newest"));
    expect(state.viewer.id).toBe(gid("User", reader.user.id));
    expect(state.article).toBeNull();
    expect(state.tag).toBeNull();
    expect(state.user).toBeNull();
  });

  it("on a tag's page says whether the reader bookmarked the tag, as the API does", async () => {
    const reader = await writer();
    const other = await writer();
    const tag = await insertTag();
    expect(present(await stateOf(reader.client, tag.path)).tag).toEqual({ id: tag.id, bookmarked: false });
    const fresh = await bothReads(reader.client, tag.path);
    expect(fresh.worker).toEqual(fresh.api);

    expect((await reader.client.gql(BOOKMARK_TAG, { id: tag.id, on: true })).errors).toBeUndefined();
    const state = present(await stateOf(reader.client, tag.path));
    expect(state.tag).toEqual({ id: tag.id, bookmarked: true });
    expect(state.article).toBeNull();
    const bookmarked = await bothReads(reader.client, tag.path);
    expect(bookmarked.worker.tag).toMatchObject({ isFollower: true });
    expect(bookmarked.worker).toEqual(bookmarked.api);
    // another reader's is theirs, and the bookmark taken back is gone at once
    expect(present(await stateOf(other.client, tag.path)).tag?.bookmarked).toBe(false);
    await reader.client.gql(BOOKMARK_TAG, { id: tag.id, on: false });
    expect(present(await stateOf(reader.client, tag.path)).tag?.bookmarked).toBe(false);

    // the slug is only for reading: a wrong one names the same tag; an id that is no tag's names none
    expect(present(await stateOf(reader.client, `/tags/${tag.id}-wrong`)).tag?.id).toBe(tag.id);
    expect(present(await stateOf(reader.client, `/tags/${gid("Tag", 999_999_999)}-x`)).tag).toBeNull();
    const unknown = await bothReads(reader.client, `/tags/${gid("Tag", 999_999_999)}-x`);
    expect(unknown.worker).toEqual(unknown.api);
  });

  it("on a profile says what the reader is to its person, as the API does, and is none on one's own", async () => {
    const person = await writer();
    const reader = await writer();
    const path = `/@${person.user.userName}`;
    expect(present(await stateOf(reader.client, path)).user).toEqual({
      id: gid("User", person.user.id),
      isFollower: false,
      isFollowee: false,
      isBlocking: false,
    });
    const fresh = await bothReads(reader.client, path);
    expect(fresh.worker).toEqual(fresh.api);

    await reader.client.gql(FOLLOW, { id: gid("User", person.user.id) });
    await person.client.gql(FOLLOW, { id: gid("User", reader.user.id) });
    const both = await bothReads(reader.client, path);
    expect(both.worker.user).toMatchObject({ isFollower: true, isFollowee: true, isBlocking: false });
    expect(both.worker).toEqual(both.api);
    // the name in any case, as the address may give it
    const shouted = await bothReads(reader.client, `/@${String(person.user.userName).toUpperCase()}`);
    expect(shouted.worker.user?.id).toBe(gid("User", person.user.id));
    expect(shouted.worker).toEqual(shouted.api);
    await reader.client.gql(BLOCK, { id: gid("User", person.user.id) });
    const blocked = await bothReads(reader.client, path);
    expect(blocked.worker.user).toMatchObject({ isFollower: false, isFollowee: false, isBlocking: true });
    expect(blocked.worker).toEqual(blocked.api);
    const unknown = await bothReads(reader.client, "/@nobody-by-this-name");
    expect(unknown.worker.user).toBeNull();
    expect(unknown.worker).toEqual(unknown.api);

    // one's own profile is rendered for oneself (its tools), and is the API's answer too
    expect(await stateOf(person.client, path)).toBeNull();
    const own = await bothReads(person.client, path);
    expect(own.worker).toEqual(own.api);
  });

  it("is none for the author's own article, a paywalled one and one no longer active", async () => {
    const author = await writer();
    const reader = await writer();
    const own = await insertArticle(author.user.id);
    expect(await stateOf(author.client, `/a/${own.shortHash}`)).toBeNull();

    const paywalled = await insertArticle(author.user.id);
    await db().update(articleVersions).set({ access: "paywall" }).where(eq(articleVersions.articleId, paywalled.id));
    expect(await stateOf(reader.client, `/a/${paywalled.shortHash}`)).toBeNull();

    const archived = await insertArticle(author.user.id);
    await db().update(articles).set({ state: "archived" }).where(eq(articles.id, archived.id));
    expect(await stateOf(reader.client, `/a/${archived.shortHash}`)).toBeNull();
    expect(await stateOf(reader.client, "/a/nosuchhash")).toBeNull();
  });

  it("is none without a live session, and where the account saved a language this device has not taken up", async () => {
    const reader = await writer();
    expect(await stateOf(reader.client, "/newest", new Map([[SESSION_COOKIE, "not-a-token"]]))).toBeNull();

    const elsewhere = new Map(reader.client.jar);
    elsewhere.delete(SAVED_LANGUAGE_COOKIE);
    elsewhere.set(LANGUAGE_COOKIE, "zh-Hant");
    expect(await stateOf(reader.client, "/newest", elsewhere)).toBeNull();
    // the saved language as this device heard it is the one that counts
    elsewhere.set(SAVED_LANGUAGE_COOKIE, "en");
    expect(await stateOf(reader.client, "/newest", elsewhere)).not.toBeNull();

    // a signed token whose session was ended (signed out elsewhere) is no session
    await db().delete(sessions).where(eq(sessions.userId, reader.user.id));
    expect(await stateOf(reader.client, "/newest")).toBeNull();
  });

  it("moves the session's last-seen time on, as any request of the reader's does", async () => {
    const reader = await writer();
    await db().update(sessions).set({ lastSeenAt: 0 }).where(eq(sessions.userId, reader.user.id));
    expect(await stateOf(reader.client, "/newest")).not.toBeNull();
    const [session] = await db()
      .select({ at: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.userId, reader.user.id));
    expect(present(session).at).toBeGreaterThan(Date.now() - 60_000);
    // and an archived account has no user name to show: rendered for them alone
    await db().update(users).set({ state: "archived" }).where(eq(users.id, reader.user.id));
    expect(await stateOf(reader.client, "/newest")).toBeNull();
  });
});
