import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articles, articleVersions } from "@/server/db/schema";
import { Client, codeOf, createUser, db, latestCode } from "../support/api";
import { freshIp, gid, insertArticle } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Inputs of the contract that name things another way: an article by its mediaHash, and the
// captcha token and link target that sendVerificationCode takes and has no use for here.

const BY_HASH = graphql(`
  query ArticleByMediaHash($mediaHash: String!) {
    article(input: { mediaHash: $mediaHash }) {
      id
      mediaHash
    }
  }
`);

const SEND = graphql(`
  mutation SendWithToken($input: SendVerificationCodeInput!) {
    sendVerificationCode(input: $input)
  }
`);

describe("ArticleInput.mediaHash", () => {
  it("finds the article a version's hash names, readable ones only", async () => {
    const author = await createUser();
    const article = await insertArticle(author.id);
    const [version] = await db().select().from(articleVersions).where(eq(articleVersions.articleId, article.id));
    const hash = version?.dataHash ?? "";
    const client = new Client();
    const found = await client.gql(BY_HASH, { mediaHash: hash });
    expect(found.errors).toBeUndefined();
    expect(found.data?.article).toEqual({ id: gid("Article", article.id), mediaHash: hash });

    expect((await client.gql(BY_HASH, { mediaHash: `${hash}-none` })).data?.article).toBeNull();
    await db().update(articles).set({ state: "banned" }).where(eq(articles.id, article.id));
    expect((await client.gql(BY_HASH, { mediaHash: hash })).data?.article).toBeNull();
  });
});

describe("SendVerificationCodeInput.token and redirectUrl", () => {
  it("are taken and change nothing; a redirectUrl that is no web address is refused", async () => {
    const email = `token-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const client = new Client(freshIp());
    const sent = await client.gql(SEND, {
      input: { email, type: "register", token: "captcha-answer", redirectUrl: "https://example.com/after" },
    });
    expect(sent.errors).toBeUndefined();
    expect(sent.data?.sendVerificationCode).toBe(true);
    expect(await latestCode(email)).toMatch(/^\d{6}$/);

    const bad = await client.gql(SEND, { input: { email, type: "register", redirectUrl: "javascript:alert(1)" } });
    expect(codeOf(bad)).toBe("BAD_USER_INPUT");
  });
});
