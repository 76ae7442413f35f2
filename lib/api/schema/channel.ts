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
