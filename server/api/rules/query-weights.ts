import {
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isInterfaceType,
  isObjectType,
} from "graphql";
import { MAX_PAGE_SIZE } from "../connections";

// What one call of a field costs; query-limits.ts multiplies it by the lists above it. The unit
// is one field value read from a row already loaded: about 10 µs with its share of the
// answer's JSON (18,000 article fields took 115 ms, measured on the built worker). A field
// that runs a D1 statement each time weighs the statement too: a keyed statement took 0.6 ms
// on a quiet machine and 2 to 3 ms with other test runs on its two cores, where field values
// slowed down less. A field read through a DataLoader shares its statement with every other
// call of the same list (BATCHED): the statement is weighed once for the list (once for each
// batch of its items, server/api/batching.ts), each value at 1. The rows every list reads through the
// request's shared loaders (an article's author, its version's content, its tags) are weighed
// in the list's own CONNECTION weight and stay at 1. Statements whose work grows with the
// site (full-text search, counting a whole feed) are weighed from the 200,000-article dataset
// (`npm run bench:generate`), so that a request may run only a few of them.

/** A keyed D1 statement. */
export const STATEMENT = 150;
/** A page of a connection: its statement and the loader batch that reads its nodes. */
export const CONNECTION = 2 * STATEMENT;
/** `totalCount` of a connection: a count statement of its own, run only when asked for. */
export const COUNT = STATEMENT;
/**
 * An FTS5 search: a ranked page, run again over every match when filtering leaves the page
 * short. On 200,000 articles a page of a common word took 50 to 160 ms (about 1 ms on the demo
 * data); at most 7 fit in one request (10 root fields).
 */
export const SEARCH = 2_500;
/**
 * A search's `totalCount` counts every match joined to its article and author: 40 to 190 ms
 * on 200,000 articles, about three times a page on the demo data. Two counted searches fit in
 * one request, a third does not.
 */
export const SEARCH_COUNT = 5_000;

/**
 * An article's translation: a keyed statement when it was made before; else OpenCC over the
 * whole body (about 10 ms for 10,000 characters, more in a cold isolate) or a model's answer
 * over the network, which costs money. Weighed like a search, so a request may ask for a few
 * (an article page asks for one, the history page for two), never one for each of a list.
 */
export const TRANSLATION = 2_500;
/** A moment's or comment's text converted between the Chinese scripts in memory, never kept. */
export const SHORT_CONVERSION = 5;

