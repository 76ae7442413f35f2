// The data model. Names follow the API contract's vocabulary (userName, shortHash, state …);
// columns are snake_case in SQL. Times are unix milliseconds in integer columns.
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { ASSET_TYPES } from "../../lib/media/asset-types.ts";
import { DAILY_PAYMENT_LIMIT_HKD_CENTS } from "../../lib/money/amounts.ts";

const id = () => integer("id").primaryKey({ autoIncrement: true });
const createdAt = () => integer("created_at").notNull().default(sql`(unixepoch('subsec') * 1000)`);
const updatedAt = () => integer("updated_at").notNull().default(sql`(unixepoch('subsec') * 1000)`);

export const USER_STATES = ["active", "banned", "archived", "frozen"] as const;
export const USER_ROLES = ["user", "admin"] as const;
export const LANGUAGES = ["en", "zh_hans", "zh_hant"] as const;
export const CURRENCIES = ["HKD", "TWD", "USD"] as const;
export const ARTICLE_STATES = ["active", "archived", "banned"] as const;
export const ARTICLE_ACCESS = ["public", "paywall"] as const;
export const LICENSES = ["cc_0", "cc_by_nc_nd_2", "cc_by_nc_nd_4", "arr"] as const;
export const TRANSLATION_MODELS = [
  "google_translation_v2",
  "google_gemini_2_5_flash",
  "google_gemini_2_0_flash",
  "opencc",
] as const;
export const COMMENT_TYPES = ["article", "moment", "circleDiscussion", "circleBroadcast"] as const;
export const COMMENT_STATES = ["active", "archived", "banned", "collapsed"] as const;
export const CHANNEL_TYPES = ["topic", "curation", "writing_challenge"] as const;
export const BADGE_TYPES = [
  "seed",
  "golden_motor",
  "architect",
  "grand_slam",
  "community_watch",
  "carbon_based",
  "nomad1",
  "nomad2",
  "nomad3",
  "nomad4",
] as const;
export const CHANNEL_COLORS = ["gray", "brown", "orange", "yellow", "green", "purple", "pink", "red"] as const;
export const CAMPAIGN_STATES = ["pending", "active", "finished", "archived"] as const;
export const CIRCLE_STATES = ["active", "archived"] as const;
export const VERIFICATION_CODE_TYPES = ["register", "email_otp", "email_verify", "payment_password_reset"] as const;
/** The contract's SigningMessagePurpose. */
export const SIGNING_MESSAGE_PURPOSES = ["airdrop", "connect", "signup", "login", "claimLogbook"] as const;
export const VERIFICATION_CODE_STATES = ["active", "inactive", "verified", "used", "expired"] as const;
export const TRANSACTION_STATES = ["pending", "succeeded", "failed", "canceled"] as const;
export const TRANSACTION_PURPOSES = [
  "donation",
  "addCredit",
  "refund",
  "payout",
  "payoutReversal",
  "subscriptionSplit",
  "dispute",
  "curationVaultWithdrawal",
] as const;
export const PAYMENT_CURRENCIES = ["HKD", "LIKE", "USDT"] as const;
/** What an asset may be uploaded for (the contract's EntityType). */
export const ENTITY_TYPES = [
  "article",
  "draft",
  "tag",
  "user",
  "circle",
  "announcement",
  "collection",
  "moment",
  "campaign",
] as const;
export const REPORT_REASONS = [
  "tort",
  "illegal_advertising",
  "discrimination_insult_hatred",
  "pornography_involving_minors",
  "other",
] as const;
export const FEATURE_NAMES = [
  "payment",
  "add_credit",
  "payout",
  "tag_adoption",
  "circle_management",
  "circle_interact",
] as const;
export const ANNOUNCEMENT_TYPES = ["community", "product", "seminar"] as const;

// ---- users ----

export const users = sqliteTable(
  "users",
  {
    id: id(),
    userName: text("user_name"),
    // The name's confusable skeleton (lib/text/user-name.ts, Unicode TS #39): one holder each, so
    // "aIice" cannot stand beside "alice". Triggers write it with every name (migration 0027),
    // so a row just inserted or updated through RETURNING does not show it yet.
    userNameSkeleton: text("user_name_skeleton"),
    displayName: text("display_name"),
    description: text("description"),
    avatar: text("avatar"),
    profileCover: text("profile_cover"),
    email: text("email"),
    emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
    passwordHash: text("password_hash"),
    paymentPasswordHash: text("payment_password_hash"),
    state: text("state", { enum: USER_STATES }).notNull().default("active"),
    role: text("role", { enum: USER_ROLES }).notNull().default("user"),
    language: text("language", { enum: LANGUAGES }).notNull().default("zh_hant"),
    currency: text("currency", { enum: CURRENCIES }).notNull().default("USD"),
    // The linked wallet (Sign-In with Ethereum), lower case: one a person, one person a wallet.
    ethAddress: text("eth_address"),
    // Whether the account was made by signing in with its wallet (UserInfo.isWalletAuth).
    walletSignup: integer("wallet_signup", { mode: "boolean" }).notNull().default(false),
    likerId: text("liker_id"),
    civicLiker: integer("civic_liker", { mode: "boolean" }).notNull().default(false),
    // JSON array of badge types (architect, nomad1 …): read whole, never queried into.
    badges: text("badges", { mode: "json" }).$type<(typeof BADGE_TYPES)[number][]>().notNull().default(sql`'[]'`),
    agreeOn: integer("agree_on"),
    // The referral code the account was signed up with (the `?referral=` of its first visit).
    referralCode: text("referral_code"),
    // An Interledger payment pointer ($wallet.example/alice) the person receives payments at.
    paymentPointer: text("payment_pointer"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_user_name_unique").on(sql`lower(${t.userName})`),
    uniqueIndex("users_user_name_skeleton_unique").on(t.userNameSkeleton),
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_eth_address_unique").on(t.ethAddress),
    uniqueIndex("users_liker_id_unique").on(t.likerId),
    index("users_state_created_idx").on(t.state, t.createdAt),
    // UserStatus.totalReferredCount: the accounts a person's referral link brought
    index("users_referral_code_idx").on(t.referralCode),
  ],
);

// One row a signed-in device: a session token names its row, so logout ends that device
// alone and a password change can end every other one.
export const sessions = sqliteTable(
  "sessions",
  {
    // random, not guessable; a token is only valid when signed by us and naming a live row
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    userAgent: text("user_agent"),
    ip: text("ip"),
    createdAt: createdAt(),
    // when the device last used the session, refreshed at most every few minutes (the devices list)
    lastSeenAt: integer("last_seen_at"),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId, t.expiresAt)],
);

