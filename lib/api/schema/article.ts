// SDL: articles and tags.
export default /* GraphQL */ `
  extend type Query {
    article(input: ArticleInput!): Article
  }

  extend type User {
    recommendation: Recommendation!
  }

  "Visitor-wide feeds: every user's recommendation field resolves to the same record."
  type Recommendation {
    newest(input: RecommendationNewestInput!): ArticleConnection!
  }

  input RecommendationNewestInput {
    after: String
    first: Int
  }

  type Article implements Node & PinnableWork {
    id: ID!
    slug: String!
    createdAt: DateTime!
    revisedAt: DateTime
    state: ArticleState!
    author: User!
    title: String!
    cover: String
    summary: String!
    summaryCustomized: Boolean!
    tags: [Tag!]
    wordCount: Int
    dataHash: String!
    mediaHash: String!
    shortHash: String!
    content: String!
    contents: ArticleContents!
    language: String
    appreciationsReceivedTotal: Int!
    readerCount: Int!
    bookmarkCount: Int!
    bookmarked: Boolean!
    pinned: Boolean!
    readTime: Float!
    revisionCount: Int!
    access: ArticleAccess!
    sensitiveByAuthor: Boolean!
    sensitiveByAdmin: Boolean!
    license: ArticleLicenseType!
    canComment: Boolean!
    requestForDonation: String
    "Articles sharing its tags, most shared first; the author's other work when there are none."
    relatedArticles(input: ConnectionArgs!): ArticleConnection!
  }

  interface PinnableWork {
    id: ID!
    pinned: Boolean!
    title: String!
    cover: String
  }

  type ArticleAccess {
    type: ArticleAccessType!
  }

  type ArticleConnection implements Connection {
    totalCount: Int!
    pageInfo: PageInfo!
    edges: [ArticleEdge!]
  }

  type ArticleEdge {
    cursor: String!
    node: Article!
  }

  input ArticleInput {
    shortHash: String
  }

  input UserArticlesInput {
    after: String
    first: Int
    filter: UserArticlesFilter
  }

  input UserArticlesFilter {
    state: ArticleState = active
  }

  enum ArticleState {
    active
    archived
    banned
  }

  enum ArticleLicenseType {
    cc_0
    cc_by_nc_nd_2
    cc_by_nc_nd_4
    arr
  }

  enum ArticleAccessType {
    public
    paywall
  }

  type Tag implements Node & Channel {
    id: ID!
    shortHash: String!
    navbarTitle(input: TranslationArgs): String!
    channelEnabled: Boolean!
    content: String!
    "The content as a URL part: runs of other than letters and digits become one hyphen (section 5)."
    slug: String!
    createdAt: DateTime!
    isFollower: Boolean
    numArticles: Int!
    numAuthors: Int!
  }

  type Circle implements Node {
    id: ID!
    name: String!
    displayName: String!
    description: String
    owner: User!
  }
`;
