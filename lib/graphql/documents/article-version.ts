import { document } from "../document";

// The history page: an article's versions, and two of them in full for the comparison.

export type ArticleVersionItem = {
  id: string;
  title: string;
  createdAt: string;
  description: string | null;
};

export type ArticleHistory = {
  id: string;
  shortHash: string;
  title: string;
  summary: string;
  language: string | null;
  author: { id: string; userName: string | null; displayName: string | null };
  versions: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: ({ node: ArticleVersionItem } | null)[];
  };
};

export const ArticleHistoryQuery = document<
  { article: ArticleHistory | null },
  { shortHash: string; first: number; after?: string | null }
>(/* GraphQL */ `
  query ArticleHistory($shortHash: String!, $first: Int!, $after: String) {
    article(input: { shortHash: $shortHash }) {
      id
      shortHash
      title
      summary
      language
      author {
        id
        userName
        displayName
      }
      versions(input: { first: $first, after: $after }) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            title
            createdAt
            description
          }
        }
      }
    }
  }
`);

export type ArticleVersionContents = ArticleVersionItem & { contents: { html: string } };
type VersionNode = ({ __typename: "ArticleVersion" } & ArticleVersionContents) | { __typename: string } | null;

export const ArticleVersionPairQuery = document<{ from: VersionNode; to: VersionNode }, { from: string; to: string }>(
  /* GraphQL */ `
    query ArticleVersionPair($from: ID!, $to: ID!) {
      from: node(input: { id: $from }) {
        __typename
        ... on ArticleVersion {
          ...ArticleVersionContentsFields
        }
      }
      to: node(input: { id: $to }) {
        __typename
        ... on ArticleVersion {
          ...ArticleVersionContentsFields
        }
      }
    }

    fragment ArticleVersionContentsFields on ArticleVersion {
      id
      title
      createdAt
      description
      contents {
        html
      }
    }
  `,
);
