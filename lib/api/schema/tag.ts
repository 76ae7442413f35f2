// SDL: a tag's articles and authors, and the tag list. The Tag type itself is in article.ts.
export default /* GraphQL */ `
  extend type Tag {
    "The tag's articles: hottest (reads, appreciations, comments, donations of the last days, decayed) or latest."
    articles(input: TagArticlesInput!): ChannelArticleConnection!
    "The authors with the most articles under the tag."
    recommendedAuthors(input: ConnectionArgs!): UserConnection!
    "How many users bookmarked the tag (isFollower is the viewer's own bookmark)."
    numFollowers: Int!
  }

  extend type Recommendation {
    "Tags that have articles, most articles first."
    tags(input: RecommendInput!): TagConnection!
  }

  enum TagArticlesSortBy {
    byHottestDesc
    byCreatedAtDesc
  }

  input TagArticlesInput {
    after: String
    first: Int
    sortBy: TagArticlesSortBy = byCreatedAtDesc
  }

  type ChannelArticleConnection implements Connection {
    totalCount: Int!
    pageInfo: PageInfo!
    edges: [ChannelArticleEdge!]
  }

  type ChannelArticleEdge {
    cursor: String!
    node: Article!
    pinned: Boolean!
  }

  type TagConnection implements Connection {
    totalCount: Int!
    pageInfo: PageInfo!
    edges: [TagEdge!]
  }

  type TagEdge {
    cursor: String!
    node: Tag!
  }
`;
