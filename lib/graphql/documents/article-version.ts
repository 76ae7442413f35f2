import { graphql } from "../generated/gql";

// The history page: an article's versions, and two of them in full for the comparison.

export const ArticleHistoryQuery = graphql(`
  query ArticleHistory($shortHash: String!, $first: Int!, $after: String) {
    article(input: { shortHash: $shortHash }) {
      id
      shortHash
      state
      title
      summary
      language
      availableTranslations
      access {
        type
      }
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
            ...ArticleVersionFields
          }
        }
      }
    }
  }
`);

export const ArticleVersionFields = graphql(`
  fragment ArticleVersionFields on ArticleVersion {
    id
    title
    createdAt
    description
    dataHash
  }
`);

export const ArticleVersionContentsFields = graphql(`
  fragment ArticleVersionContentsFields on ArticleVersion {
    ...ArticleVersionFields
    contents {
      html
    }
  }
`);

export const ArticleVersionPairQuery = graphql(`
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
`);
