import type { AuditRow } from "@/server/db/queries/admin-audit";
import type { WorkReads } from "@/server/db/queries/analytics";
import type { AppreciationRow, DonationRow } from "@/server/db/queries/appreciations";
import type { ArticleVersionRow } from "@/server/db/queries/article-versions";
import type { ArticleRow } from "@/server/db/queries/articles";
import type { FeedbackRow } from "@/server/db/queries/channel-feedback";
import type { CampaignRow, ChannelRow, StageRow } from "@/server/db/queries/channels";
import type { CircleInvitationRow } from "@/server/db/queries/circle-invitations";
import type { CollectionRow } from "@/server/db/queries/collections";
import type { CommentRow } from "@/server/db/queries/comments";
import type { CommunityWatchActionRow } from "@/server/db/queries/community-watch";
import type { DraftRow } from "@/server/db/queries/drafts";
import type { ExchangeRateRow } from "@/server/db/queries/exchange-rates";
import type { ArticleFederationRow, UserFederationRow } from "@/server/db/queries/federation-settings";
import type {
  DeadLetterRow,
  DomainBlockRow,
  FederationReportRow,
  GatewayAuditEventRow,
} from "@/server/db/queries/fediverse-gateway";
import type { IcymiTopicRow } from "@/server/db/queries/icymi-topics";
import type { MomentFeedRow } from "@/server/db/queries/moment-feed";
import type { AssetRow, MomentRow } from "@/server/db/queries/moments";
import type { NoticeRow } from "@/server/db/queries/notices";
import type { OAuthClientRow, OAuthGrantRow } from "@/server/db/queries/oauth";
import type { QuoteRow } from "@/server/db/queries/quotes";
import type { ReportGroupRow } from "@/server/db/queries/report-queue";
import type { ReportRow } from "@/server/db/queries/reports";
import type { AnnouncementChannelRow, AnnouncementRow } from "@/server/db/queries/system";
import type { TagRow } from "@/server/db/queries/tags";
import type { TransactionRow } from "@/server/db/queries/transactions";
import type { UserRow } from "@/server/db/queries/users";
import type { circlePrices, circles, emailOutbox, sessions } from "@/server/db/schema";
import type { Connection } from "./connections";
import type { AnalyticsSummary } from "./services/analytics";
import type { gatewayDashboard } from "./services/fediverse-gateway";

// What the resolvers of a GraphQL type receive as their parent, and so what a field of that type
// must be given. codegen.ts maps the GraphQL type `X` to `XModel` for every `XModel` exported here
// (the mappers of typescript-resolvers): a resolver reading a column the row lacks, or returning
// something other than the row, is a type error. A type not named here is its generated
// TypeScript type, returned whole.

/** A visitor's viewer: the contract's User with an empty id, whose fields answer empty values. */
export type VisitorUser = { readonly id: 0; readonly visitor: true };

export type UserModel = UserRow | VisitorUser;
// a user's info, settings and followees are read from the user's own row
export type UserInfoModel = UserModel;
export type UserSettingsModel = UserModel;
// the account's id goes with it, so Liker.total's @auth knows whose it is
export type LikerModel = UserModel;
export type FollowingModel = UserModel;
export type UserStatusModel = UserRow;
/** What admins alone see of a person (User.oss), from the person's row. */
export type UserOSSModel = UserRow;
/** What admins alone see of an article (Article.oss), from the article's row. */
export type ArticleOSSModel = ArticleRow;
/** What admins alone see of a tag (Tag.oss), from the tag's row. */
export type TagOSSModel = TagRow;
export type AuditLogEntryModel = AuditRow;
export type ReportGroupModel = ReportGroupRow;
export type ReportGroupConnectionModel = Connection<ReportGroupRow>;
export type AuditLogConnectionModel = Connection<AuditRow>;
export type CommunityWatchActionModel = CommunityWatchActionRow;
export type CommunityWatchActionConnectionModel = Connection<CommunityWatchActionRow>;
export type MomentFeedApplicationModel = MomentFeedRow;
export type IcymiTopicConnectionModel = Connection<IcymiTopicRow>;
export type UserActivityModel = { userId: number };
export type UserAnalyticsModel = { userId: number };
export type UserAnalyticsSummaryModel = AnalyticsSummary;
export type UserAnalyticsWorkModel = WorkReads;
export type ReadHistoryModel = { article: ArticleRow; readAt: number };
/** No wallet is recorded with a donation yet: the union's second member, never made. */
export type CryptoWalletModel = { walletId: number; address: string };
/** A signed-in device: its session row, whether it is the asking request's own. */
export type UserSessionModel = typeof sessions.$inferSelect & { current: boolean };

