// SDL: channels (topic, curation) and writing challenges shown as channels.
export default /* GraphQL */ `
  extend type Query {
    channel(input: ChannelInput!): Channel
    channels(input: ChannelsInput): [Channel!]!
  }

  interface Channel {
    id: ID!
    shortHash: String!
    navbarTitle(input: TranslationArgs): String!
  }

  interface Campaign {
    id: ID!
    shortHash: String!
    name: String!
    state: CampaignState!
  }

  type TopicChannel implements Channel & Node {
    id: ID!
    shortHash: String!
    navbarTitle(input: TranslationArgs): String!
    name(input: TranslationArgs): String!
    note(input: TranslationArgs): String
    enabled: Boolean!
    "Pinned articles first (first page only), then the rest by hotness, or newest first with sort: newest."
    articles(input: ChannelArticlesInput!): ChannelArticleConnection!
  }

  type CurationChannel implements Channel & Node {
    id: ID!
    shortHash: String!
    navbarTitle(input: TranslationArgs): String!
    name(input: TranslationArgs): String!
    note(input: TranslationArgs): String
    pinAmount: Int!
    color: Color!
    activePeriod: DatetimeRange!
    "Up to pinAmount pinned articles first (first page only), then the rest by hotness, or newest first."
    articles(input: ChannelArticlesInput!): ChannelArticleConnection!
  }

  type WritingChallenge implements Node & Campaign & Channel {
    id: ID!
    shortHash: String!
    navbarTitle(input: TranslationArgs): String!
    channelEnabled: Boolean!
    name(input: TranslationArgs): String!
    description(input: TranslationArgs): String
    cover: String
    link: String!
    applicationPeriod: DatetimeRange
    writingPeriod: DatetimeRange
    stages: [CampaignStage!]!
    state: CampaignState!
    announcements: [Article!]!
    "Entries newest first: all, one stage's (filter.stage) or the featured ones (filter.featured); announcements are listed apart."
    articles(input: CampaignArticlesInput!): CampaignArticleConnection!
  }

  type CampaignArticleConnection implements Connection {
    totalCount: Int!
    pageInfo: PageInfo!
    edges: [CampaignArticleEdge!]!
  }

  type CampaignArticleEdge {
    cursor: String!
    node: Article!
    featured: Boolean!
    announcement: Boolean!
  }

  input CampaignArticlesInput {
    after: String
    first: Int
    filter: CampaignArticlesFilter
  }

  input CampaignArticlesFilter {
    stage: ID
    featured: Boolean
  }

  input ChannelArticlesInput {
    after: String
    first: Int
    sort: ArticlesSort
  }

  enum ArticlesSort {
    newest
  }

  type CampaignStage {
    id: ID!
    name(input: TranslationArgs): String!
    period: DatetimeRange
  }

  enum CampaignState {
    pending
    active
    finished
    archived
  }

  enum Color {
    gray
    brown
    orange
    yellow
    green
    purple
    pink
    red
  }

  input ChannelInput {
    shortHash: String!
  }

  input ChannelsInput {
    oss: Boolean = false
  }
`;
