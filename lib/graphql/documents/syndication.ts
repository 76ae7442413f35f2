import { document } from "../document";

// What RSS and Atom feeds list (app/feed): the newest articles of the site or of one person.

export type SyndicatedArticle = {
  id: string;
  shortHash: string;
  title: string;
  summary: string;
  createdAt: string;
  revisedAt: string | null;
  language: string | null;
  author: { id: string; userName: string | null; displayName: string | null };
};

const SYNDICATED_ARTICLE_FIELDS = /* GraphQL */ `
  fragment SyndicatedArticleFields on Article {
    id
    shortHash
    title
    summary
    createdAt
    revisedAt
    language
    author {
      id
      userName
      displayName
    }
  }
`;

/** How many articles a feed lists. */
export const FEED_SIZE = 30;

export const NewestFeedQuery = document<
  { viewer: { recommendation: { newest: { edges: { node: SyndicatedArticle }[] | null } } } | null },
  { first: number }
>(/* GraphQL */ `
  query NewestFeed($first: Int) {
    viewer {
      recommendation {
        newest(input: { first: $first }) {
          edges {
            node {
              ...SyndicatedArticleFields
            }
          }
        }
      }
    }
  }
  ${SYNDICATED_ARTICLE_FIELDS}
`);

export const UserFeedQuery = document<
  {
    user: {
      id: string;
      userName: string | null;
      displayName: string | null;
      status: { state: "active" | "banned" | "archived" | "frozen" } | null;
      articles: { edges: { node: SyndicatedArticle }[] | null };
    } | null;
  },
  { userName: string; first: number }
>(/* GraphQL */ `
  query UserFeed($userName: String!, $first: Int) {
    user(input: { userName: $userName }) {
      id
      userName
      displayName
      status {
        state
      }
      articles(input: { first: $first }) {
        edges {
          node {
            ...SyndicatedArticleFields
          }
        }
      }
    }
  }
  ${SYNDICATED_ARTICLE_FIELDS}
`);

export const TagFeedQuery = document<
  {
    node: {
      __typename: string;
      id: string;
      content?: string;
      slug?: string;
      articles?: { edges: { node: SyndicatedArticle }[] | null };
    } | null;
  },
  { id: string; first: number }
>(/* GraphQL */ `
  query TagFeed($id: ID!, $first: Int) {
    node(input: { id: $id }) {
      __typename
      id
      ... on Tag {
        content
        slug
        articles(input: { first: $first, sortBy: byCreatedAtDesc }) {
          edges {
            node {
              ...SyndicatedArticleFields
            }
          }
        }
      }
    }
  }
  ${SYNDICATED_ARTICLE_FIELDS}
`);