export type ArticleModel = ArticleRow;
export type ArticleVersionModel = ArticleVersionRow;
/** An article's or a version's body as the html field gives it; markdown is made from it. */
export type ArticleContentsModel = { html: string };
export type TagModel = TagRow;
export type CircleModel = typeof circles.$inferSelect;
export type PriceModel = typeof circlePrices.$inferSelect;
/** A member: who, and the price of the circle they joined at. */
export type MemberModel = { userId: number; price: PriceModel };
export type InvitationModel = CircleInvitationRow;
/** The owner's invitation lists of one circle. */
export type InvitesModel = { circleId: number };
/** An invitee by email who has no account. */
export type PersonModel = { email: string };
export type CollectionModel = CollectionRow;
export type CommentModel = CommentRow;
export type MomentModel = MomentRow;
export type AssetModel = AssetRow;
export type DraftModel = DraftRow;
/** Who may read a draft or an article: public, or a circle's members (paywall). */
export type DraftAccessModel = { type: DraftRow["access"]; circleId: number | null };
export type ArticleAccessModel = DraftAccessModel;
/** A writing challenge (its channel's id, as its global id has it) and the stage, when one was chosen. */
export type ArticleCampaignModel = { channelId: number; stageId: number | null };
export type AppreciationModel = AppreciationRow;
export type ReportModel = ReportRow;
export type ArticleDonationModel = DonationRow;
export type OutboxEmailModel = typeof emailOutbox.$inferSelect;
/** An announcement's row with its translations. */
export type AnnouncementModel = AnnouncementRow;
/** An ICYMI topic's row: its wording in each language and its articles' ids in order. */
export type IcymiTopicModel = IcymiTopicRow;
export type TopicChannelFeedbackModel = FeedbackRow;
export type TopicChannelFeedbackConnectionModel = Connection<FeedbackRow>;
/** An article's filing under channels (Article.classification): the article it is about. */
export type ArticleClassificationModel = ArticleRow;
export type TopicChannelClassificationModel = ArticleRow;
export type ArticleTopicChannelModel = { channel: ChannelRow; pinned: boolean; score: number | null; at: number };
/** A placement with its channel, loaded by Announcement.channels. */
export type AnnouncementChannelModel = AnnouncementChannelRow & { channel: ChannelWithCampaign };

/** A channel's row, with its campaign and stages when it is a writing challenge. */
export type ChannelWithCampaign = ChannelRow & { campaign?: CampaignRow; stages?: StageRow[] };
export type TopicChannelModel = ChannelWithCampaign;
export type CurationChannelModel = ChannelWithCampaign;
export type WritingChallengeModel = ChannelWithCampaign;
export type CampaignStageModel = StageRow;
/** A challenge as the admins' oss field shows it: the same row. */
export type CampaignOSSModel = ChannelWithCampaign;
/** Someone's application to a challenge, as stored (times in unix ms). */
export type CampaignApplicationModel = { state: "pending" | "succeeded" | "rejected"; createdAt: number };

// Every field of these has a resolver: an empty object stands for them.
type Empty = Record<never, never>;
export type RecommendationModel = Empty;
export type OfficialModel = Empty;
export type SitemapModel = Empty;
/** The admins' tools (Query.oss). */
export type OSSModel = Empty;

