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

/**
 * The moment page: the moment and a page of its comments, each with its first replies; with
 * $withScript, the moment's text in $script too (whether to offer it), with $convert the
 * comments' (to show them so).
 */
export const MomentDetailQuery = graphql(`
  query MomentDetail(
    $shortHash: String!
    $first: Int
    $after: String
    $replies: Int
    $script: UserLanguage! = zh_hant
    $withScript: Boolean! = false
    $convert: Boolean! = false
  ) {
    moment(input: { shortHash: $shortHash }) {
      ...MomentDigestFields
      state
      tags {
        id
        content
        slug
      }
      articles {
        id
        shortHash
        title
      }
      translation(input: { language: $script }) @include(if: $withScript) {
        content
        language
      }
      comments(input: { first: $first, after: $after }) {
        ...CommentPageFields
      }
    }
  }
`);
