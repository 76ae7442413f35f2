// SDL: listings for search engines' sitemaps. Not in the contract (added in its style).
export default /* GraphQL */ `
  extend type Query {
    "Every public address, for sitemaps."
    sitemap: Sitemap!
  }

  """
  Public articles, people and tags in pages of at most 10,000, cut by id range: page n holds the
  ids from (n - 1) * 10000 + 1 to n * 10000 that are public, so a page may hold fewer, even none.
  """
  type Sitemap {
    articlePages: Int!
    userPages: Int!
    tagPages: Int!
    articles(input: SitemapPageInput!): [SitemapArticle!]!
    users(input: SitemapPageInput!): [SitemapUser!]!
    tags(input: SitemapPageInput!): [SitemapTag!]!
  }

  input SitemapPageInput {
    "From 1."
    page: Int!
  }

  type SitemapArticle {
    shortHash: String!
    "The last revision, or the publication."
    lastModified: DateTime!
  }

  type SitemapUser {
    userName: String!
    lastModified: DateTime!
  }

  type SitemapTag {
    id: ID!
    slug: String!
    lastModified: DateTime!
  }
`;