// The follow feed's activities, told apart by __typename (the union's resolveType reads it).
type Activity<Typename, Node> = { __typename: Typename; actor: UserRow; createdAt: Date; node: Node };
export type UserPublishArticleActivityModel = Activity<"UserPublishArticleActivity", ArticleRow>;
export type UserAddArticleTagActivityModel = Activity<"UserAddArticleTagActivity", ArticleRow> & { target: TagRow };
export type UserPostMomentActivityModel = Activity<"UserPostMomentActivity", MomentRow> & { more: MomentRow[] };
export type UserCreateCircleActivityModel = Activity<"UserCreateCircleActivity", CircleModel>;
export type UserBroadcastCircleActivityModel = Activity<"UserBroadcastCircleActivity", CommentRow> & {
  target: CircleModel;
};
/** Never made: the contract's union names them, and a client's fragments on them must validate. */
export type ArticleRecommendationActivityModel = {
  __typename: "ArticleRecommendationActivity";
  source: "UserDonation" | "ReadArticlesTags";
  nodes: ArticleRow[];
};
export type CircleRecommendationActivityModel = {
  __typename: "CircleRecommendationActivity";
  source: "UserSubscription";
  nodes: CircleModel[];
};
export type UserRecommendationActivityModel = {
  __typename: "UserRecommendationActivity";
  source: "UserFollowing";
  nodes: UserRow[];
};
export type FollowingActivityNode =
  | UserPublishArticleActivityModel
  | UserAddArticleTagActivityModel
  | UserPostMomentActivityModel
  | UserBroadcastCircleActivityModel
  | UserCreateCircleActivityModel
  | UserRecommendationActivityModel
  | ArticleRecommendationActivityModel
  | CircleRecommendationActivityModel;

// Connections count lazily: totalCount may be a function, which the default resolver calls
// only when the field is asked for.
export type ArticleConnectionModel = Connection<ArticleRow>;
export type ArticleVersionsConnectionModel = Connection<ArticleVersionRow>;
/** Tag lists carry no pins: their edges leave `pinned` out (it resolves to false). */
export type ChannelArticleEdgeModel = { cursor: string; node: ArticleRow; pinned?: boolean };
export type ChannelArticleConnectionModel = Connection<ArticleRow, { pinned?: boolean }>;
export type CampaignConnectionModel = Connection<ChannelWithCampaign>;
/** A quote on a writing challenge's wall. */
export type QuoteModel = QuoteRow;
export type QuoteConnectionModel = Connection<QuoteRow>;
export type CampaignParticipantConnectionModel = Connection<UserRow, { application: CampaignApplicationModel }>;
export type CampaignArticleConnectionModel = Connection<ArticleRow, { featured: boolean; announcement: boolean }>;
export type CollectionConnectionModel = Connection<CollectionRow>;
export type CommentConnectionModel = Connection<CommentRow>;
export type ResponseConnectionModel = Connection<ArticleRow | CommentRow>;
export type WritingConnectionModel = Connection<ArticleRow | MomentRow | CommentRow>;
export type TagWritingConnectionModel = Connection<ArticleRow | MomentRow | CommentRow, { pinned: boolean }>;
export type MomentConnectionModel = Connection<MomentRow>;
export type UserConnectionModel = Connection<UserRow>;
export type CircleConnectionModel = Connection<CircleModel>;
export type MemberConnectionModel = Connection<MemberModel>;
export type InvitationConnectionModel = Connection<CircleInvitationRow>;
export type TagConnectionModel = Connection<TagRow>;
export type SearchResultConnectionModel = Connection<ArticleRow | UserRow | TagRow>;
export type RecentSearchConnectionModel = Connection<string>;
export type FollowingActivityConnectionModel = Connection<FollowingActivityNode>;
export type DraftConnectionModel = Connection<DraftRow>;
export type AppreciationConnectionModel = Connection<AppreciationRow>;
export type ArticleDonationConnectionModel = Connection<DonationRow>;
export type ReadHistoryConnectionModel = Connection<ReadHistoryModel>;
export type TopDonatorConnectionModel = Connection<UserRow | CryptoWalletModel, { donationCount: number }>;

