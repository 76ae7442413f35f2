import { graphql } from "../generated/gql";

/**
 * A page of a writing challenge's discussion (/e/…?type=discussion): the same threads for every
 * reader, so it is read as a visitor and cached with the challenge.
 */
export const ChallengeDiscussionQuery = graphql(`
  query ChallengeDiscussion(
    $shortHash: String!
    $first: Int
    $after: String
    $replies: Int
    $script: UserLanguage! = zh_hant
    $convert: Boolean! = false
  ) {
    channel(input: { shortHash: $shortHash }) {
      __typename
      ... on WritingChallenge {
        id
        discussionCount
        discussion(input: { first: $first, after: $after }) {
          ...CommentPageFields
        }
      }
    }
  }
`);
