import { graphql } from "../generated/gql";

// What every reader of a page sees of support: whether payments are on, and who supported an article.

export const PaymentFeatureQuery = graphql(`
  query PaymentFeature {
    official {
      features {
        name
        enabled
      }
    }
  }
`);

/** The latest supporters under an article, each person once. */
export const ArticleSupportersQuery = graphql(`
  query ArticleSupporters($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      id
      transactionsReceivedBy(input: { purpose: donation, first: 24 }) {
        totalCount
        pageInfo {
          hasNextPage
        }
        edges {
          node {
            ...UserDigestFields
          }
        }
      }
    }
  }
`);

/** A page of an article's supporters, whoever supported last first (/a/…/supporters). */
export const ArticleSupporterPageQuery = graphql(`
  query ArticleSupporterPage($shortHash: String!, $after: String) {
    article(input: { shortHash: $shortHash }) {
      id
      title
      shortHash
      author {
        id
        userName
        displayName
      }
      transactionsReceivedBy(input: { purpose: donation, first: 20, after: $after }) {
        totalCount
        pageInfo {
          endCursor
          hasNextPage
        }
        edges {
          node {
            ...PersonFields
          }
        }
      }
    }
  }
`);