// Notices: the row, its latest actors, and what it points at, loaded for a page at once
// (server/api/resolvers/notice.ts drops a notice whose target is gone). `typename` is the
// Notice type its kind makes it.
type LoadedNotice<Typename extends string, Target, Entity = null> = {
  typename: Typename;
  row: NoticeRow;
  actors: UserRow[];
  target: Target;
  entity: Entity;
};
export type UserNoticeModel = LoadedNotice<"UserNotice", UserRow>;
export type ArticleNoticeModel = LoadedNotice<"ArticleNotice", ArticleRow>;
export type ArticleArticleNoticeModel = LoadedNotice<"ArticleArticleNotice", ArticleRow, ArticleRow>;
export type MomentNoticeModel = LoadedNotice<"MomentNotice", MomentRow>;
export type CommentNoticeModel = LoadedNotice<"CommentNotice", CommentRow>;
export type CommentCommentNoticeModel = LoadedNotice<"CommentCommentNotice", CommentRow, CommentRow>;
export type CampaignArticleNoticeModel = LoadedNotice<"CampaignArticleNotice", ChannelWithCampaign, ArticleRow>;
export type TransactionNoticeModel = LoadedNotice<"TransactionNotice", TransactionRow>;
/** A circle's notice; for a discussion or broadcast comment, the comment (else null). */
export type CircleNoticeModel = LoadedNotice<"CircleNotice", CircleModel, CommentRow | null>;
export type CollectionNoticeModel = LoadedNotice<"CollectionNotice", CollectionRow>;
export type OfficialAnnouncementNoticeModel = LoadedNotice<"OfficialAnnouncementNotice", null>;
export type NoticeModel =
  | UserNoticeModel
  | ArticleNoticeModel
  | ArticleArticleNoticeModel
  | MomentNoticeModel
  | CommentNoticeModel
  | CommentCommentNoticeModel
  | CampaignArticleNoticeModel
  | TransactionNoticeModel
  | CircleNoticeModel
  | CollectionNoticeModel
  | OfficialAnnouncementNoticeModel;
export type NoticeConnectionModel = Connection<NoticeModel>;
/** The reader's switches: those changed from their defaults. */
export type NotificationSettingModel = Map<string, boolean>;
export type TransactionModel = TransactionRow;
/** A person's wallet: its fields read by the holder's id (the resolver checks the viewer is them). */
export type WalletModel = { userId: number };
export type BalanceModel = { userId: number };
export type TransactionConnectionModel = Connection<TransactionRow>;
export type ExchangeRateModel = ExchangeRateRow;
/** An app; `revealedSecret` only in the answer of the putOAuthClient that set it. */
export type OAuthClientModel = OAuthClientRow & { revealedSecret?: string };
export type OAuthClientConnectionModel = Connection<OAuthClientRow>;
export type OAuthAuthorizationModel = { grant: OAuthGrantRow; client: OAuthClientRow };
export type OAuthAuthorizationRequestModel = {
  client: OAuthClientRow;
  scope: string[];
  errorRedirect: string | null;
  denyRedirect: string;
};
/** An author's and an article's fediverse choices, their rows (server/db/schema/federation.ts). */
export type UserFederationSettingModel = UserFederationRow;
export type ArticleFederationSettingModel = ArticleFederationRow;

// The fediverse gateway (issue 38): the dashboard as services/fediverse-gateway.ts builds it
export type FediverseGatewayDashboardModel = Awaited<ReturnType<typeof gatewayDashboard>>;
export type FediverseGatewayDeadLetterModel = DeadLetterRow;
export type FediverseGatewayReportModel = FederationReportRow;
export type FediverseGatewayAuditEventModel = GatewayAuditEventRow;
export type FediverseDomainBlockModel = DomainBlockRow;