/** Fields that cost more than 1 a call, by schema coordinate. Connections default to 1 + CONNECTION. */
const WEIGHTS: Record<string, number> = {
  "Query.user": 1 + STATEMENT,
  "Query.article": 1 + STATEMENT,
  "Query.moment": 1 + STATEMENT,
  "Query.channel": 1 + 3 * STATEMENT,
  "Query.channels": 1 + 3 * STATEMENT,
  "Query.node": 1 + STATEMENT,
  "Query.communityWatchAction": 1 + STATEMENT,
  "UserOSS.momentFeedApplication": 1 + STATEMENT,
  "User.isMomentFeedApplied": 1 + STATEMENT,
  "User.features": 1 + STATEMENT,
  // the channel, then its campaign and stages
  "Query.campaign": 1 + 3 * STATEMENT,
  // a page of ids and its count, the channels, their campaigns and stages
  "Query.campaigns": 1 + CONNECTION + 3 * STATEMENT,
  "Query.campaignOrganizers": 1 + CONNECTION + STATEMENT,
  "WritingChallenge.application": 1 + STATEMENT,
  "WritingChallenge.participants": 1 + CONNECTION + STATEMENT,
  "WritingChallenge.organizers": 1 + 2 * STATEMENT,
  "WritingChallenge.isManager": 1 + STATEMENT,
  "WritingChallenge.discussionCount": 1 + COUNT,
  "WritingChallenge.quoteCount": 1 + COUNT,
  "CampaignOSS.managers": 1 + 2 * STATEMENT,
  // one keyed read of the person's rows each (server/db/queries/flags.ts)
  "UserOSS.restrictions": 1 + STATEMENT,
  "UserOSS.featureFlags": 1 + STATEMENT,
  "Query.nodes": 1 + STATEMENT,
  "Query.official": 1 + STATEMENT,
  // the published topic, a keyed row (icymi_topics_one_published)
  "Recommendation.icymiTopic": 1 + STATEMENT,
  "Query.search": 1 + SEARCH,
  "Query.devMailbox": 1 + STATEMENT,
  "Sitemap.articlePages": 1 + STATEMENT,
  "Sitemap.userPages": 1 + STATEMENT,
  "Sitemap.tagPages": 1 + STATEMENT,
  "Sitemap.articles": 1 + STATEMENT,
  "Sitemap.users": 1 + STATEMENT,
  "Sitemap.tags": 1 + STATEMENT,
  "User.ownCircles": 1 + STATEMENT,
  "Query.circle": 1 + STATEMENT,
  // whether the viewer is a member: a keyed statement for each circle asked about
  "Circle.isMember": 1 + STATEMENT,
  // when the viewer's unsubscribed month ends: the same keyed statement
  "Circle.memberUntil": 1 + STATEMENT,
  // the viewer's row and their pending invitation
  "Circle.invitedBy": 1 + 2 * STATEMENT,
  // seven grouped statements (server/api/services/circle-analytics.ts)
  "Circle.analytics": 1 + 7 * STATEMENT,
  // discussion and broadcast: whether the viewer is in the circle (up to two keyed statements),
  // then the comments' page; the counts are one aggregate over the circle's comments each
  "Circle.discussion": 1 + CONNECTION + 2 * STATEMENT,
  "Circle.broadcast": 1 + CONNECTION + 2 * STATEMENT,
  "Circle.pinnedBroadcast": 1 + 3 * STATEMENT,
  "Circle.discussionCount": 1 + COUNT,
  "Circle.discussionThreadCount": 1 + COUNT,
  "User.pinnedWorks": 1 + 2 * STATEMENT,
  "User.latestWorks": 1 + 2 * STATEMENT,
  "UserStatus.articleCount": 1 + STATEMENT,
  "UserStatus.momentCount": 1 + STATEMENT,
  "UserStatus.commentCount": 1 + STATEMENT,
  "UserStatus.totalWordCount": 1 + STATEMENT,
  "UserStatus.totalReferredCount": 1 + STATEMENT,
  "UserStatus.unreadNoticeCount": 1 + STATEMENT,
  "UserStatus.changeEmailTimesLeft": 1 + STATEMENT,
  "User.sessions": 1 + STATEMENT,
  "User.oauthAuthorizations": 1 + STATEMENT,
  // the person's featured tags, joined to the tags: one statement
  "UserInfo.featuredTags": 1 + STATEMENT,
  // the admin area's tag search: a LIKE over the tags' names, and its count
  "OSS.findTags": 1 + CONNECTION + STATEMENT,
  // six statements: queue counts (one batch), social counts, dead letters, reports, audit, blocks
  "OSS.fediverseGateway": 1 + 6 * STATEMENT,
  // an article's topic channels joined to the channels, and the author's feedback: one keyed
  // statement each (server/db/queries/channel-feedback.ts)
  "TopicChannelClassification.channels": 1 + STATEMENT,
  "TopicChannelClassification.feedback": 1 + STATEMENT,
  // the reader's row of follow_feed_visits (the queue keeps it)
  "UserStatus.unreadFollowing": 1 + STATEMENT,
  // the page, its actors, and a batch for each kind of thing its notices point at
  "User.notices": 1 + CONNECTION + 4 * STATEMENT,
  "UserSettings.notification": 1 + STATEMENT,
  "Article.translation": 1 + TRANSLATION,
  "Article.availableTranslations": 1 + STATEMENT,
  "ArticleVersion.translation": 1 + TRANSLATION,
  "Moment.translation": 1 + SHORT_CONVERSION,
  "Comment.translation": 1 + SHORT_CONVERSION,
  // a later page of a comment's replies (`after`), or one author's: a statement of its own
  "Comment.comments": 1 + STATEMENT,
  "Article.pinnedComments": 1 + STATEMENT,
  "Article.relatedArticles": 1 + CONNECTION + STATEMENT,
  "Article.replyToDonator": 1 + STATEMENT,
  // not a Connection in the contract, but paged like one
  "Article.donations": 1 + CONNECTION,
  // a page of its comments and one of the articles linking it
  "Article.responses": 1 + CONNECTION + STATEMENT,
  // a page of articles and one of moments, merged (server/api/merged-connection.ts)
  "User.writings": 1 + CONNECTION + STATEMENT,
  "Tag.writings": 1 + CONNECTION + STATEMENT,
  // the tags of the tag's 200 latest articles, grouped
  "Tag.recommended": 1 + CONNECTION + STATEMENT,
  "Article.donated": 1 + STATEMENT,
  // the pool's statement, then its articles through the loader
  "Article.relatedDonationArticles": 1 + CONNECTION + STATEMENT,
  "Draft.assets": 1 + STATEMENT,
  // the uploads for it and its drafts, and the images its text names
  "Article.assets": 1 + 2 * STATEMENT,
  "Draft.collections": 1 + CONNECTION,
  "Tag.numMoments": 1 + STATEMENT,
  "Tag.numFollowers": 1 + STATEMENT,
  "TopicChannel.articles": 1 + CONNECTION + STATEMENT,
  "CurationChannel.articles": 1 + CONNECTION + STATEMENT,
  "WritingChallenge.announcements": 1 + 2 * STATEMENT,
  // the announcements, then their translations and placements
  "Official.announcements": 1 + 3 * STATEMENT,
  // the placements' channels (one batched load for the list) and their campaigns
  "Announcement.channels": 1 + 2 * STATEMENT,
  // ranks the 50 most followed authors on every call: about 250 ms on 20,000 users
  "Recommendation.authors": 1 + 2 * SEARCH,
  // the hottest ranking, as a tag's is read, over every article: chunks of the score index, each article looked up
  "Recommendation.hottest": 1 + 2 * CONNECTION,
  // sorts the moments of a 14-day window (moments_state_created_idx), not a stored order
  "Recommendation.hottestMoments": 1 + CONNECTION + STATEMENT,
  // the follow feed merges five kinds of activity of everyone followed: a page and its count
  // took twice a plain connection's (5.7 ms a call, 50 calls in one request)
  "Recommendation.following": 1 + 2 * CONNECTION,
  // a sum over the person's appreciations on one side (appreciations_sender_idx, _recipient_idx)
  "UserActivity.appreciationsSentTotal": 1 + STATEMENT,
  "UserActivity.appreciationsReceivedTotal": 1 + STATEMENT,
  // groups the donations to the person by donator, then loads the page's people
  "UserAnalytics.topDonators": 1 + CONNECTION + STATEMENT,
  // six statements, each one range of a covering index (server/db/queries/analytics.ts); over 90
  // days of the 200,000-article dataset's busiest author the six together took about 10 ms
  "UserAnalytics.summary": 1 + 6 * STATEMENT,
  // the wallet (server/api/resolvers/wallet.ts): a balance is a keyed row; a page of transactions
  // is two index ranges (sent, received) in one batch; rates are one small table
  "Query.exchangeRates": 1 + STATEMENT,
  // the reader's fediverse side: its counts, following, notifications and timeline, a statement each
  "Query.viewerFediverse": 1 + 4 * STATEMENT,
  "Wallet.balance": 1 + STATEMENT,
  "Wallet.transactions": 1 + CONNECTION + STATEMENT,
};

