import { graphql } from "../generated/gql";

/**
 * The reader's part of a page kept for every signed-in reader: the top bar's summary and, on an
 * article's page, what they are to the article and its author, on a tag's page whether they
 * bookmarked it, on a profile what they are to its person. The worker reads it in one D1 batch
 * of its own (server/cache/member-state.ts), in this query's shape, and the API answers the
 * query the same (tests/api/member-state.test.ts).
 */
export const MemberShellQuery = graphql(`
  query MemberShell(
    $shortHash: String!
    $article: Boolean!
    $tagId: ID!
    $tag: Boolean!
    $userName: String!
    $user: Boolean!
  ) {
    viewer {
      ...ViewerSummaryFields
    }
    article(input: { shortHash: $shortHash }) @include(if: $article) {
      ...ArticleReaderFields
      state
      access {
        type
      }
    }
    tag: node(input: { id: $tagId }) @include(if: $tag) {
      __typename
      ... on Tag {
        id
        isFollower
      }
    }
    user(input: { userName: $userName }) @include(if: $user) {
      id
      isFollower
      isFollowee
      isBlocking
    }
  }
`);
