import { graphql } from "../generated/gql";

/** The fields every list of moments shows (profiles, the follow feed). */
export const MomentDigestFields = graphql(`
  fragment MomentDigestFields on Moment {
    id
    shortHash
    content
    createdAt
    likeCount
    commentCount
    assets {
      id
      path
    }
    author {
      ...UserDigestFields
    }
  }
`);

/** The moment page: the moment and a page of its comments, each with its first replies. */
export const MomentDetailQuery = graphql(`
  query MomentDetail($shortHash: String!, $first: Int, $after: String, $replies: Int) {
    moment(input: { shortHash: $shortHash }) {
      ...MomentDigestFields
      state
      comments(input: { first: $first, after: $after }) {
        ...CommentPageFields
      }
    }
  }
`);
