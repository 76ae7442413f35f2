import { graphql } from "../generated/gql";

/** One page of the search page's results, of one type. */
export const SearchResults = graphql(`
  query SearchResults($key: String!, $type: SearchTypes!, $after: String) {
    search(input: { key: $key, type: $type, first: 20, after: $after }) {
      edges {
        cursor
        node {
          __typename
          id
          ...ArticleDigestFields
          ... on User {
            userName
            displayName
            avatar
          }
          ... on Tag {
            content
            slug
            numArticles
          }
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

/** The viewer's recent searches, newest first (the search page on narrow screens). */
export const RecentSearches = graphql(`
  query RecentSearches {
    viewer {
      id
      activity {
        recentSearches(input: { first: 10 }) {
          edges {
            node
          }
        }
      }
    }
  }
`);
