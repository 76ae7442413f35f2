// SDL: moments (short posts with images) and the assets they show.
export default /* GraphQL */ `
  extend type Query {
    "A moment by its short hash; null when there is none or the viewer may not read it."
    moment(input: MomentInput!): Moment
  }

  extend type User {
    "The person's moments, newest first (the reference lists moments this way on tags)."
    moments(input: ConnectionArgs!): MomentConnection!
  }

  type MomentConnection implements Connection {
    totalCount: Int!
    pageInfo: PageInfo!
    edges: [MomentEdge!]
  }

  type MomentEdge {
    cursor: String!
    node: Moment!
  }

  input MomentInput {
    shortHash: String!
  }

  type Moment implements Node {
    id: ID!
    shortHash: String!
    content: String
    assets: [Asset!]!
    author: User!
    "A moment an admin banned reads as archived to its author: the contract knows two states."
    state: MomentState!
    commentCount: Int!
    "Top-level comments, newest first unless sorted oldest; replies hang under each."
    comments(input: CommentsInput!): CommentConnection!
    likeCount: Int!
    "Whether the viewer liked it; false for visitors."
    liked: Boolean!
    createdAt: DateTime!
  }

  enum MomentState {
    active
    archived
  }

  type Asset {
    id: ID!
    type: AssetType!
    "A path on this site (seeded images) or a storage key."
    path: String!
  }

  enum AssetType {
    avatar
    cover
    embed
    embedaudio
    profileCover
    oauthClientAvatar
    tagCover
    circleAvatar
    circleCover
    collectionCover
    announcementCover
    moment
    campaignCover
  }
`;
