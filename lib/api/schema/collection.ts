// SDL: collections, an author's ordered sets of their articles.
export default /* GraphQL */ `
  extend type User {
    collections(input: ConnectionArgs!): CollectionConnection!
    pinnedWorks: [PinnableWork!]!
  }

  extend type Article {
    collections(input: ConnectionArgs!): CollectionConnection!
  }

  type Collection implements Node & PinnableWork {
    id: ID!
    title: String!
    cover: String
    description: String
    author: User!
    articles(input: CollectionArticlesInput!): ArticleConnection!
    pinned: Boolean!
    updatedAt: DateTime!
  }

  type CollectionConnection implements Connection {
    totalCount: Int!
    pageInfo: PageInfo!
    edges: [CollectionEdge!]
  }

  type CollectionEdge {
    cursor: String!
    node: Collection!
  }

  input CollectionArticlesInput {
    after: String
    first: Int
    reversed: Boolean! = true
  }
`;
