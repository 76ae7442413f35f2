// SDL: comments on articles and moments, threaded one level (a top-level comment and its replies).
export default /* GraphQL */ `
  type Comment implements Node {
    id: ID!
    state: CommentState!
    type: CommentType!
    createdAt: DateTime!
    "Null when the comment is banned or was deleted by its author (archived)."
    content: String
    author: User!
    pinned: Boolean!
    upvotes: Int!
    "Replies of a top-level comment, oldest first unless sorted newest."
    comments(input: CommentCommentsInput!): CommentConnection!
    parentComment: Comment
    replyTo: Comment
    "The article or moment commented on."
    node: Node!
  }

  extend type Article {
    commentCount: Int!
    "Top-level comments, newest first unless sorted oldest."
    comments(input: CommentsInput!): CommentConnection!
  }

  type CommentConnection implements Connection {
    totalCount: Int!
    pageInfo: PageInfo!
    edges: [CommentEdge!]
  }

  type CommentEdge {
    cursor: String!
    node: Comment!
  }

  input CommentsInput {
    sort: CommentSort
    after: String
    first: Int
  }

  input CommentCommentsInput {
    sort: CommentSort
    after: String
    first: Int
  }

  enum CommentSort {
    oldest
    newest
  }

  enum CommentState {
    active
    archived
    banned
    collapsed
  }

  enum CommentType {
    article
    circleDiscussion
    circleBroadcast
    moment
  }
`;
