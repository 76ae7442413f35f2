// SDL: search and the viewer's recent searches.
export default /* GraphQL */ `
  extend type Query {
    search(input: SearchInput!): SearchResultConnection!
  }

  extend type Mutation {
    clearSearchHistory: Boolean @auth(mode: "oauth", group: "level3")
  }

  input SearchInput {
    key: String!
    type: SearchTypes!
    after: String
    first: Int
    filter: SearchFilter
    exclude: SearchExclude
    "Keep the key in the viewer's recent searches."
    record: Boolean
    "The search bar's dropdown: keys of 2 to 30 characters (one more after @ or #), at most 5 results."
    quicksearch: Boolean
  }

  input SearchFilter {
    authorId: ID
  }

  enum SearchTypes {
    Article
    User
    Tag
  }

  "People the viewer blocked are always left out; the value is accepted for the contract's sake."
  enum SearchExclude {
    blocked
  }

  type SearchResultConnection implements Connection {
    totalCount: Int!
    pageInfo: PageInfo!
    edges: [SearchResultEdge!]
  }

  type SearchResultEdge {
    cursor: String!
    node: Node!
  }

  extend type User {
    activity: UserActivity! @auth(mode: "oauth")
  }

  type UserActivity {
    "Newest first; the last 20 are kept."
    recentSearches(input: ConnectionArgs!): RecentSearchConnection!
  }

  type RecentSearchConnection implements Connection {
    totalCount: Int!
    pageInfo: PageInfo!
    edges: [RecentSearchEdge!]
  }

  type RecentSearchEdge {
    cursor: String!
    node: String!
  }
`;
