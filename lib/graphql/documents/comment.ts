import { document } from "../document";
import { USER_DIGEST_FIELDS, type UserDigest } from "./user-digest";

export type CommentState = "active" | "archived" | "banned" | "collapsed";

export type CommentView = {
  id: string;
  state: CommentState;
  content: string | null;
  createdAt: string;
  pinned: boolean;
  upvotes: number;
  author: UserDigest;
};

export type ReplyView = CommentView & {
  replyTo: { id: string; author: { userName: string | null; displayName: string | null } } | null;
};

/** A top-level comment with the first page of its replies. */
export type ThreadView = CommentView & {
  comments: {
    totalCount: number;
    pageInfo: { endCursor: string | null; hasNextPage: boolean };
    edges: { node: ReplyView }[] | null;
  };
};

export type CommentPage = {
  totalCount: number;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  edges: { node: ThreadView }[] | null;
};

const COMMENT_FIELDS = /* GraphQL */ `
  fragment CommentFields on Comment {
    id
    state
    content
    createdAt
    pinned
    upvotes
    author {
      ...UserDigestFields
    }
  }
`;

const REPLY_FIELDS = /* GraphQL */ `
  fragment ReplyFields on Comment {
    ...CommentFields
    replyTo {
      id
      author {
        userName
        displayName
      }
    }
  }
`;

/**
 * A top-level comment and its first `$replies` replies. Spread it in a `comments` connection
 * (Article.comments, Moment.comments) of an operation that declares `$replies: Int`, and
 * append COMMENT_THREAD_DEFINITIONS to the document's text.
 */
export const COMMENT_THREAD_DEFINITIONS = /* GraphQL */ `
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
  ${COMMENT_FIELDS}
  ${REPLY_FIELDS}
  ${USER_DIGEST_FIELDS}
`;

/** What `... on Comment` selects from a node that is not a comment. */
type NotAComment = { id?: undefined };
type LinkedNode = (ThreadView & { parentComment: { id: string } | null; node: { id: string } }) | NotAComment | null;

/**
 * The comment a page address points at (`#parentId-replyId`) when it is not on the page's
 * first page: the thread it opens, and the reply itself in case it is past the thread's
 * first replies. Both are null unless they are comments the visitor may read.
 */
export const LinkedCommentQuery = document<
  {
    thread: LinkedNode;
    reply: (ReplyView & { parentComment: { id: string } | null }) | NotAComment | null;
  },
  { thread: string; reply: string; replies: number }
>(/* GraphQL */ `
  query LinkedComment($thread: ID!, $reply: ID!, $replies: Int) {
    thread: node(input: { id: $thread }) {
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
      ... on Comment {
        ...ReplyFields
        parentComment {
          id
        }
      }
    }
  }
  ${COMMENT_THREAD_DEFINITIONS}
`);

/**
 * An article's comments for its page (`<CommentThread comments={article.comments} … />`):
 * a page of top-level comments, each with its first `$replies` replies.
 */
export const ArticleCommentsQuery = document<
  { article: { id: string; commentCount: number; comments: CommentPage } | null },
  { shortHash: string; first: number; after?: string | null; replies: number }
>(/* GraphQL */ `
  query ArticleComments($shortHash: String!, $first: Int, $after: String, $replies: Int) {
    article(input: { shortHash: $shortHash }) {
      id
      commentCount
      comments(input: { first: $first, after: $after }) {
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
    }
  }
  ${COMMENT_THREAD_DEFINITIONS}
`);
