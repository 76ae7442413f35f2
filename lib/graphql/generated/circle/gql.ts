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
    "\n  mutation PutCircle($input: PutCircleInput!) {\n    putCircle(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.PutCircleDocument,
    "\n  mutation CircleImageUpload($input: SingleFileUploadInput!) {\n    singleFileUpload(input: $input) {\n      id\n      path\n    }\n  }\n": typeof types.CircleImageUploadDocument,
    "\n  mutation ToggleFollowCircle($id: ID!, $enabled: Boolean!) {\n    toggleFollowCircle(input: { id: $id, enabled: $enabled }) {\n      id\n      isFollower\n    }\n  }\n": typeof types.ToggleFollowCircleDocument,
    "\n  query CircleSubscribeViewer {\n    viewer {\n      id\n      status {\n        hasPaymentPassword\n      }\n      wallet {\n        balance {\n          HKD\n        }\n      }\n    }\n  }\n": typeof types.CircleSubscribeViewerDocument,
    "\n  mutation SubscribeCircle($input: SubscribeCircleInput!) {\n    subscribeCircle(input: $input) {\n      client_secret\n      circle {\n        id\n        isMember\n      }\n    }\n  }\n": typeof types.SubscribeCircleDocument,
    "\n  mutation UnsubscribeCircle($id: ID!) {\n    unsubscribeCircle(input: { id: $id }) {\n      id\n      isMember\n      memberUntil\n    }\n  }\n": typeof types.UnsubscribeCircleDocument,
    "\n  query CircleInviteeByName($userName: String!) {\n    user(input: { userName: $userName, userNameCaseIgnore: true }) {\n      id\n    }\n  }\n": typeof types.CircleInviteeByNameDocument,
    "\n  mutation InviteCircle($input: InviteCircleInput!) {\n    invite(input: $input) {\n      id\n      state\n    }\n  }\n": typeof types.InviteCircleDocument,
};
const documents: Documents = {
    "\n  mutation PutCircle($input: PutCircleInput!) {\n    putCircle(input: $input) {\n      id\n      name\n    }\n  }\n": types.PutCircleDocument,
    "\n  mutation CircleImageUpload($input: SingleFileUploadInput!) {\n    singleFileUpload(input: $input) {\n      id\n      path\n    }\n  }\n": types.CircleImageUploadDocument,
    "\n  mutation ToggleFollowCircle($id: ID!, $enabled: Boolean!) {\n    toggleFollowCircle(input: { id: $id, enabled: $enabled }) {\n      id\n      isFollower\n    }\n  }\n": types.ToggleFollowCircleDocument,
    "\n  query CircleSubscribeViewer {\n    viewer {\n      id\n      status {\n        hasPaymentPassword\n      }\n      wallet {\n        balance {\n          HKD\n        }\n      }\n    }\n  }\n": types.CircleSubscribeViewerDocument,
    "\n  mutation SubscribeCircle($input: SubscribeCircleInput!) {\n    subscribeCircle(input: $input) {\n      client_secret\n      circle {\n        id\n        isMember\n      }\n    }\n  }\n": types.SubscribeCircleDocument,
    "\n  mutation UnsubscribeCircle($id: ID!) {\n    unsubscribeCircle(input: { id: $id }) {\n      id\n      isMember\n      memberUntil\n    }\n  }\n": types.UnsubscribeCircleDocument,
    "\n  query CircleInviteeByName($userName: String!) {\n    user(input: { userName: $userName, userNameCaseIgnore: true }) {\n      id\n    }\n  }\n": types.CircleInviteeByNameDocument,
    "\n  mutation InviteCircle($input: InviteCircleInput!) {\n    invite(input: $input) {\n      id\n      state\n    }\n  }\n": types.InviteCircleDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PutCircle($input: PutCircleInput!) {\n    putCircle(input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').PutCircleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CircleImageUpload($input: SingleFileUploadInput!) {\n    singleFileUpload(input: $input) {\n      id\n      path\n    }\n  }\n"): typeof import('./graphql').CircleImageUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleFollowCircle($id: ID!, $enabled: Boolean!) {\n    toggleFollowCircle(input: { id: $id, enabled: $enabled }) {\n      id\n      isFollower\n    }\n  }\n"): typeof import('./graphql').ToggleFollowCircleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CircleSubscribeViewer {\n    viewer {\n      id\n      status {\n        hasPaymentPassword\n      }\n      wallet {\n        balance {\n          HKD\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CircleSubscribeViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeCircle($input: SubscribeCircleInput!) {\n    subscribeCircle(input: $input) {\n      client_secret\n      circle {\n        id\n        isMember\n      }\n    }\n  }\n"): typeof import('./graphql').SubscribeCircleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeCircle($id: ID!) {\n    unsubscribeCircle(input: { id: $id }) {\n      id\n      isMember\n      memberUntil\n    }\n  }\n"): typeof import('./graphql').UnsubscribeCircleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CircleInviteeByName($userName: String!) {\n    user(input: { userName: $userName, userNameCaseIgnore: true }) {\n      id\n    }\n  }\n"): typeof import('./graphql').CircleInviteeByNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteCircle($input: InviteCircleInput!) {\n    invite(input: $input) {\n      id\n      state\n    }\n  }\n"): typeof import('./graphql').InviteCircleDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
