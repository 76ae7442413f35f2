import { graphql } from "../generated/gql";

/**
 * A page of a circle's discussion or broadcast, read as the viewer (the API answers empty lists
 * to anyone but the owner and members): whether the viewer is in, the counts, and the threads.
 */
export const CircleCommentsQuery = graphql(`
  query CircleComments(
    $name: String!
    $broadcast: Boolean!
    $first: Int
    $after: String
    $replies: Int
    $script: UserLanguage! = zh_hant
    $convert: Boolean! = false
  ) {
    circle(input: { name: $name }) {
      id
      isMember
      owner {
        id
      }
      discussionCount
      discussion(input: { first: $first, after: $after }) @skip(if: $broadcast) {
        ...CommentPageFields
      }
      broadcast(input: { first: $first, after: $after }) @include(if: $broadcast) {
        ...CommentPageFields
      }
    }
  }
`);