/** `totalCount` under these connection fields, where counting costs more than a keyed statement. */
const COUNT_WEIGHTS: Record<string, number> = {
  "Query.search": SEARCH_COUNT,
  "Recommendation.following": 2 * COUNT,
  // every active article of an active author: about 0.8 s on 200,000 articles
  "Recommendation.newest": 10_000,
  // the same count of every listable article
  "Recommendation.hottest": 10_000,
  // counts the hotness ranking of a tag or channel: about 60 ms on the 200,000-article dataset
  "Tag.articles": 1_000,
  // the tag's latest list counted as Tag.articles's, and its moments
  "Tag.writings": 1_000 + COUNT,
  "User.writings": 2 * COUNT,
  "TopicChannel.articles": 1_000,
  "CurationChannel.articles": 1_000,
};

/** A field's arguments as execution sees them; `input` is where the contract puts them. */
export type Args = { input?: Record<string, unknown> | null } & Record<string, unknown>;

const always = () => true;
/** The first page, as a loader reads it for every parent at once; a later page is read alone. */
const firstPage = (args: Args) => args.input?.after == null && args.input?.before == null;
/** No items from the start (`first: 0`), as connections.ts's asksForNone() reads it. */
const asksForNone = (args: Args) => (args.input?.first ?? args.input?.last) === 0 && firstPage(args);