// Each change of an account's email, kept to count them (changeEmailTimesLeft) and to say
// which address it was before.
export const emailChanges = sqliteTable(
  "email_changes",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    emailBefore: text("email_before"),
    emailAfter: text("email_after").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("email_changes_user_idx").on(t.userId, t.createdAt)],
);

export const userFeatureFlags = sqliteTable(
  "user_feature_flags",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    type: text("type").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

export const userRestrictions = sqliteTable(
  "user_restrictions",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    // articleHottest, articleNewest: the feeds the user's work is kept out of
    type: text("type").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

export const verificationCodes = sqliteTable(
  "verification_codes",
  {
    id: id(),
    email: text("email").notNull(),
    type: text("type", { enum: VERIFICATION_CODE_TYPES }).notNull(),
    // SHA-256 of the code, keyed by the session secret: a leaked table reveals no codes.
    codeHash: text("code_hash").notNull(),
    state: text("state", { enum: VERIFICATION_CODE_STATES }).notNull().default("active"),
    attempts: integer("attempts").notNull().default(0),
    userId: integer("user_id").references(() => users.id),
    expiresAt: integer("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("verification_codes_email_type_idx").on(t.email, t.type, t.createdAt)],
);

/**
 * The Sign-In with Ethereum messages we issued (generateSigningMessage): a signature counts only
 * for a message of ours, for its address and purpose, before it expires, and once.
 */
export const signingMessages = sqliteTable(
  "signing_messages",
  {
    id: id(),
    nonce: text("nonce").notNull(),
    /** Lower case. */
    address: text("address").notNull(),
    purpose: text("purpose", { enum: SIGNING_MESSAGE_PURPOSES }).notNull(),
    chainId: integer("chain_id").notNull(),
    /** The EIP-4361 text exactly as issued: what comes back signed must be this. */
    message: text("message").notNull(),
    expiresAt: integer("expires_at").notNull(),
    /** When a login, sign-up or link spent it; a used message is refused. */
    usedAt: integer("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("signing_messages_nonce_unique").on(t.nonce),
    index("signing_messages_expires_idx").on(t.expiresAt),
  ],
);

export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_created_idx").on(t.createdAt)],
);

export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
  },
  () => [],
);

/**
 * The checks (of a password, a code) running under a `failures` limit, one row each: a row's
 * place is held until its check ends and deletes it, or, for a check whose worker died before
 * it ended, until `started_at` is a lease old (RUNNING_CHECK_LEASE_MS). A count would hold a
 * dead check's place until the window ends.
 */
export const rateLimitChecks = sqliteTable(
  "rate_limit_checks",
  {
    key: text("key").notNull(),
    id: text("id").notNull(),
    startedAt: integer("started_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.id] }), index("rate_limit_checks_started_idx").on(t.key, t.startedAt)],
);

export const features = sqliteTable("features", {
  name: text("name", { enum: FEATURE_NAMES }).primaryKey(),
  enabled: integer("enabled", { mode: "boolean" }).notNull().default(false),
  value: real("value"),
  updatedAt: updatedAt(),
});

/**
 * Notices from the team (the contract's Announcement). Title, content and link here are the
 * default wording; announcement_translations holds them in each language that differs.
 * `visible` off is a draft; past `expired_at` it is no longer shown.
 */
export const announcements = sqliteTable(
  "announcements",
  {
    id: id(),
    title: text("title"),
    content: text("content"),
    link: text("link"),
    cover: text("cover"),
    type: text("type", { enum: ANNOUNCEMENT_TYPES }).notNull(),
    visible: integer("visible", { mode: "boolean" }).notNull().default(false),
    // `order` is an SQL keyword
    order: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiredAt: integer("expired_at"),
  },
  (t) => [index("announcements_visible_idx").on(t.visible, t.order)],
);

export const announcementTranslations = sqliteTable(
  "announcement_translations",
  {
    announcementId: integer("announcement_id")
      .notNull()
      .references(() => announcements.id),
    language: text("language", { enum: LANGUAGES }).notNull(),
    title: text("title"),
    content: text("content"),
    link: text("link"),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.language] })],
);

/** The channels an announcement is shown in, each with its own order and switch (AnnouncementChannel). */
export const announcementChannels = sqliteTable(
  "announcement_channels",
  {
    announcementId: integer("announcement_id")
      .notNull()
      .references(() => announcements.id),
    channelId: integer("channel_id")
      .notNull()
      .references(() => channels.id),
    visible: integer("visible", { mode: "boolean" }).notNull().default(true),
    order: integer("sort_order").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.channelId] }),
    index("announcement_channels_channel_idx").on(t.channelId, t.visible),
  ],
);

// ---- assets ----

