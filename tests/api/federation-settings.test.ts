import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articleVersions, users } from "@/server/db/schema";
import { Client, codeOf, db, present } from "../support/api";
import { gid, insertArticle, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Opting in to the fediverse (issue 38): the author's choice (setViewerFederationSetting), an
// article's against it (setArticleFederationSetting), and federationEligibility's answer.

const SET_VIEWER = graphql(`
  mutation FederationSetViewer($state: FederationAuthorSettingState!) {
    setViewerFederationSetting(input: { state: $state }) {
      userId
      state
      updatedBy
    }
  }
`);

const SET_ARTICLE = graphql(`
  mutation FederationSetArticle($id: ID!, $state: FederationArticleSettingState!) {
    setArticleFederationSetting(input: { id: $id, state: $state }) {
      articleId
      state
      updatedBy
    }
  }
`);

const VIEWER = graphql(`
  query FederationViewer {
    viewer {
      id
      federationSetting {
        state
      }
    }
  }
`);

const ARTICLE = graphql(`
  query FederationArticle($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      id
      federationSetting {
        state
      }
      federationEligibility {
        eligible
        reason
        effectiveArticleSetting
      }
    }
  }
`);

async function eligibility(client: Client, article: { shortHash: string }) {
  const result = await client.gql(ARTICLE, { shortHash: article.shortHash });
  expect(result.errors).toBeUndefined();
  return present(result.data?.article);
}

describe("the author's choice", () => {
  it("starts unset (not opted in) and is the viewer's own", async () => {
    const { user, client } = await writer();
    const before = await client.gql(VIEWER);
    expect(before.data?.viewer?.federationSetting).toBeNull();

    const on = await client.gql(SET_VIEWER, { state: "enabled" });
    expect(on.data?.setViewerFederationSetting).toEqual({
      userId: gid("User", user.id),
      state: "enabled",
      updatedBy: gid("User", user.id),
    });
    expect((await client.gql(VIEWER)).data?.viewer?.federationSetting?.state).toBe("enabled");

    const off = await client.gql(SET_VIEWER, { state: "disabled" });
    expect(off.data?.setViewerFederationSetting?.state).toBe("disabled");
  });

  it("needs a signed-in viewer and a known state", async () => {
    expect(codeOf(await new Client().gql(SET_VIEWER, { state: "enabled" }))).toBe("UNAUTHENTICATED");
    const { client } = await writer();
    const bad = await client.gql(`mutation { setViewerFederationSetting(input: { state: everywhere }) { state } }`);
    expect(codeOf(bad)).toBe("BAD_USER_INPUT");
  });

  it("is refused to an account that is not active", async () => {
    const { user, client } = await writer();
    await db().update(users).set({ state: "frozen" }).where(eq(users.id, user.id));
    expect(codeOf(await client.gql(SET_VIEWER, { state: "enabled" }))).toBe("FORBIDDEN_BY_STATE");
  });

  it("two at once leave one row, holding one of the two", async () => {
    const { client } = await writer();
    const results = await Promise.all([
      client.gql(SET_VIEWER, { state: "enabled" }),
      client.gql(SET_VIEWER, { state: "disabled" }),
    ]);
    for (const r of results) expect(r.errors).toBeUndefined();
    expect(["enabled", "disabled"]).toContain((await client.gql(VIEWER)).data?.viewer?.federationSetting?.state);
  });
});

describe("an article's choice and its eligibility", () => {
  it("follows the author's opt-in unless the article opts out", async () => {
    const { user, client } = await writer();
    const article = await insertArticle(user.id);
    const reader = new Client();

    expect((await eligibility(reader, article)).federationEligibility).toEqual({
      eligible: false,
      reason: "author_not_opted_in",
      effectiveArticleSetting: "disabled",
    });

    await client.gql(SET_VIEWER, { state: "enabled" });
    expect((await eligibility(reader, article)).federationEligibility).toEqual({
      eligible: true,
      reason: "eligible",
      effectiveArticleSetting: "enabled",
    });

    const out = await client.gql(SET_ARTICLE, { id: gid("Article", article.id), state: "disabled" });
    expect(out.data?.setArticleFederationSetting).toEqual({
      articleId: gid("Article", article.id),
      state: "disabled",
      updatedBy: gid("User", user.id),
    });
    const seen = await eligibility(client, article);
    expect(seen.federationSetting?.state).toBe("disabled");
    expect(seen.federationEligibility).toEqual({
      eligible: false,
      reason: "article_disabled",
      effectiveArticleSetting: "disabled",
    });
    // the article's own choice is the author's to see
    expect((await eligibility(reader, article)).federationSetting).toBeNull();

    await client.gql(SET_ARTICLE, { id: gid("Article", article.id), state: "enabled" });
    expect((await eligibility(reader, article)).federationEligibility.eligible).toBe(true);

    // an article's "enabled" does not send it out for an author who has not opted in
    await client.gql(SET_VIEWER, { state: "disabled" });
    expect((await eligibility(reader, article)).federationEligibility).toEqual({
      eligible: false,
      reason: "author_not_opted_in",
      effectiveArticleSetting: "enabled",
    });
  });

  it("keeps paywalled, archived and banned articles and inactive authors' back", async () => {
    const { user, client } = await writer();
    await client.gql(SET_VIEWER, { state: "enabled" });
    const paywalled = await insertArticle(user.id);
    await db().update(articleVersions).set({ access: "paywall" }).where(eq(articleVersions.articleId, paywalled.id));
    const archived = await insertArticle(user.id, "archived");
    const banned = await insertArticle(user.id, "banned");
    const reader = new Client();
    // archived and banned articles are their author's to read
    for (const a of [paywalled, archived, banned]) {
      expect((await eligibility(client, a)).federationEligibility).toMatchObject({
        eligible: false,
        reason: "article_not_public",
      });
    }

    const fine = await insertArticle(user.id);
    expect((await eligibility(reader, fine)).federationEligibility.eligible).toBe(true);
    await db().update(users).set({ state: "banned" }).where(eq(users.id, user.id));
    expect((await eligibility(reader, fine)).federationEligibility.reason).toBe("article_not_public");
  });

  it("is the author's to change, on an article that exists and is not banned", async () => {
    const { user, client } = await writer();
    const article = await insertArticle(user.id);
    const other = await writer();
    const id = gid("Article", article.id);
    expect(codeOf(await other.client.gql(SET_ARTICLE, { id, state: "disabled" }))).toBe("FORBIDDEN");
    expect(codeOf(await new Client().gql(SET_ARTICLE, { id, state: "disabled" }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await client.gql(SET_ARTICLE, { id: gid("Article", 987654321), state: "disabled" }))).toBe(
      "ARTICLE_NOT_FOUND",
    );
    expect(codeOf(await client.gql(SET_ARTICLE, { id: gid("User", user.id), state: "disabled" }))).toBe(
      "BAD_USER_INPUT",
    );
    const banned = await insertArticle(user.id, "banned");
    expect(codeOf(await client.gql(SET_ARTICLE, { id: gid("Article", banned.id), state: "disabled" }))).toBe(
      "FORBIDDEN_BY_TARGET_STATE",
    );
  });

  it("two choices at once leave one row", async () => {
    const { user, client } = await writer();
    const article = await insertArticle(user.id);
    const id = gid("Article", article.id);
    const results = await Promise.all([
      client.gql(SET_ARTICLE, { id, state: "disabled" }),
      client.gql(SET_ARTICLE, { id, state: "enabled" }),
    ]);
    for (const r of results) expect(r.errors).toBeUndefined();
    expect(["enabled", "disabled"]).toContain((await eligibility(client, article)).federationSetting?.state);
  });
});
