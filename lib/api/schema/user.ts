// SDL: users, the viewer and accounts.
export default /* GraphQL */ `
  extend type Query {
    viewer: User
    user(input: UserInput!): User
  }

  extend type Mutation {
    sendVerificationCode(input: SendVerificationCodeInput!): Boolean
      @rateLimit(limit: 5, period: 600, per: "input.email")
      @rateLimit(limit: 20, period: 86400, per: "input.email")
      @rateLimit(limit: 30, period: 600, ip: true)
    confirmVerificationCode(input: ConfirmVerificationCodeInput!): ID!
      @rateLimit(limit: 10, period: 600, per: "input.email", ip: true, failures: true)
      @rateLimit(limit: 30, period: 3600, per: "input.email", failures: true)
      @rateLimit(limit: 100, period: 600, ip: true, failures: true)
    resetPassword(input: ResetPasswordInput!): Boolean
    "Password guesses are also limited per email in the service: a ceiling that spares login by code."
    emailLogin(input: EmailLoginInput!): AuthResult!
      @rateLimit(limit: 10, period: 600, per: "input.email", ip: true, failures: true)
      @rateLimit(limit: 100, period: 600, ip: true, failures: true)
    verifyEmail(input: VerifyEmailInput!): AuthResult!
      @rateLimit(limit: 10, period: 600, per: "input.email", ip: true, failures: true)
      @rateLimit(limit: 30, period: 3600, per: "input.email", failures: true)
      @rateLimit(limit: 100, period: 600, ip: true, failures: true)
    userLogout: Boolean!
    setPassword(input: SetPasswordInput!): User! @auth(mode: "oauth")
    setUserName(input: SetUserNameInput!): User! @auth(mode: "oauth")
    updateUserInfo(input: UpdateUserInfoInput!): User! @auth(mode: "oauth", group: "level1")
  }

  type User implements Node {
    id: ID!
    userName: String
    displayName: String
    likerId: String
    liker: Liker!
    avatar: String
    info: UserInfo!
    settings: UserSettings! @auth(mode: "oauth")
    articles(input: UserArticlesInput!): ArticleConnection!
    followers(input: ConnectionArgs!): UserConnection!
    following: Following!
    isFollower: Boolean!
    isFollowee: Boolean!
    isBlocking: Boolean!
    isBlocked: Boolean!
    status: UserStatus
    ownCircles: [Circle!]
  }

  type UserInfo {
    createdAt: DateTime
    userNameEditable: Boolean!
    description: String
    email: String @auth(mode: "oauth")
    emailVerified: Boolean! @auth(mode: "oauth")
    badges: [Badge!]
    agreeOn: DateTime
    profileCover: String
    group: UserGroup!
    ethAddress: String
    isWalletAuth: Boolean!
  }

  type UserSettings {
    language: UserLanguage!
    currency: QuoteCurrency!
  }

  type UserStatus {
    state: UserState!
    role: UserRole! @auth(mode: "oauth")
    articleCount: Int!
    momentCount: Int!
    unreadNoticeCount: Int! @auth(mode: "oauth")
    unreadFollowing: Boolean!
    hasEmailLoginPassword: Boolean! @auth(mode: "oauth")
    changeEmailTimesLeft: Int! @auth(mode: "oauth")
  }

  type Liker {
    likerId: String
    civicLiker: Boolean!
  }

  type Badge {
    type: BadgeType!
  }

  type Following {
    users(input: ConnectionArgs!): UserConnection!
  }

  type UserConnection implements Connection {
    totalCount: Int!
    pageInfo: PageInfo!
    edges: [UserEdge!]
  }

  type UserEdge {
    cursor: String!
    node: User!
  }

  type AuthResult {
    auth: Boolean!
    token: String
    type: AuthResultType!
    user: User
  }

  enum AuthResultType {
    Login
    Signup
    LinkAccount
  }

  enum UserLanguage {
    en
    zh_hans
    zh_hant
  }

  enum QuoteCurrency {
    TWD
    HKD
    USD
  }

  enum UserRole {
    user
    admin
  }

  enum UserState {
    active
    banned
    archived
    frozen
  }

  enum UserGroup {
    a
    b
  }

  enum BadgeType {
    seed
    golden_motor
    architect
    grand_slam
    community_watch
    carbon_based
    nomad1
    nomad2
    nomad3
    nomad4
  }

  enum VerificationCodeType {
    register
    email_verify
    email_otp
    payment_password_reset
  }

  enum ResetPasswordType {
    account
    payment
  }

  input UserInput {
    userName: String
    userNameCaseIgnore: Boolean = false
  }

  input SendVerificationCodeInput {
    email: String!
    type: VerificationCodeType!
    language: UserLanguage
  }

  input ConfirmVerificationCodeInput {
    email: String!
    type: VerificationCodeType!
    code: String!
  }

  input ResetPasswordInput {
    password: String!
    codeId: ID!
    type: ResetPasswordType
  }

  input VerifyEmailInput {
    email: String!
    code: String!
  }

  input EmailLoginInput {
    email: String!
    passwordOrCode: String!
    language: UserLanguage
    referralCode: String
  }

  input SetPasswordInput {
    password: String!
  }

  input SetUserNameInput {
    userName: String!
  }

  input UpdateUserInfoInput {
    "Not in the contract's input (it has setUserName): the product edits the name with the rest of the profile."
    userName: String
    displayName: String
    avatar: ID
    description: String
    language: UserLanguage
    agreeOn: Boolean
    profileCover: ID
  }
`;