/**
 * Fields read through a DataLoader of their own, keyed by the parent: the calls of one list
 * share a statement (one per batch of MAX_BATCH_SIZE calls), weighed here; each value costs 1. Where
 * only some arguments batch, the rule says which; the others cost what WEIGHTS says.
 */
const BATCHED: Record<string, { statement: number; when: (args: Args) => boolean }> = {
  // what the viewer is to each person, article and tag (server/api/viewer-relations.ts)
  "User.isFollower": { statement: STATEMENT, when: always },
  "User.isFollowee": { statement: STATEMENT, when: always },
  "User.isBlocking": { statement: STATEMENT, when: always },
  "User.isBlocked": { statement: STATEMENT, when: always },
  "Article.bookmarked": { statement: STATEMENT, when: always },
  "Article.subscribed": { statement: STATEMENT, when: always },
  "Article.hasAppreciate": { statement: STATEMENT, when: always },
  "Article.appreciateLeft": { statement: STATEMENT, when: always },
  "Article.canSuperLike": { statement: STATEMENT, when: always },
  "Tag.isFollower": { statement: STATEMENT, when: always },
  "Circle.isFollower": { statement: STATEMENT, when: always },
  // server/api/loaders.ts: circlePrices
  "Circle.prices": { statement: STATEMENT, when: always },
  "Collection.liked": { statement: STATEMENT, when: always },
  "Moment.liked": { statement: STATEMENT, when: always },
  // server/api/resolvers/comment.ts: the viewer's votes, the donations to the article, and the
  // first page of every thread of a list (not one author's replies)
  "Comment.myVote": { statement: STATEMENT, when: always },
  "Comment.fromDonator": { statement: STATEMENT, when: always },
  // server/api/resolvers/community-watch.ts: each comment's newest community-watch removal
  "Comment.communityWatchAction": { statement: STATEMENT, when: always },
  // the removed comments and their moments, read together for a page of removals (articles
  // through the shared loader)
  "CommunityWatchAction.sourceType": { statement: 2 * STATEMENT, when: always },
  "CommunityWatchAction.sourceTitle": { statement: 2 * STATEMENT, when: always },
  "CommunityWatchAction.sourceId": { statement: 2 * STATEMENT, when: always },
  "CommunityWatchAction.sourceUrl": { statement: 2 * STATEMENT, when: always },
  "Comment.comments": { statement: STATEMENT, when: (args) => firstPage(args) && args.input?.author == null },
  // two counts
  "Article.responseCount": { statement: 2 * STATEMENT, when: always },
  "Article.pinCommentLeft": { statement: STATEMENT, when: always },
  // what an article card shows (the card loaders of server/api/resolvers/article.ts, draft.ts and
  // collection.ts): its challenges (the channel, the campaign and its stages) and stage, its
  // circle, its collections (never paged: `after` is not read); the followed people who
  // commented on a moment (resolvers/moment.ts)
  "Article.campaigns": { statement: STATEMENT, when: always },
  "Article.donationCount": { statement: STATEMENT, when: always },
  "ArticleCampaign.campaign": { statement: 3 * STATEMENT, when: always },
  "ArticleCampaign.stage": { statement: STATEMENT, when: always },
  "ArticleAccess.circle": { statement: STATEMENT, when: always },
  "DraftAccess.circle": { statement: STATEMENT, when: always },
  "Article.collections": { statement: STATEMENT, when: always },
  "Moment.commentedFollowees": { statement: STATEMENT, when: always },
  // a collection's first page read forward, and whether it holds an article (resolvers/collection.ts)
  "Collection.articles": {
    statement: CONNECTION,
    when: (args) => firstPage(args) && !(args.input?.last != null && args.input?.first == null),
  },
  "Collection.contains": { statement: STATEMENT, when: always },
};

/** Connections whose `totalCount` is read through a DataLoader: one statement for a list's counts. */
const BATCHED_COUNTS: Record<string, (args: Args) => boolean> = {
  "Comment.comments": (args) => args.input?.author == null,
  "Article.appreciationsReceived": always,
  "Article.donations": always,
  "Collection.articles": always,
};

