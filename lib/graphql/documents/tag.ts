import { graphql } from "../generated/gql";

/** A tag by global id with one page of its articles in the asked order; null for other ids. */
export const TagPageQuery = graphql(`
  query TagPage($id: ID!, $sortBy: TagArticlesSortBy!, $first: Int, $after: String) {
    node(input: { id: $id }) {
      __typename
      ... on Tag {
        id
        content
        slug
        numArticles
        numMoments
        numFollowers
        articles(input: { sortBy: $sortBy, first: $first, after: $after }) {
          edges {
            node {
              ...ArticleDigestFields
            }
          }
          pageInfo {
            endCursor
            hasNextPage
          }
        }
      }
    }
  }
`);

/** A tag by global id with one page of its moments, newest first; null for other ids. */
export const TagMomentsQuery = graphql(`
  query TagMoments($id: ID!, $first: Int, $after: String) {
    node(input: { id: $id }) {
      __typename
      ... on Tag {
        id
        content
        slug
        numArticles
        numMoments
        numFollowers
        moments(input: { first: $first, after: $after }) {
          edges {
            node {
              ...MomentDigestFields
            }
          }
          pageInfo {
            endCursor
            hasNextPage
          }
        }
      }
    }
  }
`);

/** The tag's most active authors, for the tag page's aside. */
export const TagAuthorsQuery = graphql(`
  query TagAuthors($id: ID!, $first: Int) {
    node(input: { id: $id }) {
      __typename
      ... on Tag {
        id
        recommendedAuthors(input: { first: $first }) {
          edges {
            node {
              id
              userName
              displayName
              avatar
            }
          }
        }
      }
    }
  }
`);

/** Tags with articles, most articles first: the /tags list. */
export const TagListQuery = graphql(`
  query TagList($first: Int, $after: String) {
    viewer {
      recommendation {
        tags(input: { first: $first, after: $after }) {
          totalCount
          edges {
            node {
              id
              content
              slug
              numArticles
            }
          }
          pageInfo {
            endCursor
            hasNextPage
          }
        }
      }
    }
  }
`);
