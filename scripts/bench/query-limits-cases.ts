// The queries that test the API's limits (server/api/rules): the heaviest shapes the limits let
// through, and shapes they refuse. Shared by `npm run bench:limits` and
// tests/e2e/query-limits.spec.ts, which run them against the built worker on the demo data,
// signed in (fields such as isFollower run a statement only for a signed-in viewer).

import { readFileSync } from "node:fs";
import { graphql } from "./generated/gql.ts";

/** What the cases need from the data: the newest articles' ids, and the most commented of them. */
export type Fixtures = { articleIds: string[]; commentedArticleId: string };

export type Case = { name: string; query: string; variables?: Record<string, unknown> };

export const DEMO_LOGIN = { email: "alice@example.com", password: "margins-demo-2026" };

export const LOGIN = `mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }`;
/** The newest articles' ids, for the cases' fixtures; the cases themselves are plain strings. */
export const NEWEST_IDS = graphql(`
  query QueryLimitsNewestIds {
    viewer {
      recommendation {
        newest(input: { first: 50 }) {
          edges {
            node {
              id
              commentCount
            }
          }
        }
      }
    }
  }
`);

/** The fixtures out of NEWEST_IDS's answer. */
export function fixturesOf(edges: readonly { node: { id: string; commentCount: number } }[]): Fixtures {
  const mostCommented = [...edges].sort((a, b) => b.node.commentCount - a.node.commentCount)[0];
  return { articleIds: edges.map((e) => e.node.id), commentedArticleId: mostCommented?.node.id ?? "" };
}

const times = (n: number, make: (i: number) => string) => Array.from({ length: n }, (_, i) => make(i)).join(" ");

/** The statements a user's fields run for each user (their circle, their counts), on each author of a page of articles. */
const AUTHOR_STATEMENTS = `author { ownCircles { id } status { articleCount momentCount } }`;

/**
 * Everything an article card may ask that is read for the whole list at once: what the viewer
 * is to the article, its author and tags, its counts, challenges, circle and collections.
 */
const CARD_BATCHES = `bookmarked hasAppreciate appreciateLeft responseCount donationCount
  donations(input: { first: 0 }) { totalCount } appreciationsReceived(input: { first: 0 }) { totalCount }
  campaigns { campaign { id } stage { id } } access { circle { id } }
  collections(input: { first: 20 }) { edges { node { id liked articles(input: { first: 0 }) { totalCount } } } }
  tags { isFollower } author { isFollower isFollowee isBlocking isBlocked }`;

/** What the viewer is to a comment and its author, each read for the whole thread at once. */
const COMMENT_BATCHES = `myVote fromDonator author { isFollower isBlocking isBlocked } node { ... on Article { pinCommentLeft } }`;

/** Every field of an article that reads its own row or its version (a DataLoader batch), no statement of its own. */
const ARTICLE_FIELDS = `id slug createdAt revisedAt state title cover summary summaryCustomized wordCount dataHash
  mediaHash shortHash language appreciationsReceivedTotal readerCount bookmarkCount pinned readTime revisionCount
  sensitiveByAuthor sensitiveByAdmin license canComment requestForDonation commentCount access { type }`;

const SEARCH_KEYS = ["the", "and", "city", "book", "time", "morning"];

/**
 * The heaviest queries the limits allow, each near MAX_COST in its own way: statements run once
 * per item of a full list, reads batched for a whole list over long lists, connections with
 * their counts per item, full lists of nodes by id, and every field value a page of articles
 * has; and two of the Matters web client's pages, well under the limit, as it sends them.
 */
