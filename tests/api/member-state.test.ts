import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LANGUAGE_COOKIE, SAVED_LANGUAGE_COOKIE, SESSION_COOKIE } from "@/lib/cookies/names";
import { readMemberState } from "@/server/api/member-state";
import { articles, articleVersions } from "@/server/db/schema";
import { type Client, db, present } from "../support/api";
import { gid, insertArticle, writer } from "../support/writing-fixtures";

// The worker's read of a signed-in reader's state for a kept member page (server/cache/member-pages.ts
// writes it into the shared copy): the reader's own, current state, and null wherever the page
// must be rendered for them alone.

const stateOf = (client: Client, path: string, jar: ReadonlyMap<string, string> = client.jar) =>
  readMemberState(env, path, [...jar].map(([name, value]) => `${name}=${value}`).join("; "), jar);

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

    const bookmarked = await reader.client.gql(
      "mutation($id: ID!) { toggleBookmarkArticle(input: { id: $id, enabled: true }) { id } }",
      { id: gid("Article", article.id) },
    );
    expect(bookmarked.errors).toBeUndefined();
    const followed = await reader.client.gql(
      "mutation($id: ID!) { toggleFollowUser(input: { id: $id, enabled: true }) { id } }",
      { id: gid("User", author.user.id) },
    );
    expect(followed.errors).toBeUndefined();

    const after = present(await stateOf(reader.client, path));
    expect(after.article?.bookmarked).toBe(true);
    expect(after.article?.author.isFollowee).toBe(true);
    // another reader of the same page is nothing to it
    const other = await writer();
    const theirs = present(await stateOf(other.client, path));
    expect(theirs.viewer.userName).toBe(other.user.userName);
    expect(theirs.article?.bookmarked).toBe(false);
  });

  it("on Latest holds the reader's summary and no article", async () => {
    const reader = await writer();
    const state = present(await stateOf(reader.client, "/newest"));
    expect(state.viewer.id).toBe(gid("User", reader.user.id));
    expect(state.article).toBeNull();
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

  it("is none without a valid session, and where the account saved a language this device has not taken up", async () => {
    const reader = await writer();
    expect(await stateOf(reader.client, "/newest", new Map([[SESSION_COOKIE, "not-a-token"]]))).toBeNull();

    const elsewhere = new Map(reader.client.jar);
    elsewhere.delete(SAVED_LANGUAGE_COOKIE);
    elsewhere.set(LANGUAGE_COOKIE, "zh-Hant");
    expect(await stateOf(reader.client, "/newest", elsewhere)).toBeNull();
    // the saved language as this device heard it is the one that counts
    elsewhere.set(SAVED_LANGUAGE_COOKIE, "en");
    expect(await stateOf(reader.client, "/newest", elsewhere)).not.toBeNull();
  });
});
