import { graphql } from "../generated/gql";

// What RSS and Atom feeds list (app/feed): the newest articles of the site, a person or a tag.

export const SyndicatedArticleFields = graphql(`
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
`);

export const NewestFeedQuery = graphql(`
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
`);

export const UserFeedQuery = graphql(`
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
`);

export const TagFeedQuery = graphql(`
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
`);
