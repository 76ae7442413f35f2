import { graphql } from "../generated/gql";

// A paywalled article's body and its circle, read as the viewer (never cached, never shared):
// the body is empty for anyone outside the circle, who is shown the subscribe wall instead.

export const PaywalledArticleQuery = graphql(`
  query PaywalledArticle($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      id
      contents {
        html
      }
      availableTranslations
      access {
        type
        circle {
          id
          name
          displayName
          state
          prices {
            amount
            currency
          }
        }
      }
    }
  }
`);