/**
 * Connections that read no page when asked for none (`first: 0`, no cursor): a card asks
 * only for their count, which the call reads through the count's loader (connections.ts:
 * countOnly()), so `totalCount` costs nothing more.
 */
const COUNT_ONLY_WHEN_EMPTY = new Set(["Article.appreciationsReceived", "Article.donations", "Collection.articles"]);

/**
 * Lists that are empty on the items of another list, whatever they are asked: threads are one
 * level deep, so a reply (an item of Comment.comments) has no replies and reads nothing.
 */
const EMPTY_ON_ITEMS_OF: Record<string, string> = {
  "Comment.comments": "Comment.comments",
};

/** Rows listed in bulk, each read with one statement for the page: their fields are plain values. */
const ROW_TYPES = new Set(["SitemapArticle", "SitemapUser", "SitemapTag"]);

/**
 * Lists without `first` or `ids`: the most items each returns (tests/unit/documents.test.ts
 * checks each has one); and connections whose pages are shorter than `first` may ask.
 */
const LIST_BOUNDS: Record<string, number> = {
  // nothing caps these in the data: counted as a full page
  "Query.channels": MAX_PAGE_SIZE,
  "User.pinnedWorks": MAX_PAGE_SIZE,
  // server/api/resolvers/collection.ts: LATEST_WORKS
  "User.latestWorks": 3,
  // a connection never paged, cut at server/api/resolvers/collection.ts's ARTICLE_COLLECTIONS
  "Article.collections": 20,
  "WritingChallenge.stages": MAX_PAGE_SIZE,
  // server/api/schema/campaign.graphql: putWritingChallenge names at most 20 of each
  "WritingChallenge.organizers": 20,
  "CampaignOSS.managers": 20,
  // at most one row of each UserRestrictionType and UserFeatureFlagType
  "UserOSS.restrictions": 2,
  "UserOSS.featureFlags": 5,
  "Moment.assets": MAX_PAGE_SIZE,
  // lib/text/moment-text.ts and server/api/rules/writing.ts: what putMoment lets a moment have
  "Moment.tags": 5,
  // server/db/schema/icymi.ts: ICYMI_PIN_AMOUNTS, the most a topic holds
  "IcymiTopic.articles": 6,
  "Moment.articles": 3,
  // server/api/resolvers/moment.ts: COMMENTED_FOLLOWEES
  "Moment.commentedFollowees": 10,
  // server/api/services/comments.ts: PIN_COMMENT_LIMIT
  "Article.pinnedComments": 3,
  "Draft.assets": MAX_PAGE_SIZE,
  "Article.assets": MAX_PAGE_SIZE,
  "ArticleDonationConnection.edges": MAX_PAGE_SIZE,
  "Query.devMailbox": 100,
  // pages of the sitemap are cut by id ranges of 10,000
  "Sitemap.articles": 10_000,
  "Sitemap.users": 10_000,
  "Sitemap.tags": 10_000,
  // server/api/services/channel-feedback.ts: FEEDBACK_CHANNELS_MAX; an article's topic
  // channels are the navbar's few (counted as a full page)
  "TopicChannelFeedback.channels": 3,
  "TopicChannelClassification.channels": MAX_PAGE_SIZE,
  // server/federation/limits.ts MAX_FOLLOWING_PER_ACTOR and TIMELINE_MAX_ITEMS,
  // server/api/services/fediverse-profile.ts NOTIFICATIONS_MAX and NOTIFICATION_ACTORS_MAX
  "FediverseProfile.following": 1000,
  "FediverseProfile.notifications": 100,
  "FediverseProfile.timeline": 200,
  // server/db/queries/fediverse-article.ts ARTICLE_REPLIES_MAX: the latest replies under an article
  "ArticleFediverse.replies": 100,
  "FediverseArticle.replies": 100,
  "FediverseNotification.remoteActorIds": 20,
  // the seven reasons of ReportReason, each once in a group of reports
  "ReportGroup.reasons": 7,
  // the specification: at most 5 tags an article, one circle a user
  "Article.tags": 5,
  "Draft.tags": 5,
  // server/api/rules/writing.ts: CAMPAIGNS_MAX
  "Article.campaigns": 1,
  "Draft.campaigns": 1,
  "Article.availableTranslations": 3,
  "User.ownCircles": 1,
  // the circle_prices_circle_unique index: one price a circle
  "Circle.prices": 1,
  // server/api/services/circle-invitations.ts: INVITEES_MAX
  "Mutation.invite": 50,
  // server/api/services/circle-analytics.ts: ANALYTICS_MONTHS, CONTENT_LIMIT
  "CircleIncomeAnalytics.history": 12,
  "CircleSubscriberAnalytics.subscriberHistory": 12,
  "CircleSubscriberAnalytics.inviteeHistory": 12,
  "CircleFollowerAnalytics.history": 12,
  "CircleContentAnalytics.public": 20,
  "CircleContentAnalytics.paywall": 20,
  // server/api/services/comments.ts: PIN_COMMENT_LIMIT
  "Circle.pinnedBroadcast": 3,
  // server/db/queries/sessions.ts: MAX_LISTED_SESSIONS
  "User.sessions": 100,
  "UserInfo.badges": 10,
  // one a provider: Google and Twitter (server/db/schema/social-logins.ts)
  "UserInfo.socialAccounts": 2,
  // lib/oauth/scopes.ts: MAX_SCOPES; PutOAuthClientInput's bounds; server/db/queries/oauth.ts
  "OAuthClient.scope": 32,
  "OAuthClient.redirectURIs": 10,
  "OAuthClient.grantTypes": 2,
  "OAuthAuthorizationRequest.scope": 32,
  "OAuthAuthorization.scope": 32,
  "User.oauthAuthorizations": 100,
  // server/api/services/featured-tags.ts: FEATURED_TAGS_MAX
  "UserInfo.featuredTags": 5,
  "Mutation.putFeaturedTags": 5,
  "Official.features": 6,
  // lib/ipfs/gateways.ts: IPFS_GATEWAYS, the specification's four templates
  "Official.ipfsGateways": 4,
  // server/db/queries/system.ts: ANNOUNCEMENT_LIMIT
  "Official.announcements": 20,
  "WritingChallenge.announcements": 20,
  // one wording a language; a placement per channel, and channels are a navigation's few
  "Announcement.translations": 3,
  "Announcement.channels": 20,
  "UserPostMomentActivity.more": 0,
  "UserRecommendationActivity.nodes": 5,
  // the contract's recommendation rows, never made (server/api/models.ts)
  "ArticleRecommendationActivity.nodes": 0,
  "CircleRecommendationActivity.nodes": 0,
  // server/api/services/analytics.ts: a day each of at most 90 (the input's constraint), 5 works,
  // and one income a currency (TransactionCurrency has three)
  "UserAnalyticsSummary.days": 90,
  "UserAnalyticsSummary.topWorks": 5,
  "UserAnalyticsSummary.income": 3,
  "UserAnalyticsDay.income": 3,
  // no NFTs are read: always empty
  "CryptoWallet.nfts": 0,
  // server/db/queries/notices.ts: NOTICE_ACTORS_SHOWN (a page's actors are one batched statement)
  "UserNotice.actors": 20,
  "ArticleNotice.actors": 20,
  "ArticleArticleNotice.actors": 20,
  "MomentNotice.actors": 20,
  "CommentNotice.actors": 20,
  "CommentCommentNotice.actors": 20,
  "CampaignArticleNotice.actors": 20,
  "TransactionNotice.actors": 20,
  "CircleNotice.actors": 20,
  "CollectionNotice.actors": 20,
  // always empty here: no entities or circle discussions are named by our notices
  "ArticleNotice.entities": 0,
  "CircleNotice.comments": 0,
  "CircleNotice.replies": 0,
  "CircleNotice.mentions": 0,
  // three wallet currencies (TransactionCurrency) by three display currencies (QuoteCurrency)
  "Query.exchangeRates": 9,
  // server/api/rules/writing.ts: COLLECTIONS_PER_CALL
  "Mutation.addCollectionsArticles": 50,
  // the SDL's @constraint(maxItems: 50) on UpdateUserStateInput.emails (one person by id)
  "Mutation.updateUserState": 50,
  // server/api/services/channel-admin.ts: PIN_CHANNELS_MAX, the channels named are the answer
  "Mutation.togglePinChannelArticles": 10,
  // server/api/services/fediverse-gateway.ts: LIST_LIMIT, and server/db/queries/fediverse-gateway.ts:
  // DOMAIN_BLOCKS_SHOWN
  "FediverseGatewayDashboard.deadLetters": 50,
  "FediverseGatewayDashboard.auditEvents": 50,
  "FediverseGatewayDashboard.reports": 50,
  "FediverseGatewayDashboard.domainBlocks": 200,
  "Mutation.putFediverseDomainBlock": 200,
};

