// SDL: an article's versions (its history), newest first.
export default /* GraphQL */ `
  extend type Article {
    versions(input: ArticleVersionsInput!): ArticleVersionsConnection!
  }

  input ArticleVersionsInput {
    after: String
    first: Int
  }

  type ArticleVersionsConnection implements Connection {
    totalCount: Int!
    pageInfo: PageInfo!
    edges: [ArticleVersionEdge]!
  }

  type ArticleVersionEdge {
    node: ArticleVersion!
    cursor: String!
  }

  "One published state of an article. Read through Article.versions or node(id), only where the article is readable."
  type ArticleVersion implements Node {
    id: ID!
    dataHash: String
    mediaHash: String
    title: String!
    summary: String!
    contents: ArticleContents!
    createdAt: DateTime!
    "The author's note on what changed, if any."
    description: String
  }

  type ArticleContents {
    html: String!
  }
`;
