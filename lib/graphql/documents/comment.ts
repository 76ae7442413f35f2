import { graphql } from "../generated/gql";

/**
 * One comment. Spread it (through the fragments below) in an operation that declares
 * `$script: UserLanguage! = zh_hant` and `$convert: Boolean! = false`: with $convert, each
 * comment also comes converted to $script (OpenCC), for a page shown in one Chinese script.
 */
export const CommentFields = graphql(`
  fragment CommentFields on Comment {
    id
    state
    content
    translation(input: { language: $script }) @include(if: $convert) {
      content
      language
    }
    createdAt
    pinned
    upvotes
    downvotes
    author {
      ...UserDigestFields
    }
  }
`);

export const ReplyFields = graphql(`
  fragment ReplyFields on Comment {
    ...CommentFields
    replyTo {
      id
      author {
        id
        userName
        displayName
      }
    }
  }
`);

/**
 * A top-level comment and its first `$replies` replies. Spread it in a `comments` connection
 * (Article.comments, Moment.comments) of an operation that declares `$replies: Int`.
 */
export const CommentThreadFields = graphql(`
  fragment CommentThreadFields on Comment {
    ...CommentFields
    comments(input: { first: $replies }) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        node {
          ...ReplyFields
        }
      }
    }
  }
`);

/** A page of top-level comments, each with its first replies (`<CommentThread comments={…} />`). */
export const CommentPageFields = graphql(`
  fragment CommentPageFields on CommentConnection {
    totalCount
    pageInfo {
      endCursor
      hasNextPage
    }
    edges {
      node {
        ...CommentThreadFields
      }
    }
  }
`);

/**
 * The comment a page address points at (`#parentId-replyId`) when it is not on the page's
 * first page: the thread it opens, and the reply itself in case it is past the thread's
 * first replies. Both are null unless they are comments the visitor may read.
 */
export const LinkedCommentQuery = graphql(`
  query LinkedComment(
    $thread: ID!
    $reply: ID!
    $replies: Int
    $script: UserLanguage! = zh_hant
    $convert: Boolean! = false
  ) {
    thread: node(input: { id: $thread }) {
      __typename
      ... on Comment {
        ...CommentThreadFields
        parentComment {
          id
        }
        node {
          id
        }
      }
    }
    reply: node(input: { id: $reply }) {
      __typename
      ... on Comment {
        ...ReplyFields
        parentComment {
          id
        }
      }
    }
  }
`);

/** An article's comments for its page: a page of top-level comments, each with its first `$replies` replies. */
export const ArticleCommentsQuery = graphql(`
  query ArticleComments(
    $shortHash: String!
    $first: Int
    $after: String
    $replies: Int
    $script: UserLanguage! = zh_hant
    $convert: Boolean! = false
  ) {
    article(input: { shortHash: $shortHash }) {
      id
      canComment
      author {
        id
      }
      commentCount
      comments(input: { first: $first, after: $after }) {
        ...CommentPageFields
      }
    }
  }
`);