export function heaviestAllowed(f: Fixtures): Case[] {
  return [
    {
      name: "a statement per field, on 40 articles' authors",
      query: `{ viewer { recommendation { newest(input: { first: 40 }) { edges { node { bookmarked ${AUTHOR_STATEMENTS} } } } } } }`,
    },
    {
      name: "every batched read of a card, on 2 pages of 31 articles",
      query: `{ viewer { recommendation { ${times(2, (i) => `p${i}: newest(input: { first: 31 }) { edges { node { ${CARD_BATCHES} } } }`)} } } }`,
    },
    {
      name: "50 comments with 18 replies each, every flag on each",
      query: `query($id: ID!) { node(input: { id: $id }) { ... on Article { comments(input: { first: 50 }) { edges { node {
        ${COMMENT_BATCHES} comments(input: { first: 18 }) { totalCount edges { node { ${COMMENT_BATCHES} } } } } } } } } }`,
      variables: { id: f.commentedArticleId },
    },
    {
      name: "two pages and counts per item, on 18 articles",
      query: `{ viewer { recommendation { newest(input: { first: 18 }) { edges { node {
        relatedArticles(input: { first: 1 }) { totalCount edges { node { id } } }
        author { followers(input: { first: 1 }) { totalCount edges { node { id } } } } } } } } } }`,
    },
    {
      name: "32 articles by id, each with its related reading",
      query: `query($ids: [ID!]!) { nodes(input: { ids: $ids }) { ... on Article {
        title slug relatedArticles(input: { first: 2 }) { edges { node { id title } } } } } }`,
      variables: { ids: f.articleIds.slice(0, 32) },
    },
    {
      name: "every field value of 11 pages of 50 articles",
      query: `{ viewer { recommendation { ${times(11, (i) => `p${i}: newest(input: { first: 50 }) { edges { cursor node { ${ARTICLE_FIELDS} } } }`)} } } }`,
    },
    {
      name: "every count a user has, on 7 articles' authors",
      query: `{ viewer { recommendation { newest(input: { first: 7 }) { edges { node { author {
        articles(input: { first: 0 }) { totalCount } moments(input: { first: 0 }) { totalCount }
        collections(input: { first: 0 }) { totalCount } followers(input: { first: 0 }) { totalCount }
        following { users(input: { first: 0 }) { totalCount } } pinnedWorks { id } } } } } } } }`,
    },
    {
      name: "the follow feed and its count, for 21 authors",
      query: `{ viewer { recommendation { newest(input: { first: 21 }) { edges { node { author {
        recommendation { following(input: { first: 3 }) { totalCount edges { cursor } } } } } } } } } }`,
    },
    {
      name: "the Matters web client's Hottest feed (HottestFeedPublic)",
      query: clientDocument("HottestFeedPublic"),
    },
    {
      name: "the Matters web client's search results (SearchAggregateArticlesPublic)",
      query: clientDocument("SearchAggregateArticlesPublic"),
      variables: { key: "the" },
    },
    {
      name: "6 searches of 50",
      query: `{ ${times(6, (i) => `s${i}: search(input: { key: "${SEARCH_KEYS[i]}", type: Article, first: 50 }) { edges { node { id ... on Article { title slug } } } }`)} }`,
    },
  ];
}

/** One of the Matters web client's pages, as that client sends it (tests/fixtures/matters-web). */
function clientDocument(name: string): string {
  return readFileSync(new URL(`../../tests/fixtures/matters-web/${name}.graphql`, import.meta.url), "utf8");
}

/** Shapes the limits refuse: each must answer one BAD_USER_INPUT error, quickly. */
export function refused(): Case[] {
  const followers = (inner: string) => `followers(input: {}) { edges { node { ${inner} } } }`;
  const nested = followers(followers(followers("id userName displayName")));
  return [
    {
      name: "the 18,000-user query (20 aliases of followers three deep)",
      query: `{ ${times(20, (i) => `a${i}: user(input: { userName: "alice" }) { ${nested} }`)} }`,
    },
    { name: "followers three deep, `first` omitted", query: `{ viewer { ${nested} } }` },
    {
      name: "4 searches with totalCount",
      query: `{ ${times(4, (i) => `s${i}: search(input: { key: "the${i}", type: Article, first: 5 }) { totalCount edges { node { id } } }`)} }`,
    },
    {
      name: "5,000 nested inline fragments",
      query: `{ viewer { ${"...on User{".repeat(5000)}id${"}".repeat(5000)} } }`,
    },
    { name: "3,000 aliases", query: `{ ${times(3000, (i) => `a${i}: viewer { id }`)} }` },
  ];
}
