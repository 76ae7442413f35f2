/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation AdminUpdateArticleState($input: UpdateArticleStateInput!) {\n    updateArticleState(input: $input) {\n      id\n      state\n    }\n  }\n": typeof types.AdminUpdateArticleStateDocument,
    "\n  mutation AdminUpdateArticleSensitive($input: UpdateArticleSensitiveInput!) {\n    updateArticleSensitive(input: $input) {\n      id\n      sensitiveByAdmin\n    }\n  }\n": typeof types.AdminUpdateArticleSensitiveDocument,
    "\n  mutation AdminToggleArticleRecommend($input: ToggleRecommendInput!) {\n    toggleArticleRecommend(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminToggleArticleRecommendDocument,
    "\n  mutation AdminSetBoost($input: SetBoostInput!) {\n    setBoost(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminSetBoostDocument,
    "\n  mutation AdminSetSpamStatus($input: SetSpamStatusInput!) {\n    setSpamStatus(input: $input) {\n      __typename\n    }\n  }\n": typeof types.AdminSetSpamStatusDocument,
    "\n  mutation AdminSetAdStatus($input: SetAdStatusInput!) {\n    setAdStatus(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminSetAdStatusDocument,
    "\n  query AdminUserId($userName: String!) {\n    user(input: { userName: $userName }) {\n      id\n    }\n  }\n": typeof types.AdminUserIdDocument,
    "\n  query AdminArticleId($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n    }\n  }\n": typeof types.AdminArticleIdDocument,
    "\n  mutation AdminChallengeCoverUpload($input: SingleFileUploadInput!) {\n    singleFileUpload(input: $input) {\n      id\n      path\n    }\n  }\n": typeof types.AdminChallengeCoverUploadDocument,
    "\n  mutation PutWritingChallenge($input: PutWritingChallengeInput!) {\n    putWritingChallenge(input: $input) {\n      id\n      shortHash\n    }\n  }\n": typeof types.PutWritingChallengeDocument,
    "\n  mutation AdminPutTopicChannel($input: PutTopicChannelInput!) {\n    putTopicChannel(input: $input) {\n      id\n      shortHash\n    }\n  }\n": typeof types.AdminPutTopicChannelDocument,
    "\n  mutation AdminPutCurationChannel($input: PutCurationChannelInput!) {\n    putCurationChannel(input: $input) {\n      id\n      shortHash\n    }\n  }\n": typeof types.AdminPutCurationChannelDocument,
    "\n  mutation AdminReorderChannels($ids: [ID!]!) {\n    reorderChannels(input: { ids: $ids })\n  }\n": typeof types.AdminReorderChannelsDocument,
    "\n  mutation AdminPinChannelArticle($channel: ID!, $article: ID!, $pinned: Boolean!) {\n    togglePinChannelArticles(input: { channels: [$channel], articles: [$article], pinned: $pinned }) {\n      id\n    }\n  }\n": typeof types.AdminPinChannelArticleDocument,
    "\n  mutation AdminAddChannelArticle($channel: ID!, $article: ID!) {\n    addCurationChannelArticles(input: { channel: $channel, articles: [$article] }) {\n      id\n    }\n  }\n": typeof types.AdminAddChannelArticleDocument,
    "\n  mutation AdminRemoveChannelArticle($channel: ID!, $article: ID!) {\n    deleteCurationChannelArticles(input: { channel: $channel, articles: [$article] }) {\n      id\n    }\n  }\n": typeof types.AdminRemoveChannelArticleDocument,
    "\n  query AdminChannelArticleByHash($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n    }\n  }\n": typeof types.AdminChannelArticleByHashDocument,
    "\n  mutation AdminPutIcymiTopic($input: PutIcymiTopicInput!) {\n    putIcymiTopic(input: $input) {\n      id\n      state\n    }\n  }\n": typeof types.AdminPutIcymiTopicDocument,
    "\n  query AdminArticleByHash($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n    }\n  }\n": typeof types.AdminArticleByHashDocument,
    "\n  mutation AdminPutAnnouncement($input: PutAnnouncementInput!) {\n    putAnnouncement(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminPutAnnouncementDocument,
    "\n  mutation AdminDeleteAnnouncements($input: DeleteAnnouncementsInput!) {\n    deleteAnnouncements(input: $input)\n  }\n": typeof types.AdminDeleteAnnouncementsDocument,
    "\n  mutation AdminReplayDeadLetter($input: ReplayFediverseDeadLetterInput!) {\n    replayFediverseDeadLetter(input: $input)\n  }\n": typeof types.AdminReplayDeadLetterDocument,
    "\n  mutation AdminResolveDeadLetter($input: ResolveFediverseDeadLetterInput!) {\n    resolveFediverseDeadLetter(input: $input)\n  }\n": typeof types.AdminResolveDeadLetterDocument,
    "\n  mutation AdminResolveFediverseReport($input: ResolveFediverseReportInput!) {\n    resolveFediverseReport(input: $input)\n  }\n": typeof types.AdminResolveFediverseReportDocument,
    "\n  mutation AdminPutDomainBlock($input: PutFediverseDomainBlockInput!) {\n    putFediverseDomainBlock(input: $input) {\n      domain\n    }\n  }\n": typeof types.AdminPutDomainBlockDocument,
    "\n  mutation AdminReviewFeedback($input: ReviewTopicChannelFeedbackInput!) {\n    reviewTopicChannelFeedback(input: $input) {\n      id\n      state\n    }\n  }\n": typeof types.AdminReviewFeedbackDocument,
    "\n  mutation AdminSetFeature($input: SetFeatureInput!) {\n    setFeature(input: $input) {\n      name\n      flag\n    }\n  }\n": typeof types.AdminSetFeatureDocument,
    "\n  mutation AdminToggleSeedingUsers($input: ToggleSeedingUsersInput!) {\n    toggleSeedingUsers(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminToggleSeedingUsersDocument,
    "\n  query AdminSeedingCandidate($userName: String!) {\n    user(input: { userName: $userName }) {\n      id\n    }\n  }\n": typeof types.AdminSeedingCandidateDocument,
    "\n  mutation AdminPutRestrictedUsers($input: PutRestrictedUsersInput!) {\n    putRestrictedUsers(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminPutRestrictedUsersDocument,
    "\n  mutation AdminPutUserFeatureFlags($input: PutUserFeatureFlagsInput!) {\n    putUserFeatureFlags(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminPutUserFeatureFlagsDocument,
    "\n  mutation AdminDecideMomentFeed($input: UpdateMomentFeedApplicationStateInput!) {\n    updateMomentFeedApplicationState(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminDecideMomentFeedDocument,
    "\n  mutation AdminArchiveMoment($id: ID!) {\n    updateMomentState(input: { id: $id, state: archived }) {\n      id\n      state\n    }\n  }\n": typeof types.AdminArchiveMomentDocument,
    "\n  mutation AdminPutOAuthClient($input: PutOAuthClientInput!) {\n    putOAuthClient(input: $input) {\n      id\n      name\n      secret\n    }\n  }\n": typeof types.AdminPutOAuthClientDocument,
    "\n  mutation AdminUpdateCommentsState($input: UpdateCommentsStateInput!) {\n    updateCommentsState(input: $input) {\n      id\n      state\n    }\n  }\n": typeof types.AdminUpdateCommentsStateDocument,
    "\n  mutation AdminResolveReports($input: ResolveReportsInput!) {\n    resolveReports(input: $input)\n  }\n": typeof types.AdminResolveReportsDocument,
    "\n  mutation AdminRenameTag($input: RenameTagInput!) {\n    renameTag(input: $input) {\n      id\n      content\n    }\n  }\n": typeof types.AdminRenameTagDocument,
    "\n  mutation AdminMergeTags($input: MergeTagsInput!) {\n    mergeTags(input: $input) {\n      id\n      slug\n    }\n  }\n": typeof types.AdminMergeTagsDocument,
    "\n  mutation AdminDeleteTags($input: DeleteTagsInput!) {\n    deleteTags(input: $input)\n  }\n": typeof types.AdminDeleteTagsDocument,
    "\n  mutation AdminSetTagBoost($input: SetBoostInput!) {\n    setBoost(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminSetTagBoostDocument,
    "\n  mutation AdminUpdateUserState($input: UpdateUserStateInput!) {\n    updateUserState(input: $input) {\n      id\n      status {\n        state\n      }\n    }\n  }\n": typeof types.AdminUpdateUserStateDocument,
    "\n  mutation AdminUpdateUserRole($input: UpdateUserRoleInput!) {\n    updateUserRole(input: $input) {\n      id\n      status {\n        role\n      }\n    }\n  }\n": typeof types.AdminUpdateUserRoleDocument,
    "\n  mutation AdminReviewWatchAction($input: UpdateCommunityWatchActionStateInput!) {\n    updateCommunityWatchActionState(input: $input) {\n      uuid\n      reviewState\n    }\n  }\n": typeof types.AdminReviewWatchActionDocument,
    "\n  mutation AdminRestoreWatchComment($input: RestoreCommunityWatchCommentInput!) {\n    restoreCommunityWatchComment(input: $input) {\n      uuid\n      actionState\n    }\n  }\n": typeof types.AdminRestoreWatchCommentDocument,
    "\n  mutation AdminClearWatchContent($input: ClearCommunityWatchOriginalContentInput!) {\n    clearCommunityWatchOriginalContent(input: $input) {\n      uuid\n      contentCleared\n    }\n  }\n": typeof types.AdminClearWatchContentDocument,
};
const documents: Documents = {
    "\n  mutation AdminUpdateArticleState($input: UpdateArticleStateInput!) {\n    updateArticleState(input: $input) {\n      id\n      state\n    }\n  }\n": types.AdminUpdateArticleStateDocument,
    "\n  mutation AdminUpdateArticleSensitive($input: UpdateArticleSensitiveInput!) {\n    updateArticleSensitive(input: $input) {\n      id\n      sensitiveByAdmin\n    }\n  }\n": types.AdminUpdateArticleSensitiveDocument,
    "\n  mutation AdminToggleArticleRecommend($input: ToggleRecommendInput!) {\n    toggleArticleRecommend(input: $input) {\n      id\n    }\n  }\n": types.AdminToggleArticleRecommendDocument,
    "\n  mutation AdminSetBoost($input: SetBoostInput!) {\n    setBoost(input: $input) {\n      id\n    }\n  }\n": types.AdminSetBoostDocument,
    "\n  mutation AdminSetSpamStatus($input: SetSpamStatusInput!) {\n    setSpamStatus(input: $input) {\n      __typename\n    }\n  }\n": types.AdminSetSpamStatusDocument,
    "\n  mutation AdminSetAdStatus($input: SetAdStatusInput!) {\n    setAdStatus(input: $input) {\n      id\n    }\n  }\n": types.AdminSetAdStatusDocument,
    "\n  query AdminUserId($userName: String!) {\n    user(input: { userName: $userName }) {\n      id\n    }\n  }\n": types.AdminUserIdDocument,
    "\n  query AdminArticleId($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n    }\n  }\n": types.AdminArticleIdDocument,
    "\n  mutation AdminChallengeCoverUpload($input: SingleFileUploadInput!) {\n    singleFileUpload(input: $input) {\n      id\n      path\n    }\n  }\n": types.AdminChallengeCoverUploadDocument,
    "\n  mutation PutWritingChallenge($input: PutWritingChallengeInput!) {\n    putWritingChallenge(input: $input) {\n      id\n      shortHash\n    }\n  }\n": types.PutWritingChallengeDocument,
    "\n  mutation AdminPutTopicChannel($input: PutTopicChannelInput!) {\n    putTopicChannel(input: $input) {\n      id\n      shortHash\n    }\n  }\n": types.AdminPutTopicChannelDocument,
    "\n  mutation AdminPutCurationChannel($input: PutCurationChannelInput!) {\n    putCurationChannel(input: $input) {\n      id\n      shortHash\n    }\n  }\n": types.AdminPutCurationChannelDocument,
    "\n  mutation AdminReorderChannels($ids: [ID!]!) {\n    reorderChannels(input: { ids: $ids })\n  }\n": types.AdminReorderChannelsDocument,
    "\n  mutation AdminPinChannelArticle($channel: ID!, $article: ID!, $pinned: Boolean!) {\n    togglePinChannelArticles(input: { channels: [$channel], articles: [$article], pinned: $pinned }) {\n      id\n    }\n  }\n": types.AdminPinChannelArticleDocument,
    "\n  mutation AdminAddChannelArticle($channel: ID!, $article: ID!) {\n    addCurationChannelArticles(input: { channel: $channel, articles: [$article] }) {\n      id\n    }\n  }\n": types.AdminAddChannelArticleDocument,
    "\n  mutation AdminRemoveChannelArticle($channel: ID!, $article: ID!) {\n    deleteCurationChannelArticles(input: { channel: $channel, articles: [$article] }) {\n      id\n    }\n  }\n": types.AdminRemoveChannelArticleDocument,
    "\n  query AdminChannelArticleByHash($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n    }\n  }\n": types.AdminChannelArticleByHashDocument,
    "\n  mutation AdminPutIcymiTopic($input: PutIcymiTopicInput!) {\n    putIcymiTopic(input: $input) {\n      id\n      state\n    }\n  }\n": types.AdminPutIcymiTopicDocument,
    "\n  query AdminArticleByHash($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n    }\n  }\n": types.AdminArticleByHashDocument,
    "\n  mutation AdminPutAnnouncement($input: PutAnnouncementInput!) {\n    putAnnouncement(input: $input) {\n      id\n    }\n  }\n": types.AdminPutAnnouncementDocument,
    "\n  mutation AdminDeleteAnnouncements($input: DeleteAnnouncementsInput!) {\n    deleteAnnouncements(input: $input)\n  }\n": types.AdminDeleteAnnouncementsDocument,
    "\n  mutation AdminReplayDeadLetter($input: ReplayFediverseDeadLetterInput!) {\n    replayFediverseDeadLetter(input: $input)\n  }\n": types.AdminReplayDeadLetterDocument,
    "\n  mutation AdminResolveDeadLetter($input: ResolveFediverseDeadLetterInput!) {\n    resolveFediverseDeadLetter(input: $input)\n  }\n": types.AdminResolveDeadLetterDocument,
    "\n  mutation AdminResolveFediverseReport($input: ResolveFediverseReportInput!) {\n    resolveFediverseReport(input: $input)\n  }\n": types.AdminResolveFediverseReportDocument,
    "\n  mutation AdminPutDomainBlock($input: PutFediverseDomainBlockInput!) {\n    putFediverseDomainBlock(input: $input) {\n      domain\n    }\n  }\n": types.AdminPutDomainBlockDocument,
    "\n  mutation AdminReviewFeedback($input: ReviewTopicChannelFeedbackInput!) {\n    reviewTopicChannelFeedback(input: $input) {\n      id\n      state\n    }\n  }\n": types.AdminReviewFeedbackDocument,
    "\n  mutation AdminSetFeature($input: SetFeatureInput!) {\n    setFeature(input: $input) {\n      name\n      flag\n    }\n  }\n": types.AdminSetFeatureDocument,
    "\n  mutation AdminToggleSeedingUsers($input: ToggleSeedingUsersInput!) {\n    toggleSeedingUsers(input: $input) {\n      id\n    }\n  }\n": types.AdminToggleSeedingUsersDocument,
    "\n  query AdminSeedingCandidate($userName: String!) {\n    user(input: { userName: $userName }) {\n      id\n    }\n  }\n": types.AdminSeedingCandidateDocument,
    "\n  mutation AdminPutRestrictedUsers($input: PutRestrictedUsersInput!) {\n    putRestrictedUsers(input: $input) {\n      id\n    }\n  }\n": types.AdminPutRestrictedUsersDocument,
    "\n  mutation AdminPutUserFeatureFlags($input: PutUserFeatureFlagsInput!) {\n    putUserFeatureFlags(input: $input) {\n      id\n    }\n  }\n": types.AdminPutUserFeatureFlagsDocument,
    "\n  mutation AdminDecideMomentFeed($input: UpdateMomentFeedApplicationStateInput!) {\n    updateMomentFeedApplicationState(input: $input) {\n      id\n    }\n  }\n": types.AdminDecideMomentFeedDocument,
    "\n  mutation AdminArchiveMoment($id: ID!) {\n    updateMomentState(input: { id: $id, state: archived }) {\n      id\n      state\n    }\n  }\n": types.AdminArchiveMomentDocument,
    "\n  mutation AdminPutOAuthClient($input: PutOAuthClientInput!) {\n    putOAuthClient(input: $input) {\n      id\n      name\n      secret\n    }\n  }\n": types.AdminPutOAuthClientDocument,
    "\n  mutation AdminUpdateCommentsState($input: UpdateCommentsStateInput!) {\n    updateCommentsState(input: $input) {\n      id\n      state\n    }\n  }\n": types.AdminUpdateCommentsStateDocument,
    "\n  mutation AdminResolveReports($input: ResolveReportsInput!) {\n    resolveReports(input: $input)\n  }\n": types.AdminResolveReportsDocument,
    "\n  mutation AdminRenameTag($input: RenameTagInput!) {\n    renameTag(input: $input) {\n      id\n      content\n    }\n  }\n": types.AdminRenameTagDocument,
    "\n  mutation AdminMergeTags($input: MergeTagsInput!) {\n    mergeTags(input: $input) {\n      id\n      slug\n    }\n  }\n": types.AdminMergeTagsDocument,
    "\n  mutation AdminDeleteTags($input: DeleteTagsInput!) {\n    deleteTags(input: $input)\n  }\n": types.AdminDeleteTagsDocument,
    "\n  mutation AdminSetTagBoost($input: SetBoostInput!) {\n    setBoost(input: $input) {\n      id\n    }\n  }\n": types.AdminSetTagBoostDocument,
    "\n  mutation AdminUpdateUserState($input: UpdateUserStateInput!) {\n    updateUserState(input: $input) {\n      id\n      status {\n        state\n      }\n    }\n  }\n": types.AdminUpdateUserStateDocument,
    "\n  mutation AdminUpdateUserRole($input: UpdateUserRoleInput!) {\n    updateUserRole(input: $input) {\n      id\n      status {\n        role\n      }\n    }\n  }\n": types.AdminUpdateUserRoleDocument,
    "\n  mutation AdminReviewWatchAction($input: UpdateCommunityWatchActionStateInput!) {\n    updateCommunityWatchActionState(input: $input) {\n      uuid\n      reviewState\n    }\n  }\n": types.AdminReviewWatchActionDocument,
    "\n  mutation AdminRestoreWatchComment($input: RestoreCommunityWatchCommentInput!) {\n    restoreCommunityWatchComment(input: $input) {\n      uuid\n      actionState\n    }\n  }\n": types.AdminRestoreWatchCommentDocument,
    "\n  mutation AdminClearWatchContent($input: ClearCommunityWatchOriginalContentInput!) {\n    clearCommunityWatchOriginalContent(input: $input) {\n      uuid\n      contentCleared\n    }\n  }\n": types.AdminClearWatchContentDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateArticleState($input: UpdateArticleStateInput!) {\n    updateArticleState(input: $input) {\n      id\n      state\n    }\n  }\n"): typeof import('./graphql').AdminUpdateArticleStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateArticleSensitive($input: UpdateArticleSensitiveInput!) {\n    updateArticleSensitive(input: $input) {\n      id\n      sensitiveByAdmin\n    }\n  }\n"): typeof import('./graphql').AdminUpdateArticleSensitiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminToggleArticleRecommend($input: ToggleRecommendInput!) {\n    toggleArticleRecommend(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminToggleArticleRecommendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetBoost($input: SetBoostInput!) {\n    setBoost(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminSetBoostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetSpamStatus($input: SetSpamStatusInput!) {\n    setSpamStatus(input: $input) {\n      __typename\n    }\n  }\n"): typeof import('./graphql').AdminSetSpamStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetAdStatus($input: SetAdStatusInput!) {\n    setAdStatus(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminSetAdStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUserId($userName: String!) {\n    user(input: { userName: $userName }) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminUserIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminArticleId($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminArticleIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminChallengeCoverUpload($input: SingleFileUploadInput!) {\n    singleFileUpload(input: $input) {\n      id\n      path\n    }\n  }\n"): typeof import('./graphql').AdminChallengeCoverUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PutWritingChallenge($input: PutWritingChallengeInput!) {\n    putWritingChallenge(input: $input) {\n      id\n      shortHash\n    }\n  }\n"): typeof import('./graphql').PutWritingChallengeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPutTopicChannel($input: PutTopicChannelInput!) {\n    putTopicChannel(input: $input) {\n      id\n      shortHash\n    }\n  }\n"): typeof import('./graphql').AdminPutTopicChannelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPutCurationChannel($input: PutCurationChannelInput!) {\n    putCurationChannel(input: $input) {\n      id\n      shortHash\n    }\n  }\n"): typeof import('./graphql').AdminPutCurationChannelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReorderChannels($ids: [ID!]!) {\n    reorderChannels(input: { ids: $ids })\n  }\n"): typeof import('./graphql').AdminReorderChannelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPinChannelArticle($channel: ID!, $article: ID!, $pinned: Boolean!) {\n    togglePinChannelArticles(input: { channels: [$channel], articles: [$article], pinned: $pinned }) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminPinChannelArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddChannelArticle($channel: ID!, $article: ID!) {\n    addCurationChannelArticles(input: { channel: $channel, articles: [$article] }) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminAddChannelArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRemoveChannelArticle($channel: ID!, $article: ID!) {\n    deleteCurationChannelArticles(input: { channel: $channel, articles: [$article] }) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminRemoveChannelArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminChannelArticleByHash($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminChannelArticleByHashDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPutIcymiTopic($input: PutIcymiTopicInput!) {\n    putIcymiTopic(input: $input) {\n      id\n      state\n    }\n  }\n"): typeof import('./graphql').AdminPutIcymiTopicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminArticleByHash($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminArticleByHashDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPutAnnouncement($input: PutAnnouncementInput!) {\n    putAnnouncement(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminPutAnnouncementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteAnnouncements($input: DeleteAnnouncementsInput!) {\n    deleteAnnouncements(input: $input)\n  }\n"): typeof import('./graphql').AdminDeleteAnnouncementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReplayDeadLetter($input: ReplayFediverseDeadLetterInput!) {\n    replayFediverseDeadLetter(input: $input)\n  }\n"): typeof import('./graphql').AdminReplayDeadLetterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResolveDeadLetter($input: ResolveFediverseDeadLetterInput!) {\n    resolveFediverseDeadLetter(input: $input)\n  }\n"): typeof import('./graphql').AdminResolveDeadLetterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResolveFediverseReport($input: ResolveFediverseReportInput!) {\n    resolveFediverseReport(input: $input)\n  }\n"): typeof import('./graphql').AdminResolveFediverseReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPutDomainBlock($input: PutFediverseDomainBlockInput!) {\n    putFediverseDomainBlock(input: $input) {\n      domain\n    }\n  }\n"): typeof import('./graphql').AdminPutDomainBlockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReviewFeedback($input: ReviewTopicChannelFeedbackInput!) {\n    reviewTopicChannelFeedback(input: $input) {\n      id\n      state\n    }\n  }\n"): typeof import('./graphql').AdminReviewFeedbackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetFeature($input: SetFeatureInput!) {\n    setFeature(input: $input) {\n      name\n      flag\n    }\n  }\n"): typeof import('./graphql').AdminSetFeatureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminToggleSeedingUsers($input: ToggleSeedingUsersInput!) {\n    toggleSeedingUsers(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminToggleSeedingUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSeedingCandidate($userName: String!) {\n    user(input: { userName: $userName }) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminSeedingCandidateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPutRestrictedUsers($input: PutRestrictedUsersInput!) {\n    putRestrictedUsers(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminPutRestrictedUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPutUserFeatureFlags($input: PutUserFeatureFlagsInput!) {\n    putUserFeatureFlags(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminPutUserFeatureFlagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDecideMomentFeed($input: UpdateMomentFeedApplicationStateInput!) {\n    updateMomentFeedApplicationState(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminDecideMomentFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminArchiveMoment($id: ID!) {\n    updateMomentState(input: { id: $id, state: archived }) {\n      id\n      state\n    }\n  }\n"): typeof import('./graphql').AdminArchiveMomentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPutOAuthClient($input: PutOAuthClientInput!) {\n    putOAuthClient(input: $input) {\n      id\n      name\n      secret\n    }\n  }\n"): typeof import('./graphql').AdminPutOAuthClientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateCommentsState($input: UpdateCommentsStateInput!) {\n    updateCommentsState(input: $input) {\n      id\n      state\n    }\n  }\n"): typeof import('./graphql').AdminUpdateCommentsStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResolveReports($input: ResolveReportsInput!) {\n    resolveReports(input: $input)\n  }\n"): typeof import('./graphql').AdminResolveReportsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRenameTag($input: RenameTagInput!) {\n    renameTag(input: $input) {\n      id\n      content\n    }\n  }\n"): typeof import('./graphql').AdminRenameTagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMergeTags($input: MergeTagsInput!) {\n    mergeTags(input: $input) {\n      id\n      slug\n    }\n  }\n"): typeof import('./graphql').AdminMergeTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteTags($input: DeleteTagsInput!) {\n    deleteTags(input: $input)\n  }\n"): typeof import('./graphql').AdminDeleteTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetTagBoost($input: SetBoostInput!) {\n    setBoost(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminSetTagBoostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateUserState($input: UpdateUserStateInput!) {\n    updateUserState(input: $input) {\n      id\n      status {\n        state\n      }\n    }\n  }\n"): typeof import('./graphql').AdminUpdateUserStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateUserRole($input: UpdateUserRoleInput!) {\n    updateUserRole(input: $input) {\n      id\n      status {\n        role\n      }\n    }\n  }\n"): typeof import('./graphql').AdminUpdateUserRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReviewWatchAction($input: UpdateCommunityWatchActionStateInput!) {\n    updateCommunityWatchActionState(input: $input) {\n      uuid\n      reviewState\n    }\n  }\n"): typeof import('./graphql').AdminReviewWatchActionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRestoreWatchComment($input: RestoreCommunityWatchCommentInput!) {\n    restoreCommunityWatchComment(input: $input) {\n      uuid\n      actionState\n    }\n  }\n"): typeof import('./graphql').AdminRestoreWatchCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminClearWatchContent($input: ClearCommunityWatchOriginalContentInput!) {\n    clearCommunityWatchOriginalContent(input: $input) {\n      uuid\n      contentCleared\n    }\n  }\n"): typeof import('./graphql').AdminClearWatchContentDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