export const assets = sqliteTable(
  "assets",
  {
    id: id(),
    uuid: text("uuid").notNull(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    type: text("type", { enum: ASSET_TYPES }).notNull(),
    // R2 key or a path under public/ for seeded demo images
    path: text("path").notNull(),
    // A directImageUpload waiting for its bytes at its uploadURL; false once they are stored.
    draft: integer("draft", { mode: "boolean" }).notNull().default(false),
    // the content type found in the bytes (server/media/sniff.ts), and their length
    mime: text("mime"),
    size: integer("size"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("assets_uuid_unique").on(t.uuid), index("assets_author_idx").on(t.authorId, t.type)],
);

/** What an asset was uploaded for: a draft's images, a user's avatar, a tag's cover … */
export const assetMap = sqliteTable(
  "asset_map",
  {
    assetId: integer("asset_id")
      .notNull()
      .references(() => assets.id),
    entityType: text("entity_type", { enum: ENTITY_TYPES }).notNull(),
    entityId: integer("entity_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.assetId, t.entityType, t.entityId] }),
    index("asset_map_entity_idx").on(t.entityType, t.entityId),
  ],
);

// ---- articles ----

export const articles = sqliteTable(
  "articles",
  {
    id: id(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    shortHash: text("short_hash").notNull(),
    state: text("state", { enum: ARTICLE_STATES }).notNull().default("active"),
    // denormalised from the latest version so lists read one table
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    cover: text("cover"),
    wordCount: integer("word_count").notNull().default(0),
    language: text("language"),
    pinned: integer("pinned", { mode: "boolean" }).notNull().default(false),
    sensitiveByAdmin: integer("sensitive_by_admin", { mode: "boolean" }).notNull().default(false),
    revisionCount: integer("revision_count").notNull().default(0),
    readCount: integer("read_count").notNull().default(0),
    appreciationTotal: integer("appreciation_total").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    bookmarkCount: integer("bookmark_count").notNull().default(0),
    // the hottest ranking's stored score and the time of the latest event in it, kept by the
    // triggers of drizzle/0022_hottest_score.sql (server/db/queries/hottest.ts says what they mean)
    hotScore: integer("hot_score").notNull().default(0),
    hotAt: integer("hot_at").notNull().default(0),
    revisedAt: integer("revised_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("articles_short_hash_unique").on(t.shortHash),
    index("articles_state_created_idx").on(t.state, t.createdAt),
    index("articles_author_state_created_idx").on(t.authorId, t.state, t.createdAt),
    // Recommendation.hottest: the site's ranking as server/db/queries/hottest.ts reads a tag's
    index("articles_hot_idx").on(t.hotScore, t.id, t.hotAt),
    index("articles_hot_at_idx").on(t.hotAt),
  ],
);

export const articleVersions = sqliteTable(
  "article_versions",
  {
    id: id(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    summaryCustomized: integer("summary_customized", { mode: "boolean" }).notNull().default(false),
    // The body lives in R2 (CONTENTS) under its data_hash (server/db/article-bodies.ts); a row
    // from before that keeps it here until the backfill moves it: NULL means "in R2".
    content: text("content"),
    cover: text("cover"),
    wordCount: integer("word_count").notNull(),
    // SHA-256 of the content: the key of the body in R2, so identical bodies are stored once
    dataHash: text("data_hash").notNull(),
    license: text("license", { enum: LICENSES }).notNull().default("cc_by_nc_nd_4"),
    access: text("access", { enum: ARTICLE_ACCESS }).notNull().default("public"),
    canComment: integer("can_comment", { mode: "boolean" }).notNull().default(true),
    sensitiveByAuthor: integer("sensitive_by_author", { mode: "boolean" }).notNull().default(false),
    requestForDonation: text("request_for_donation"),
    replyToDonator: text("reply_to_donator"),
    circleId: integer("circle_id"),
    description: text("description"),
    // how the text is set: paragraphs open with an indent (as Chinese prose often is)
    indentFirstLine: integer("indent_first_line", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("article_versions_article_created_idx").on(t.articleId, t.createdAt),
    // the rows whose body the backfill has yet to move: empty once it is done, so the cron
    // round that looks for more reads nothing
    index("article_versions_body_in_d1_idx").on(t.id).where(sql`${t.content} IS NOT NULL`),
    // Query.article by mediaHash (ArticleInput.mediaHash): the article a version's hash names
    index("article_versions_data_hash_idx").on(t.dataHash, t.createdAt),
  ],
);

// A version's title, summary and body in another language or script, made once by one model
// and read from here ever after. A version never changes, so neither does its translation.
export const articleTranslations = sqliteTable(
  "article_translations",
  {
    versionId: integer("version_id")
      .notNull()
      .references(() => articleVersions.id),
    language: text("language", { enum: LANGUAGES }).notNull(),
    model: text("model", { enum: TRANSLATION_MODELS }).notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    // The translated body lives in R2 beside the versions' bodies, under content_hash; a row
    // from before that (migration 0026) keeps it here until the backfill moves it: NULL means
    // "in R2". One of the two is always there.
    content: text("content"),
    contentHash: text("content_hash"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.language, t.model] }),
    // the rows whose body the backfill has yet to move (empty once it is done)
    index("article_translations_body_in_d1_idx")
      .on(t.versionId, t.language, t.model)
      .where(sql`${t.content} IS NOT NULL`),
    check("article_translations_body_kept", sql`content IS NOT NULL OR content_hash IS NOT NULL`),
  ],
);

export const drafts = sqliteTable(
  "drafts",
  {
    id: id(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    title: text("title"),
    summary: text("summary"),
    content: text("content"),
    cover: text("cover"),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    license: text("license", { enum: LICENSES }).notNull().default("cc_by_nc_nd_4"),
    access: text("access", { enum: ARTICLE_ACCESS }).notNull().default("public"),
    canComment: integer("can_comment", { mode: "boolean" }).notNull().default(true),
    // pending → published, or error; the article it became, once published
    publishState: text("publish_state", {
      enum: ["unpublished", "pending", "published", "error"],
    })
      .notNull()
      .default("unpublished"),
    articleId: integer("article_id").references(() => articles.id),
    // Optimistic concurrency: a save names the version it edited; a mismatch is DRAFT_VERSION_CONFLICT.
    version: integer("version").notNull().default(1),
    summaryCustomized: integer("summary_customized", { mode: "boolean" }).notNull().default(false),
    wordCount: integer("word_count").notNull().default(0),
    sensitiveByAuthor: integer("sensitive_by_author", { mode: "boolean" }).notNull().default(false),
    requestForDonation: text("request_for_donation"),
    replyToDonator: text("reply_to_donator"),
    iscnPublish: integer("iscn_publish", { mode: "boolean" }),
    indentFirstLine: integer("indent_first_line", { mode: "boolean" }).notNull().default(false),
    circleId: integer("circle_id").references(() => circles.id),
    publishAt: integer("publish_at"),
    // Chosen while writing, applied when published; JSON arrays of ids, read whole.
    collections: text("collections", { mode: "json" }).$type<number[]>().notNull().default(sql`'[]'`),
    connections: text("connections", { mode: "json" }).$type<number[]>().notNull().default(sql`'[]'`),
    campaigns: text("campaigns", { mode: "json" })
      .$type<{ campaign: number; stage: number | null }[]>()
      .notNull()
      .default(sql`'[]'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("drafts_author_updated_idx").on(t.authorId, t.updatedAt)],
);

// Articles an author links from one of theirs ("related articles" they chose), in their order.
export const articleConnections = sqliteTable(
  "article_connections",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id),
    connectionId: integer("connection_id")
      .notNull()
      .references(() => articles.id),
    order: integer("order").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.connectionId] }),
    index("article_connections_connection_idx").on(t.connectionId, t.createdAt),
  ],
);

// ---- tags ----

export const tags = sqliteTable(
  "tags",
  {
    id: id(),
    content: text("content").notNull(),
    slug: text("slug").notNull(),
    shortHash: text("short_hash").notNull(),
    cover: text("cover"),
    description: text("description"),
    creatorId: integer("creator_id").references(() => users.id),
    // maintained with article_tags in the same batch; lists sort on it
    numArticles: integer("num_articles").notNull().default(0),
    numAuthors: integer("num_authors").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tags_content_unique").on(sql`lower(${t.content})`),
    uniqueIndex("tags_short_hash_unique").on(t.shortHash),
    index("tags_num_articles_idx").on(t.numArticles),
    // User.tags: the tags a person made, the latest first
    index("tags_creator_created_idx").on(t.creatorId, t.createdAt),
  ],
);

export const articleTags = sqliteTable(
  "article_tags",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id),
    createdAt: createdAt(),
    // the article's hotScore and hotAt, copied by triggers so a tag's ranking is an index range
    hotScore: integer("hot_score").notNull().default(0),
    hotAt: integer("hot_at").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.tagId] }),
    // with article_id: the tag's latest list reads the index only
    index("article_tags_tag_created_idx").on(t.tagId, t.createdAt, t.articleId),
    // the hottest ranking (server/db/queries/hottest.ts): scored articles by score, the quiet ones
    // by id, and those scored again since a ranking's instant (time first: only the latest
    // events' rows are read, and no query of one tag mistakes it for a tag's index)
    index("article_tags_tag_hot_idx").on(t.tagId, t.hotScore, t.articleId, t.hotAt),
    index("article_tags_tag_article_idx").on(t.tagId, t.articleId, t.hotScore, t.hotAt),
    index("article_tags_hot_at_idx").on(t.hotAt, t.tagId),
  ],
);

export const tagEditors = sqliteTable(
  "tag_editors",
  {
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  // User.tags: the tags a person edits
  (t) => [primaryKey({ columns: [t.tagId, t.userId] }), index("tag_editors_user_idx").on(t.userId, t.tagId)],
);

export const tagBookmarks = sqliteTable(
  "tag_bookmarks",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tagId] }),
    index("tag_bookmarks_tag_idx").on(t.tagId),
    // a reader's bookmarked tags, newest first
    index("tag_bookmarks_user_created_idx").on(t.userId, t.createdAt),
  ],
);

// ---- moments ----

export const moments = sqliteTable(
  "moments",
  {
    id: id(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    shortHash: text("short_hash").notNull(),
    content: text("content").notNull(),
    // JSON array of asset ids
    assets: text("assets", { mode: "json" }).$type<number[]>().notNull().default(sql`'[]'`),
    state: text("state", { enum: ["active", "archived", "banned"] })
      .notNull()
      .default("active"),
    likeCount: integer("like_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("moments_short_hash_unique").on(t.shortHash),
    index("moments_author_state_created_idx").on(t.authorId, t.state, t.createdAt),
    index("moments_state_created_idx").on(t.state, t.createdAt),
  ],
);

export const momentLikes = sqliteTable(
  "moment_likes",
  {
    momentId: integer("moment_id")
      .notNull()
      .references(() => moments.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.momentId, t.userId] })],
);

/** A moment's tags, in the author's order; `created_at` is the moment's, so a tag lists its moments newest first. */
export const momentTags = sqliteTable(
  "moment_tags",
  {
    momentId: integer("moment_id")
      .notNull()
      .references(() => moments.id),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id),
    order: integer("order").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.momentId, t.tagId] }),
    // with moment_id: a tag's moments, newest first, read from the index alone
    index("moment_tags_tag_created_idx").on(t.tagId, t.createdAt, t.momentId),
  ],
);

/** Published articles a moment links, in the author's order. */
export const momentArticles = sqliteTable(
  "moment_articles",
  {
    momentId: integer("moment_id")
      .notNull()
      .references(() => moments.id),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id),
    order: integer("order").notNull(),
  },
  (t) => [primaryKey({ columns: [t.momentId, t.articleId] })],
);

// ---- circles ----

export const circles = sqliteTable(
  "circles",
  {
    id: id(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    displayName: text("display_name").notNull(),
    description: text("description"),
    avatar: text("avatar"),
    cover: text("cover"),
    state: text("state", { enum: CIRCLE_STATES }).notNull().default("active"),
    priceAmount: real("price_amount"),
    priceCurrency: text("price_currency", { enum: PAYMENT_CURRENCIES }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("circles_name_unique").on(sql`lower(${t.name})`),
    // one circle per user
    uniqueIndex("circles_owner_unique").on(t.ownerId),
  ],
);

export const circleMembers = sqliteTable(
  "circle_members",
  {
    circleId: integer("circle_id")
      .notNull()
      .references(() => circles.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    state: text("state", { enum: ["active", "canceled", "trialing"] })
      .notNull()
      .default("active"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.circleId, t.userId] }), index("circle_members_user_idx").on(t.userId)],
);

// ---- comments ----

export const comments = sqliteTable(
  "comments",
  {
    id: id(),
    type: text("type", { enum: COMMENT_TYPES }).notNull(),
    // the article, moment or circle the comment belongs to, by type
    targetId: integer("target_id").notNull(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    parentCommentId: integer("parent_comment_id"),
    replyToId: integer("reply_to_id"),
    content: text("content").notNull(),
    state: text("state", { enum: COMMENT_STATES }).notNull().default("active"),
    pinned: integer("pinned", { mode: "boolean" }).notNull().default(false),
    upvotes: integer("upvotes").notNull().default(0),
    downvotes: integer("downvotes").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("comments_target_idx").on(t.type, t.targetId, t.parentCommentId, t.createdAt),
    index("comments_parent_idx").on(t.parentCommentId, t.createdAt),
    index("comments_author_idx").on(t.authorId, t.createdAt),
    // an article's recent comments, read from the index alone by the hottest ranking
    index("comments_target_recent_idx").on(t.type, t.targetId, t.createdAt, t.state),
  ],
);

export const COMMENT_VOTES = ["up", "down"] as const;

/**
 * One vote per person per comment (the key makes a repeated vote an update, never a second
 * row); the comment's upvotes and downvotes are recounted from here in the same batch.
 */
export const commentVotes = sqliteTable(
  "comment_votes",
  {
    commentId: integer("comment_id")
      .notNull()
      .references(() => comments.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    vote: text("vote", { enum: COMMENT_VOTES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

// ---- social graph ----

export const follows = sqliteTable(
  "follows",
  {
    followerId: integer("follower_id")
      .notNull()
      .references(() => users.id),
    followeeId: integer("followee_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index("follows_followee_idx").on(t.followeeId, t.createdAt),
    // the people someone follows, newest first (their Following list)
    index("follows_follower_created_idx").on(t.followerId, t.createdAt),
  ],
);

export const blocks = sqliteTable(
  "blocks",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    blockedId: integer("blocked_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.blockedId] }),
    // the blocker's list, newest first
    index("blocks_user_created_idx").on(t.userId, t.createdAt),
  ],
);

export const articleBookmarks = sqliteTable(
  "article_bookmarks",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId] }),
    index("article_bookmarks_user_created_idx").on(t.userId, t.createdAt),
    // an article's bookmarks are counted again in the batch of every change to them
    index("article_bookmarks_article_idx").on(t.articleId),
  ],
);

export const appreciations = sqliteTable(
  "appreciations",
  {
    id: id(),
    senderId: integer("sender_id").references(() => users.id),
    recipientId: integer("recipient_id")
      .notNull()
      .references(() => users.id),
    articleId: integer("article_id").references(() => articles.id),
    amount: integer("amount").notNull(),
    purpose: text("purpose", { enum: ["appreciate", "superLike", "systemSubsidy"] })
      .notNull()
      .default("appreciate"),
    createdAt: createdAt(),
  },
  (t) => [
    index("appreciations_article_idx").on(t.articleId, t.createdAt, t.purpose),
    index("appreciations_sender_idx").on(t.senderId, t.createdAt),
    index("appreciations_recipient_idx").on(t.recipientId, t.createdAt),
    // what one reader gave one article: the per-reader limit is summed from it
    index("appreciations_sender_article_idx").on(t.senderId, t.articleId, t.purpose),
  ],
);

export const readHistory = sqliteTable(
  "read_history",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id),
    readAt: integer("read_at").notNull(),
    readSeconds: integer("read_seconds").notNull().default(0),
    archived: integer("archived", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId] }),
    index("read_history_user_read_idx").on(t.userId, t.readAt),
    index("read_history_article_read_idx").on(t.articleId, t.readAt),
  ],
);

/**
 * One row a counted read of an article by a signed-in reader (not its author): read history
 * keeps only each reader's latest read, while the author's analytics count reads by day. A
 * reader's reads of one article 30 minutes apart or less are one read (server/db/queries/reads.ts).
 * `author_id` is the article's, copied so an author's days are one index range.
 */
export const articleReads = sqliteTable(
  "article_reads",
  {
    id: id(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id),
    readerId: integer("reader_id")
      .notNull()
      .references(() => users.id),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    // an author's reads over a window, by day, by reader and by article: read from the index alone
    index("article_reads_author_created_idx").on(t.authorId, t.createdAt, t.articleId, t.readerId),
  ],
);

export const recentSearches = sqliteTable(
  "recent_searches",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    searchKey: text("search_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.searchKey] }),
    index("recent_searches_user_created_idx").on(t.userId, t.createdAt),
  ],
);

// ---- collections ----

export const collections = sqliteTable(
  "collections",
  {
    id: id(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    title: text("title").notNull(),
    description: text("description"),
    cover: text("cover"),
    pinned: integer("pinned", { mode: "boolean" }).notNull().default(false),
    // kept equal to the rows of collection_likes by each like's own batch (a recount, not +1)
    likeCount: integer("like_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("collections_author_updated_idx").on(t.authorId, t.updatedAt)],
);

export const collectionLikes = sqliteTable(
  "collection_likes",
  {
    collectionId: integer("collection_id")
      .notNull()
      .references(() => collections.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.userId] })],
);

export const collectionArticles = sqliteTable(
  "collection_articles",
  {
    collectionId: integer("collection_id")
      .notNull()
      .references(() => collections.id),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id),
    order: real("order").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.articleId] }),
    index("collection_articles_article_idx").on(t.articleId),
    index("collection_articles_order_idx").on(t.collectionId, t.order),
  ],
);

// ---- channels and campaigns ----

export const channels = sqliteTable(
  "channels",
  {
    id: id(),
    type: text("type", { enum: CHANNEL_TYPES }).notNull(),
    shortHash: text("short_hash").notNull(),
    nameEn: text("name_en").notNull(),
    nameZhHant: text("name_zh_hant").notNull(),
    nameZhHans: text("name_zh_hans").notNull(),
    noteEn: text("note_en"),
    noteZhHant: text("note_zh_hant"),
    noteZhHans: text("note_zh_hans"),
    enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
    // curation channels: pinned count, colour and the period they run
    pinAmount: integer("pin_amount").notNull().default(3),
    color: text("color", { enum: CHANNEL_COLORS }),
    activeFrom: integer("active_from"),
    activeUntil: integer("active_until"),
    navbarOrder: integer("navbar_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("channels_short_hash_unique").on(t.shortHash),
    index("channels_nav_idx").on(t.enabled, t.navbarOrder),
  ],
);

export const channelArticles = sqliteTable(
  "channel_articles",
  {
    channelId: integer("channel_id")
      .notNull()
      .references(() => channels.id),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id),
    pinned: integer("pinned", { mode: "boolean" }).notNull().default(false),
    score: real("score"),
    createdAt: createdAt(),
    // as on article_tags: the article's hotScore and hotAt, copied by triggers
    hotScore: integer("hot_score").notNull().default(0),
    hotAt: integer("hot_at").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.articleId] }),
    index("channel_articles_list_idx").on(t.channelId, t.pinned, t.createdAt),
    index("channel_articles_article_idx").on(t.articleId),
    index("channel_articles_channel_hot_idx").on(t.channelId, t.hotScore, t.articleId, t.hotAt),
    index("channel_articles_channel_article_idx").on(t.channelId, t.articleId, t.hotScore, t.hotAt),
    index("channel_articles_hot_at_idx").on(t.hotAt, t.channelId),
  ],
);

// A writing challenge is a campaign shown as a channel: it shares the channel's short hash.
export const campaigns = sqliteTable(
  "campaigns",
  {
    id: id(),
    channelId: integer("channel_id")
      .notNull()
      .references(() => channels.id),
    state: text("state", { enum: CAMPAIGN_STATES }).notNull().default("pending"),
    descriptionEn: text("description_en"),
    descriptionZhHant: text("description_zh_hant"),
    descriptionZhHans: text("description_zh_hans"),
    cover: text("cover"),
    link: text("link"),
    applicationStart: integer("application_start"),
    applicationEnd: integer("application_end"),
    writingStart: integer("writing_start"),
    writingEnd: integer("writing_end"),
    creatorId: integer("creator_id").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("campaigns_channel_unique").on(t.channelId)],
);

export const campaignStages = sqliteTable(
  "campaign_stages",
  {
    id: id(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id),
    nameEn: text("name_en").notNull(),
    nameZhHant: text("name_zh_hant").notNull(),
    nameZhHans: text("name_zh_hans").notNull(),
    periodStart: integer("period_start"),
    periodEnd: integer("period_end"),
    order: integer("order").notNull(),
  },
  (t) => [index("campaign_stages_campaign_idx").on(t.campaignId, t.order)],
);

export const campaignParticipants = sqliteTable(
  "campaign_participants",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    state: text("state", { enum: ["pending", "succeeded", "rejected"] })
      .notNull()
      .default("succeeded"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId] })],
);

export const campaignArticles = sqliteTable(
  "campaign_articles",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id),
    stageId: integer("stage_id").references(() => campaignStages.id),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    announcement: integer("announcement", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.articleId] }),
    index("campaign_articles_stage_idx").on(t.campaignId, t.stageId, t.createdAt),
    index("campaign_articles_featured_idx").on(t.campaignId, t.featured, t.createdAt),
  ],
);

// Editor picks for the Featured feed.
export const featuredArticles = sqliteTable(
  "featured_articles",
  {
    articleId: integer("article_id")
      .primaryKey()
      .references(() => articles.id),
    pickedAt: integer("picked_at").notNull(),
  },
  (t) => [index("featured_articles_picked_idx").on(t.pickedAt)],
);

// ---- notices, transactions, reports ----

/**
 * A notice to one reader (the contract's Notice). `type` is the contract's enum value
 * (UserNewFollower, CommentNewReply …), which also says which Notice type it is. `target_id`
 * is the type's target (a user, article, moment, comment, collection, transaction);
 * `entity_id` the second thing some types name (the reply of a CommentCommentNotice, the new
 * article of an ArticleArticleNotice). Who did it is in notice_actors.
 *
 * Grouping: a notice that gathers actors ("Ana and 3 others liked …") holds `open_key` while
 * it is unread and younger than the window; the unique index on (recipient, open_key) makes
 * concurrent likes land in the same row (INSERT … ON CONFLICT), and reading the notice or the
 * window passing clears the key, so the next like starts a new notice.
 */
export const notices = sqliteTable(
  "notices",
  {
    id: id(),
    recipientId: integer("recipient_id")
      .notNull()
      .references(() => users.id),
    type: text("type").notNull(),
    targetId: integer("target_id"),
    entityId: integer("entity_id"),
    // official announcements: their words and link
    message: text("message"),
    link: text("link"),
    openKey: text("open_key"),
    unread: integer("unread", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    // the last actor's time: lists are in this order, so a grown group comes back to the top
    updatedAt: updatedAt(),
  },
  (t) => [
    index("notices_recipient_updated_idx").on(t.recipientId, t.updatedAt),
    index("notices_recipient_unread_idx").on(t.recipientId, t.unread),
    uniqueIndex("notices_recipient_open_key_idx").on(t.recipientId, t.openKey),
  ],
);

/** Who did what a notice tells, once each: the key keeps concurrent likes from doubling. */
export const noticeActors = sqliteTable(
  "notice_actors",
  {
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    actorId: integer("actor_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.actorId] })],
);

/**
 * A reader's notification switches (the contract's NotificationSetting), one row per switch
 * changed from its default: a missing row is the default (everything on, email off).
 */
export const notificationSettings = sqliteTable(
  "notification_settings",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    type: text("type").notNull(),
    enabled: integer("enabled", { mode: "boolean" }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/**
 * My Page's dot (UserStatus.unreadFollowing): when the reader last opened their follow feed,
 * and since when someone they follow has new work they have not seen (null: nothing new).
 * Publishing sets `unread_since` for every follower through the notice queue; opening the
 * feed clears it.
 */
export const followFeedVisits = sqliteTable("follow_feed_visits", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id),
  seenAt: integer("seen_at").notNull().default(0),
  unreadSince: integer("unread_since"),
});

/** Where money came from or went outside the site's wallets (a ledger account that is not a person's). */
export const PAYMENT_PROVIDERS = ["stripe", "local"] as const;

/**
 * A movement of money. Amounts are integers of the currency's smallest unit (lib/money): HKD in
 * cents. What it did to balances is in ledger_entries, written in the same batch; a pending
 * transaction has no entries yet.
 */
export const transactions = sqliteTable(
  "transactions",
  {
    id: id(),
    /** Known before D1 numbers the row, so the same batch's ledger entries can name it. */
    uid: text("uid").notNull().default(sql`(lower(hex(randomblob(16))))`),
    senderId: integer("sender_id").references(() => users.id),
    recipientId: integer("recipient_id").references(() => users.id),
    amount: integer("amount").notNull(),
    fee: integer("fee").notNull().default(0),
    currency: text("currency", { enum: PAYMENT_CURRENCIES }).notNull(),
    purpose: text("purpose", { enum: TRANSACTION_PURPOSES }).notNull(),
    state: text("state", { enum: TRANSACTION_STATES }).notNull().default("pending"),
    targetType: text("target_type", { enum: ["Article", "Circle", "Transaction"] }),
    targetId: integer("target_id"),
    /** The supporter's words to the author (a donation's message). */
    message: text("message"),
    /** Who moved the money outside the site (top-ups and payouts), and their id for it. */
    provider: text("provider", { enum: PAYMENT_PROVIDERS }),
    providerRef: text("provider_ref"),
    chain: text("chain"),
    txHash: text("tx_hash"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("transactions_uid_unique").on(t.uid),
    index("transactions_sender_idx").on(t.senderId, t.createdAt),
    index("transactions_recipient_idx").on(t.recipientId, t.createdAt),
    // a person's income by day and their top donators: the succeeded donations to them in a window
    index("transactions_recipient_donation_idx").on(
      t.recipientId,
      t.purpose,
      t.state,
      t.createdAt,
      t.currency,
      t.amount,
      t.senderId,
    ),
    // purpose, state, time: an article's recent donations are read from the index alone (hottest)
    index("transactions_target_idx").on(t.targetType, t.targetId, t.purpose, t.state, t.createdAt),
    uniqueIndex("transactions_tx_hash_unique").on(t.txHash),
    // one of our transactions per payment intent or payout at a provider: a webhook finds it by this
    uniqueIndex("transactions_provider_ref_unique").on(t.provider, t.providerRef),
    // one vault release at a time per person: a second asked for at the same moment fails its insert
    uniqueIndex("transactions_one_pending_vault_withdrawal")
      .on(t.recipientId)
      .where(sql`purpose = 'curationVaultWithdrawal' AND state = 'pending'`),
    // the waiting ones, oldest first: the every-minute cron rounds (top-ups left unpaid, chain
    // payments without a receipt) read these few rows instead of the whole table
    index("transactions_pending_idx").on(t.createdAt).where(sql`${t.state} = 'pending'`),
    check("transactions_amount_positive", sql`amount > 0`),
    check("transactions_fee_not_negative", sql`fee >= 0`),
  ],
);

/**
 * The double entry: each succeeded transaction moves its amount between accounts, and its rows
 * sum to zero. An account is a person's wallet (`user:<id>`) or one of the site's own
 * (server/db/queries/ledger.ts). One row per transaction and account: applying a transaction twice
 * (a webhook delivered again) fails the batch instead of paying twice.
 */
export const ledgerEntries = sqliteTable(
  "ledger_entries",
  {
    id: id(),
    transactionId: integer("transaction_id")
      .notNull()
      .references(() => transactions.id),
    account: text("account").notNull(),
    currency: text("currency", { enum: PAYMENT_CURRENCIES }).notNull(),
    amount: integer("amount").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ledger_entries_transaction_account_unique").on(t.transactionId, t.account),
    index("ledger_entries_account_idx").on(t.account, t.currency),
  ],
);

/**
 * A person's balance per currency: the sum of their ledger entries, kept beside them so that the
 * CHECK refuses, inside the paying batch, a debit the balance cannot cover, however many
 * payments race.
 */
export const walletBalances = sqliteTable(
  "wallet_balances",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    currency: text("currency", { enum: PAYMENT_CURRENCIES }).notNull(),
    balance: integer("balance").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.currency] }), check("wallet_balance_not_negative", sql`balance >= 0`)],
);

/**
 * What a person paid out of their HKD wallet on one Hong Kong calendar day, in cents; the CHECK
 * holds the daily limit (lib/money) inside the paying batch, as wallet_balances holds the balance.
 */
export const dailyPayments = sqliteTable(
  "daily_payments",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** YYYY-MM-DD in Asia/Hong_Kong. */
    day: text("day").notNull(),
    amount: integer("amount").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    check("daily_payment_limit", sql`amount <= ${sql.raw(String(DAILY_PAYMENT_LIMIT_HKD_CENTS))}`),
  ],
);

/**
 * The idempotency keys of money-moving requests (server/api/services/idempotency.ts): a person's key
 * names the transaction its first request wrote, taken in that request's own batch, so a repeat
 * answers it instead of paying again. `fingerprint` is a hash of what the request asked (the
 * mutation and its input, the password left out): the same key for another request is refused.
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    key: text("key").notNull(),
    fingerprint: text("fingerprint").notNull(),
    transactionUid: text("transaction_uid").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * What one unit of a wallet currency is worth in a display currency (Query.exchangeRates): the
 * wallet page shows a balance in the reader's currency. Refreshed by the Cron Trigger
 * (server/api/services/exchange-rates.ts); a pair the source does not quote keeps its last rate.
 */
export const exchangeRates = sqliteTable(
  "exchange_rates",
  {
    from: text("from_currency", { enum: PAYMENT_CURRENCIES }).notNull(),
    to: text("to_currency", { enum: CURRENCIES }).notNull(),
    rate: real("rate").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.from, t.to] }), check("exchange_rate_positive", sql`rate > 0`)],
);

export const reports = sqliteTable(
  "reports",
  {
    id: id(),
    reporterId: integer("reporter_id")
      .notNull()
      .references(() => users.id),
    targetType: text("target_type", { enum: ["Article", "Comment", "Moment", "User"] }).notNull(),
    targetId: integer("target_id").notNull(),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("reports_target_idx").on(t.targetType, t.targetId),
    // one report a reader, target and reason: reporting again changes nothing
    uniqueIndex("reports_reporter_target_reason_unique").on(t.reporterId, t.targetType, t.targetId, t.reason),
  ],
);

/**
 * The local card processor's payment intents (server/payments/local.ts): the stand-in for Stripe
 * on a loopback site that asks for it (LOCAL_CARD_PROCESSOR), kept here so a checkout survives
 * a restart. Not our ledger: what a top-up did to a wallet is in transactions and
 * ledger_entries, written by the webhook.
 */
export const localPaymentIntents = sqliteTable(
  "local_payment_intents",
  {
    /** `pi_local_…`, shaped as Stripe's ids are. */
    id: text("id").primaryKey(),
    clientSecret: text("client_secret").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** Stripe's PaymentIntent statuses that the local processor passes through. */
    status: text("status", {
      enum: ["requires_payment_method", "requires_action", "succeeded", "canceled"],
    }).notNull(),
    /** Stripe-style metadata (our transaction's uid and the payer), as JSON. */
    metadata: text("metadata").notNull().default("{}"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [],
);

/**
 * A person's connected account at the payment processor (Stripe Connect Express, or the local
 * processor's stand-in), which payouts go to. One per person: connecting again reuses it.
 * `payoutsEnabled` is the processor's word, kept from its account.updated events.
 */
export const stripeAccounts = sqliteTable(
  "stripe_accounts",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The processor's id (`acct_…`). */
    accountId: text("account_id").notNull(),
    /** ISO 3166-1 alpha-2, as the processor takes it. */
    country: text("country").notNull(),
    payoutsEnabled: integer("payouts_enabled", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("stripe_accounts_provider_account_unique").on(t.provider, t.accountId)],
);

/**
 * The local processor's connected accounts (server/payments/local-connect.ts): the stand-in for
 * Stripe Connect on a loopback site that asks for it (LOCAL_CARD_PROCESSOR). Its own record,
 * not ours: what the site knows of an account is in stripe_accounts, written by the webhook.
 */
export const localConnectedAccounts = sqliteTable(
  "local_connected_accounts",
  {
    /** `acct_local_…`, shaped as Stripe's ids are. */
    id: text("id").primaryKey(),
    country: text("country").notNull(),
    /** Stripe-style metadata (the person's id), as JSON. */
    metadata: text("metadata").notNull().default("{}"),
    onboarded: integer("onboarded", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [],
);

/** The local processor's payouts to its connected accounts, paid or failed by hand on its dashboard. */
export const localPayouts = sqliteTable(
  "local_payouts",
  {
    /** `po_local_…`. */
    id: text("id").primaryKey(),
    /**
     * The local account paid to. No foreign key, as Stripe's own records hold none for us: the
     * seed wipes the tables it does not fill in alphabetical order, accounts before payouts.
     */
    accountId: text("account_id").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** Stripe's payout statuses that the local processor passes through. */
    status: text("status", { enum: ["pending", "paid", "failed"] }).notNull(),
    /** Our transaction's uid: the idempotency key, so a retried request makes no second payout. */
    idempotencyKey: text("idempotency_key").notNull(),
    metadata: text("metadata").notNull().default("{}"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("local_payouts_idempotency_unique").on(t.idempotencyKey),
    index("local_payouts_account_idx").on(t.accountId, t.createdAt),
  ],
);
