import { graphql } from "../../generated/worker/gql";

/**
 * The reader's part of a page kept for every signed-in reader: the top bar's summary and, on an
 * article's page, what they are to the article and its author. The worker reads it in one D1
 * batch of its own (server/cache/member-state.ts), in this query's shape, and the API answers
 * the query the same (tests/api/member-state.test.ts).
 */
export const MemberShellQuery = graphql(`
  query MemberShell($shortHash: String!, $article: Boolean!) {
    viewer {
      id
      userName
      displayName
      avatar
      status {
        state
        role
        unreadNoticeCount
        unreadFollowing
      }
      ownCircles {
        name
      }
      settings {
        language
      }
    }
    article(input: { shortHash: $shortHash }) @include(if: $article) {
      id
      state
      access {
        type
      }
      pinned
      bookmarked
      appreciateLeft
      hasAppreciate
      author {
        id
        isFollower
        isFollowee
        isBlocking
      }
    }
  }
`);
