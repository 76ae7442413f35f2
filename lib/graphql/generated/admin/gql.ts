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
    "\n  query AdminUserId($userName: String!) {\n    user(input: { userName: $userName }) {\n      id\n    }\n  }\n": typeof types.AdminUserIdDocument,
    "\n  query AdminArticleId($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n    }\n  }\n": typeof types.AdminArticleIdDocument,
    "\n  mutation AdminChallengeCoverUpload($input: SingleFileUploadInput!) {\n    singleFileUpload(input: $input) {\n      id\n      path\n    }\n  }\n": typeof types.AdminChallengeCoverUploadDocument,
    "\n  mutation PutWritingChallenge($input: PutWritingChallengeInput!) {\n    putWritingChallenge(input: $input) {\n      id\n      shortHash\n    }\n  }\n": typeof types.PutWritingChallengeDocument,
    "\n  mutation AdminPutIcymiTopic($input: PutIcymiTopicInput!) {\n    putIcymiTopic(input: $input) {\n      id\n      state\n    }\n  }\n": typeof types.AdminPutIcymiTopicDocument,
    "\n  query AdminArticleByHash($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n    }\n  }\n": typeof types.AdminArticleByHashDocument,
    "\n  mutation AdminPutAnnouncement($input: PutAnnouncementInput!) {\n    putAnnouncement(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminPutAnnouncementDocument,
    "\n  mutation AdminDeleteAnnouncements($input: DeleteAnnouncementsInput!) {\n    deleteAnnouncements(input: $input)\n  }\n": typeof types.AdminDeleteAnnouncementsDocument,
    "\n  mutation AdminPutOAuthClient($input: PutOAuthClientInput!) {\n    putOAuthClient(input: $input) {\n      id\n      name\n      secret\n    }\n  }\n": typeof types.AdminPutOAuthClientDocument,
    "\n  mutation AdminUpdateCommentsState($input: UpdateCommentsStateInput!) {\n    updateCommentsState(input: $input) {\n      id\n      state\n    }\n  }\n": typeof types.AdminUpdateCommentsStateDocument,
    "\n  mutation AdminResolveReports($input: ResolveReportsInput!) {\n    resolveReports(input: $input)\n  }\n": typeof types.AdminResolveReportsDocument,
    "\n  mutation AdminUpdateUserState($input: UpdateUserStateInput!) {\n    updateUserState(input: $input) {\n      id\n      status {\n        state\n      }\n    }\n  }\n": typeof types.AdminUpdateUserStateDocument,
    "\n  mutation AdminUpdateUserRole($input: UpdateUserRoleInput!) {\n    updateUserRole(input: $input) {\n      id\n      status {\n        role\n      }\n    }\n  }\n": typeof types.AdminUpdateUserRoleDocument,
};
const documents: Documents = {
    "\n  mutation AdminUpdateArticleState($input: UpdateArticleStateInput!) {\n    updateArticleState(input: $input) {\n      id\n      state\n    }\n  }\n": types.AdminUpdateArticleStateDocument,
    "\n  mutation AdminUpdateArticleSensitive($input: UpdateArticleSensitiveInput!) {\n    updateArticleSensitive(input: $input) {\n      id\n      sensitiveByAdmin\n    }\n  }\n": types.AdminUpdateArticleSensitiveDocument,
    "\n  mutation AdminToggleArticleRecommend($input: ToggleRecommendInput!) {\n    toggleArticleRecommend(input: $input) {\n      id\n    }\n  }\n": types.AdminToggleArticleRecommendDocument,
    "\n  mutation AdminSetBoost($input: SetBoostInput!) {\n    setBoost(input: $input) {\n      id\n    }\n  }\n": types.AdminSetBoostDocument,
    "\n  query AdminUserId($userName: String!) {\n    user(input: { userName: $userName }) {\n      id\n    }\n  }\n": types.AdminUserIdDocument,
    "\n  query AdminArticleId($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n    }\n  }\n": types.AdminArticleIdDocument,
    "\n  mutation AdminChallengeCoverUpload($input: SingleFileUploadInput!) {\n    singleFileUpload(input: $input) {\n      id\n      path\n    }\n  }\n": types.AdminChallengeCoverUploadDocument,
    "\n  mutation PutWritingChallenge($input: PutWritingChallengeInput!) {\n    putWritingChallenge(input: $input) {\n      id\n      shortHash\n    }\n  }\n": types.PutWritingChallengeDocument,
    "\n  mutation AdminPutIcymiTopic($input: PutIcymiTopicInput!) {\n    putIcymiTopic(input: $input) {\n      id\n      state\n    }\n  }\n": types.AdminPutIcymiTopicDocument,
    "\n  query AdminArticleByHash($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n    }\n  }\n": types.AdminArticleByHashDocument,
    "\n  mutation AdminPutAnnouncement($input: PutAnnouncementInput!) {\n    putAnnouncement(input: $input) {\n      id\n    }\n  }\n": types.AdminPutAnnouncementDocument,
    "\n  mutation AdminDeleteAnnouncements($input: DeleteAnnouncementsInput!) {\n    deleteAnnouncements(input: $input)\n  }\n": types.AdminDeleteAnnouncementsDocument,
    "\n  mutation AdminPutOAuthClient($input: PutOAuthClientInput!) {\n    putOAuthClient(input: $input) {\n      id\n      name\n      secret\n    }\n  }\n": types.AdminPutOAuthClientDocument,
    "\n  mutation AdminUpdateCommentsState($input: UpdateCommentsStateInput!) {\n    updateCommentsState(input: $input) {\n      id\n      state\n    }\n  }\n": types.AdminUpdateCommentsStateDocument,
    "\n  mutation AdminResolveReports($input: ResolveReportsInput!) {\n    resolveReports(input: $input)\n  }\n": types.AdminResolveReportsDocument,
    "\n  mutation AdminUpdateUserState($input: UpdateUserStateInput!) {\n    updateUserState(input: $input) {\n      id\n      status {\n        state\n      }\n    }\n  }\n": types.AdminUpdateUserStateDocument,
    "\n  mutation AdminUpdateUserRole($input: UpdateUserRoleInput!) {\n    updateUserRole(input: $input) {\n      id\n      status {\n        role\n      }\n    }\n  }\n": types.AdminUpdateUserRoleDocument,
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
export function graphql(source: "\n  mutation AdminUpdateUserState($input: UpdateUserStateInput!) {\n    updateUserState(input: $input) {\n      id\n      status {\n        state\n      }\n    }\n  }\n"): typeof import('./graphql').AdminUpdateUserStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateUserRole($input: UpdateUserRoleInput!) {\n    updateUserRole(input: $input) {\n      id\n      status {\n        role\n      }\n    }\n  }\n"): typeof import('./graphql').AdminUpdateUserRoleDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
