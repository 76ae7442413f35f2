import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articleVersions, campaignArticles, campaignRoles, campaigns, quotes } from "@/server/db/schema";
import { type Client, codeOf, db, present } from "../support/api";
import { fromNewIp, gid, insertArticle, insertChallenge, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// A writing challenge's quote wall (issue 35): a reader puts up an excerpt of an entry, at most
// 80 characters of the article's own words, on the wall of the challenge it is entered in when
// that challenge has one; an all-rights-reserved article is quoted by its author alone; the
// same words once per person; six quotes in five minutes, held however many arrive at once.

const PUT = graphql(`
  mutation QuotePut($input: PutQuoteInput!) {
    putQuote(input: $input) {
      id
      content
      createdAt
      article {
        id
      }
      poster {
        userName
      }
    }
  }
`);

const DELETE = graphql(`
  mutation QuoteDelete($id: ID!) {
    deleteQuote(input: { id: $id })
  }
`);

const WALL = graphql(`
  query QuoteWall($shortHash: String!, $random: Boolean) {
    campaign(input: { shortHash: $shortHash }) {
      ... on WritingChallenge {
        enableQuoteWall
        quoteCount
        quotes(input: { first: 20, random: $random }) {
          totalCount
          pageInfo {
            hasNextPage
          }
          edges {
            node {
              content
              poster {
                userName
              }
            }
          }
        }
      }
    }
  }
`);

const BODY = `<p>The river ran   high that spring,</p><p>and the ferry waited on the far bank.</p><p>${"長".repeat(90)}</p>`;

/** An entry of a challenge with a quote wall, by an author of its own, with a body to quote. */
async function wallWithEntry(license: "cc_by_nc_nd_4" | "arr" = "cc_by_nc_nd_4", enableQuoteWall = true) {
  const { channel, campaign, stage } = await insertChallenge("active");
  await db().update(campaigns).set({ enableQuoteWall }).where(eq(campaigns.id, campaign.id));
  const author = await writer();
  const article = await insertArticle(author.user.id);
  await db().update(articleVersions).set({ content: BODY, license }).where(eq(articleVersions.articleId, article.id));
  await db().insert(campaignArticles).values({ campaignId: campaign.id, articleId: article.id, stageId: stage.id });
  return { channel, campaign, author, article };
}

const quote = (client: Client, articleId: number, content: string) =>
  client.gql(PUT, { input: { articleId: gid("Article", articleId), content } });

async function wallOf(client: Client, shortHash: string, random = false) {
  const result = await client.gql(WALL, { shortHash, random });
  expect(result.errors).toBeUndefined();
  const c = present(present(result.data).campaign);
  if (!("quotes" in c)) throw new Error("not a writing challenge");
  return { ...c, contents: (c.quotes.edges ?? []).map((e) => e.node.content) };
}

describe("putQuote", () => {
  it("puts an excerpt on the wall of the challenge the article is entered in", async () => {
    const { channel, article } = await wallWithEntry();
    const { user, client } = await writer();
    const result = await quote(client, article.id, "and the ferry waited");
    expect(result.errors).toBeUndefined();
    expect(present(result.data).putQuote).toMatchObject({
      content: "and the ferry waited",
      article: { id: gid("Article", article.id) },
      poster: { userName: user.userName },
    });
    const wall = await wallOf((await writer()).client, channel.shortHash);
    expect(wall).toMatchObject({ enableQuoteWall: true, quoteCount: 1, contents: ["and the ferry waited"] });
  });

  it("matches words across the article's line breaks and spaces, and refuses words not in it (BAD_USER_INPUT)", async () => {
    const { channel, article } = await wallWithEntry();
    const { client } = await writer();
    expect((await quote(client, article.id, "ran high that spring, and the ferry")).errors).toBeUndefined();
    expect(codeOf(await quote(client, article.id, "the ferry never came"))).toBe("BAD_USER_INPUT");
    expect(codeOf(await quote(client, article.id, "   "))).toBe("BAD_USER_INPUT");
    expect((await wallOf(client, channel.shortHash)).contents).toEqual(["ran high that spring, and the ferry"]);
  });

  it("takes 80 characters and refuses 81 (BAD_USER_INPUT)", async () => {
    const { article } = await wallWithEntry();
    const { client } = await writer();
    expect((await quote(client, article.id, "長".repeat(80))).errors).toBeUndefined();
    expect(codeOf(await quote(client, article.id, "長".repeat(81)))).toBe("BAD_USER_INPUT");
  });

  it("lets only the author quote an all-rights-reserved article (FORBIDDEN for anyone else)", async () => {
    const { channel, article, author } = await wallWithEntry("arr");
    const { client } = await writer();
    expect(codeOf(await quote(client, article.id, "the far bank"))).toBe("FORBIDDEN");
    expect((await quote(author.client, article.id, "the far bank")).errors).toBeUndefined();
    expect((await wallOf(client, channel.shortHash)).contents).toEqual(["the far bank"]);
  });

  it("refuses an article of a challenge without a wall, and one entered in none (BAD_USER_INPUT)", async () => {
    const closed = await wallWithEntry("cc_by_nc_nd_4", false);
    const { user, client } = await writer();
    expect(codeOf(await quote(client, closed.article.id, "the far bank"))).toBe("BAD_USER_INPUT");
    const loose = await insertArticle(user.id);
    expect(codeOf(await quote(client, loose.id, "Fixture text"))).toBe("BAD_USER_INPUT");
    expect(await db().select().from(quotes).where(eq(quotes.userId, user.id))).toEqual([]);
  });

  it("takes the same words once per person, however many calls arrive at once", async () => {
    const { channel, article } = await wallWithEntry();
    const { user, client } = await writer();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => quote(fromNewIp(client), article.id, "the far bank")),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => r.errors).map(codeOf)).toEqual(Array(4).fill("BAD_USER_INPUT"));
    expect(await db().select().from(quotes).where(eq(quotes.userId, user.id))).toHaveLength(1);
    // someone else may put up the same words
    expect((await quote((await writer()).client, article.id, "the far bank")).errors).toBeUndefined();
    expect((await wallOf(client, channel.shortHash)).quoteCount).toBe(2);
  });

  it("takes six quotes in five minutes from one person, ten sent at once included", async () => {
    const { article } = await wallWithEntry();
    const { user, client } = await writer();
    const words = ["The", "river", "ran", "high", "that", "spring", "the ferry", "waited", "far", "bank"];
    const results = await Promise.all(words.map((w) => quote(fromNewIp(client), article.id, w)));
    expect(results.filter((r) => !r.errors)).toHaveLength(6);
    expect(results.filter((r) => r.errors).map(codeOf)).toEqual(Array(4).fill("ACTION_LIMIT_EXCEEDED"));
    expect(await db().select().from(quotes).where(eq(quotes.userId, user.id))).toHaveLength(6);
  });

  it("draws a random page of the wall as one page", async () => {
    const { channel, article } = await wallWithEntry();
    const { client } = await writer();
    for (const words of ["The river", "ferry waited"])
      expect((await quote(client, article.id, words)).errors).toBeUndefined();
    const drawn = await wallOf(client, channel.shortHash, true);
    expect([...drawn.contents].sort()).toEqual(["The river", "ferry waited"]);
    expect(drawn.quotes.pageInfo.hasNextPage).toBe(false);
  });
});

