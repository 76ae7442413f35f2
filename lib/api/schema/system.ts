// SDL: nodes, connections, the official settings and our directives.
export default /* GraphQL */ `
  "Who may call a field: visitor (anyone), oauth (signed in) or admin. Inactive users pass oauth for reads only."
  directive @auth(mode: String!, group: String) on FIELD_DEFINITION
  """
  At most limit calls per period seconds, per viewer (per IP for visitors or when ip is true),
  or per the argument value that per names (with ip too: per value and IP together). With
  failures, only failed calls count. A field may carry several: each is checked.
  """
  directive @rateLimit(period: Int!, limit: Int!, ip: Boolean, per: String, failures: Boolean) repeatable on FIELD_DEFINITION

  scalar DateTime

  type Query {
    node(input: NodeInput!): Node
    nodes(input: NodesInput!): [Node!]
    official: Official!
    "Emails the local outbox holds: only with DEV_MAILBOX on, from this machine to a loopback host; FORBIDDEN otherwise. Not in the contract."
    devMailbox(input: DevMailboxInput!): [OutboxEmail!]
  }

  type Mutation {
    setFeature(input: SetFeatureInput!): Feature! @auth(mode: "admin")
  }

  interface Node {
    id: ID!
  }

  input NodeInput {
    id: ID!
  }

  input NodesInput {
    ids: [ID!]!
  }

  type PageInfo {
    startCursor: String
    endCursor: String
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
  }

  interface Connection {
    totalCount: Int!
    pageInfo: PageInfo!
  }

  input ConnectionArgs {
    after: String
    first: Int
  }

  type DatetimeRange {
    start: DateTime!
    end: DateTime
  }

  input TranslationArgs {
    language: UserLanguage!
  }

  type Official {
    features: [Feature!]!
  }

  type Feature {
    name: FeatureName!
    enabled: Boolean!
    value: Float
  }

  enum FeatureName {
    add_credit
    payment
    payout
    tag_adoption
    circle_management
    circle_interact
  }

  enum FeatureFlag {
    on
    off
  }

  input SetFeatureInput {
    name: FeatureName!
    flag: FeatureFlag!
    value: Float
  }

  input DevMailboxInput {
    email: String
    first: Int
  }

  type OutboxEmail {
    id: ID!
    to: String!
    subject: String!
    text: String!
    createdAt: DateTime!
  }
`;
