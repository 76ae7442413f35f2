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
    "\n  mutation ToggleFollowUser($id: ID!, $enabled: Boolean!) {\n    toggleFollowUser(input: { id: $id, enabled: $enabled }) {\n      id\n      isFollower\n      isFollowee\n    }\n  }\n": typeof types.ToggleFollowUserDocument,
    "\n  mutation ToggleBlockUser($id: ID!, $enabled: Boolean!) {\n    toggleBlockUser(input: { id: $id, enabled: $enabled }) {\n      id\n      isBlocking\n    }\n  }\n": typeof types.ToggleBlockUserDocument,
    "\n  mutation ToggleBookmarkArticle($id: ID!, $enabled: Boolean!) {\n    toggleBookmarkArticle(input: { id: $id, enabled: $enabled }) {\n      id\n      bookmarked\n      bookmarkCount\n    }\n  }\n": typeof types.ToggleBookmarkArticleDocument,
    "\n  mutation ToggleBookmarkTag($id: ID!, $enabled: Boolean!) {\n    toggleBookmarkTag(input: { id: $id, enabled: $enabled }) {\n      id\n      isFollower\n    }\n  }\n": typeof types.ToggleBookmarkTagDocument,
    "\n  mutation AppreciateArticle($id: ID!, $amount: Int!) {\n    appreciateArticle(input: { id: $id, amount: $amount }) {\n      id\n      appreciationsReceivedTotal\n      appreciateLeft\n      hasAppreciate\n    }\n  }\n": typeof types.AppreciateArticleDocument,
    "\n  mutation SubmitReport($targetId: ID!, $reason: ReportReason!) {\n    submitReport(input: { targetId: $targetId, reason: $reason }) {\n      id\n    }\n  }\n": typeof types.SubmitReportDocument,
    "\n  query ViewerKind {\n    viewer {\n      id\n      status {\n        state\n      }\n    }\n  }\n": typeof types.ViewerKindDocument,
};
const documents: Documents = {
    "\n  mutation ToggleFollowUser($id: ID!, $enabled: Boolean!) {\n    toggleFollowUser(input: { id: $id, enabled: $enabled }) {\n      id\n      isFollower\n      isFollowee\n    }\n  }\n": types.ToggleFollowUserDocument,
    "\n  mutation ToggleBlockUser($id: ID!, $enabled: Boolean!) {\n    toggleBlockUser(input: { id: $id, enabled: $enabled }) {\n      id\n      isBlocking\n    }\n  }\n": types.ToggleBlockUserDocument,
    "\n  mutation ToggleBookmarkArticle($id: ID!, $enabled: Boolean!) {\n    toggleBookmarkArticle(input: { id: $id, enabled: $enabled }) {\n      id\n      bookmarked\n      bookmarkCount\n    }\n  }\n": types.ToggleBookmarkArticleDocument,
    "\n  mutation ToggleBookmarkTag($id: ID!, $enabled: Boolean!) {\n    toggleBookmarkTag(input: { id: $id, enabled: $enabled }) {\n      id\n      isFollower\n    }\n  }\n": types.ToggleBookmarkTagDocument,
    "\n  mutation AppreciateArticle($id: ID!, $amount: Int!) {\n    appreciateArticle(input: { id: $id, amount: $amount }) {\n      id\n      appreciationsReceivedTotal\n      appreciateLeft\n      hasAppreciate\n    }\n  }\n": types.AppreciateArticleDocument,
    "\n  mutation SubmitReport($targetId: ID!, $reason: ReportReason!) {\n    submitReport(input: { targetId: $targetId, reason: $reason }) {\n      id\n    }\n  }\n": types.SubmitReportDocument,
    "\n  query ViewerKind {\n    viewer {\n      id\n      status {\n        state\n      }\n    }\n  }\n": types.ViewerKindDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleFollowUser($id: ID!, $enabled: Boolean!) {\n    toggleFollowUser(input: { id: $id, enabled: $enabled }) {\n      id\n      isFollower\n      isFollowee\n    }\n  }\n"): typeof import('./graphql').ToggleFollowUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleBlockUser($id: ID!, $enabled: Boolean!) {\n    toggleBlockUser(input: { id: $id, enabled: $enabled }) {\n      id\n      isBlocking\n    }\n  }\n"): typeof import('./graphql').ToggleBlockUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleBookmarkArticle($id: ID!, $enabled: Boolean!) {\n    toggleBookmarkArticle(input: { id: $id, enabled: $enabled }) {\n      id\n      bookmarked\n      bookmarkCount\n    }\n  }\n"): typeof import('./graphql').ToggleBookmarkArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleBookmarkTag($id: ID!, $enabled: Boolean!) {\n    toggleBookmarkTag(input: { id: $id, enabled: $enabled }) {\n      id\n      isFollower\n    }\n  }\n"): typeof import('./graphql').ToggleBookmarkTagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppreciateArticle($id: ID!, $amount: Int!) {\n    appreciateArticle(input: { id: $id, amount: $amount }) {\n      id\n      appreciationsReceivedTotal\n      appreciateLeft\n      hasAppreciate\n    }\n  }\n"): typeof import('./graphql').AppreciateArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitReport($targetId: ID!, $reason: ReportReason!) {\n    submitReport(input: { targetId: $targetId, reason: $reason }) {\n      id\n    }\n  }\n"): typeof import('./graphql').SubmitReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerKind {\n    viewer {\n      id\n      status {\n        state\n      }\n    }\n  }\n"): typeof import('./graphql').ViewerKindDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
