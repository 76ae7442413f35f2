import { graphql } from "../../generated/islands/gql";

/** The search bar's dropdown (section 7's QuickResult): up to 5 people and 5 tags. */
export const QuickResult = graphql(`
  query QuickResult($key: String!) {
    users: search(input: { key: $key, type: User, quicksearch: true, first: 5 }) {
      edges {
        cursor
        node {
          __typename
          id
          ... on User {
            userName
            displayName
            avatar
          }
        }
      }
    }
    tags: search(input: { key: $key, type: Tag, quicksearch: true, first: 5 }) {
      edges {
        cursor
        node {
          __typename
          id
          ... on Tag {
            content
            slug
            numArticles
          }
        }
      }
    }
  }
`);

/** Records a search in the viewer's recent searches (signed-in readers only); ranks nothing. */
export const RecordSearch = graphql(`
  query RecordSearch($key: String!) {
    search(input: { key: $key, type: Article, first: 0, record: true }) {
      pageInfo {
        hasNextPage
      }
    }
  }
`);

export const ClearSearchHistory = graphql(`
  mutation ClearSearchHistory {
    clearSearchHistory
  }
`);
