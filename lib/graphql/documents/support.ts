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

export const ArticleSupportersQuery = graphql(`
  query ArticleSupporters($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      id
      donations(input: { first: 24 }) {
        totalCount
        edges {
          node {
            id
            sender {
              ...UserDigestFields
            }
          }
        }
      }
    }
  }
`);