describe("deleteQuote", () => {
  it("lets the poster and the challenge's managers take a quote down, no one else (FORBIDDEN)", async () => {
    const { channel, campaign, article } = await wallWithEntry();
    const poster = await writer();
    const first = present((await quote(poster.client, article.id, "The river")).data).putQuote.id;
    const second = present((await quote(poster.client, article.id, "the far bank")).data).putQuote.id;
    const other = await writer();
    expect(codeOf(await other.client.gql(DELETE, { id: first }))).toBe("FORBIDDEN");
    expect((await wallOf(other.client, channel.shortHash)).quoteCount).toBe(2);
    expect(present((await poster.client.gql(DELETE, { id: first })).data).deleteQuote).toBe(true);
    const manager = await writer();
    await db()
      .insert(campaignRoles)
      .values({ campaignId: campaign.id, role: "manager", userId: manager.user.id, position: 0 });
    expect(present((await manager.client.gql(DELETE, { id: second })).data).deleteQuote).toBe(true);
    expect(await wallOf(other.client, channel.shortHash)).toMatchObject({ quoteCount: 0, contents: [] });
    expect(codeOf(await poster.client.gql(DELETE, { id: first }))).toBe("ENTITY_NOT_FOUND");
  });

  it("leaves the quotes of an entry banned from the challenge off its wall", async () => {
    const { channel, campaign, article } = await wallWithEntry();
    const { client } = await writer();
    expect((await quote(client, article.id, "The river")).errors).toBeUndefined();
    await db().update(campaignArticles).set({ banned: true }).where(eq(campaignArticles.campaignId, campaign.id));
    expect(await wallOf(client, channel.shortHash)).toMatchObject({ quoteCount: 0, contents: [] });
  });
});