/** What each item of a list costs beyond its fields. */
const ITEM_WEIGHTS: Record<string, number> = {
  // a node by id may be a statement of its own (a version, a stage, a collection)
  "Query.nodes": STATEMENT,
  "Sitemap.articles": 1,
  "Sitemap.users": 1,
  "Sitemap.tags": 1,
};

const coordinate = (type: { name: string }, field: { name: string }) => `${type.name}.${field.name}`;

export function listBound(schema: GraphQLSchema, type: GraphQLNamedType, def: Field): number | undefined {
  // introspection's longest list; the others (fields of a type, values of an enum) are under 50
  if (type.name === "__Schema" && def.name === "types") return Object.keys(schema.getTypeMap()).length;
  return LIST_BOUNDS[coordinate(type, def)];
}
export const itemWeight = (type: GraphQLNamedType, def: Field): number => ITEM_WEIGHTS[coordinate(type, def)] ?? 0;

/** Whether the list `def` on `type` is empty when its parent is an item of the list `itemOf`. */
export const emptyOnItemsOf = (type: GraphQLNamedType, def: Field, itemOf: string | undefined): boolean =>
  itemOf !== undefined && EMPTY_ON_ITEMS_OF[coordinate(type, def)] === itemOf;

type Field = GraphQLField<unknown, unknown>;

