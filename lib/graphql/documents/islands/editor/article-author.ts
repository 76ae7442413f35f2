import { graphql } from "../../../generated/editor/gql";

// The author's tools on their article's page (components/article/author-actions.tsx): loaded for
// the author alone, beside the editor's documents (pinning and archiving are EditArticle).

/** The author's collections, and those the article is in: what the Collections dialog ticks. */
export const ArticleCollectionChoices = graphql(`
  query ArticleCollectionChoices($shortHash: String!) {
    viewer {
      id
      collections(input: { first: 50 }) {
        edges {
          node {
            id
            title
          }
        }
      }
    }
    article(input: { shortHash: $shortHash }) {
      id
      collections(input: { first: 50 }) {
        edges {
          node {
            id
          }
        }
      }
    }
  }
`);
