// SDL: the feeds every user's `recommendation` resolves to (Featured, Follow, recommended authors).
export default /* GraphQL */ `
  extend type Recommendation {
    "Editor picks, newest pick first: the Featured feed."
    icymi(input: ConnectionArgs!): ArticleConnection!
    "What the people the viewer follows did, and what was added to the tags the viewer bookmarked."
    following(input: RecommendationFollowingInput!): FollowingActivityConnection!
    "Authors worth following, shuffled by filter.random (0 to 49) so that the list changes."
    authors(input: RecommendInput!): UserConnection!
  }

  input RecommendInput {
    after: String
    first: Int
    oss: Boolean
    filter: RecommendFilterInput
    newAlgo: Boolean
  }

  input RecommendFilterInput {
    channel: IdentityInput
    random: Int
    followed: Boolean
  }

  input IdentityInput {
    id: ID
    shortHash: String
  }

  input RecommendationFollowingInput {
    first: Int
    after: String
    filter: RecommendationFollowingFilterInput
  }

  input RecommendationFollowingFilterInput {
    type: RecommendationFollowingFilterType
  }

  enum RecommendationFollowingFilterType {
    article
  }

  type FollowingActivityConnection implements Connection {
    totalCount: Int!
    pageInfo: PageInfo!
    edges: [FollowingActivityEdge!]
  }

  type FollowingActivityEdge {
    cursor: String!
    node: FollowingActivity!
  }

  union FollowingActivity =
    | UserPublishArticleActivity
    | UserAddArticleTagActivity
    | UserPostMomentActivity
    | UserCreateCircleActivity
    | UserRecommendationActivity

  type UserPublishArticleActivity {
    actor: User!
    createdAt: DateTime!
    node: Article!
  }

  type UserAddArticleTagActivity {
    actor: User!
    createdAt: DateTime!
    node: Article!
    target: Tag!
  }

  type UserPostMomentActivity {
    actor: User!
    createdAt: DateTime!
    node: Moment!
    "Each moment is an activity of its own here, so this is empty."
    more: [Moment!]!
  }

  type UserCreateCircleActivity {
    actor: User!
    createdAt: DateTime!
    node: Circle!
  }

  type UserRecommendationActivity {
    source: UserRecommendationActivitySource
    nodes: [User!]
  }

  enum UserRecommendationActivitySource {
    UserFollowing
  }
`;