export function isConnectionType(type: GraphQLNamedType | null | undefined): boolean {
  return (isObjectType(type) || isInterfaceType(type)) && type.getInterfaces().some((i) => i.name === "Connection");
}

/**
 * What one call of a field costs on an object type: `call` for each call, and `batch` for
 * each statement a list's calls share (0 when each call runs its own).
 */
export type Cost = { call: number; batch: number };

export function fieldCost(type: GraphQLNamedType, def: Field, args: Args): Cost {
  const at = coordinate(type, def);
  if (COUNT_ONLY_WHEN_EMPTY.has(at) && asksForNone(args)) return { call: 1, batch: COUNT };
  const batched = BATCHED[at];
  if (batched?.when(args)) return { call: 1, batch: batched.statement };
  const listed = WEIGHTS[at];
  if (listed !== undefined) return { call: listed, batch: 0 };
  if (ROW_TYPES.has(type.name)) return { call: 0, batch: 0 };
  if (isConnectionType(getNamedType(def.type))) return { call: 1 + CONNECTION, batch: 0 };
  return { call: 1, batch: 0 };
}

/** What `totalCount` costs in the connection the field returns. */
export function countCost(type: GraphQLNamedType, def: Field, args: Args): Cost {
  const at = coordinate(type, def);
  if (COUNT_ONLY_WHEN_EMPTY.has(at) && asksForNone(args)) return { call: 1, batch: 0 };
  if (BATCHED_COUNTS[at]?.(args)) return { call: 1, batch: COUNT };
  return { call: 1 + (COUNT_WEIGHTS[at] ?? COUNT), batch: 0 };
}

/** Every coordinate the tables name, so a test can check that each still exists in the schema. */
export const WEIGHED_COORDINATES = [
  ...Object.keys(WEIGHTS),
  ...Object.keys(COUNT_WEIGHTS),
  ...Object.keys(LIST_BOUNDS),
  ...Object.keys(ITEM_WEIGHTS),
  ...Object.keys(BATCHED),
  ...Object.keys(BATCHED_COUNTS),
  ...COUNT_ONLY_WHEN_EMPTY,
  ...Object.keys(EMPTY_ON_ITEMS_OF),
  ...Object.values(EMPTY_ON_ITEMS_OF),
];
export const ROW_TYPE_NAMES = [...ROW_TYPES];
