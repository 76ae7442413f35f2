import { graphql } from "../../../generated/history/gql";

// The reading history's mutations: a read counted when an article page opens, and the
// history cleared (one article or all).

export const ReadArticle = graphql(`
  mutation ReadArticle($id: ID!) {
    readArticle(input: { id: $id }) {
      id
    }
  }
`);

export const ClearReadHistory = graphql(`
  mutation ClearReadHistory($id: ID) {
    clearReadHistory(input: { id: $id }) {
      id
    }
  }
`);
