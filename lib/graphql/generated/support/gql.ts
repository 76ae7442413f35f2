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
    "\n  query SupportViewer {\n    viewer {\n      id\n      status {\n        hasPaymentPassword\n      }\n    }\n  }\n": typeof types.SupportViewerDocument,
    "\n  mutation SetPaymentPassword($password: String!) {\n    updateUserInfo(input: { paymentPassword: $password }) {\n      id\n      status {\n        hasPaymentPassword\n      }\n    }\n  }\n": typeof types.SetPaymentPasswordDocument,
    "\n  mutation Support($input: PayToInput!) {\n    payTo(input: $input) {\n      transaction {\n        id\n        amount\n        currency\n        state\n      }\n    }\n  }\n": typeof types.SupportDocument,
    "\n  query SupportReply($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      replyToDonator\n    }\n  }\n": typeof types.SupportReplyDocument,
};
const documents: Documents = {
    "\n  query SupportViewer {\n    viewer {\n      id\n      status {\n        hasPaymentPassword\n      }\n    }\n  }\n": types.SupportViewerDocument,
    "\n  mutation SetPaymentPassword($password: String!) {\n    updateUserInfo(input: { paymentPassword: $password }) {\n      id\n      status {\n        hasPaymentPassword\n      }\n    }\n  }\n": types.SetPaymentPasswordDocument,
    "\n  mutation Support($input: PayToInput!) {\n    payTo(input: $input) {\n      transaction {\n        id\n        amount\n        currency\n        state\n      }\n    }\n  }\n": types.SupportDocument,
    "\n  query SupportReply($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      replyToDonator\n    }\n  }\n": types.SupportReplyDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportViewer {\n    viewer {\n      id\n      status {\n        hasPaymentPassword\n      }\n    }\n  }\n"): typeof import('./graphql').SupportViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPaymentPassword($password: String!) {\n    updateUserInfo(input: { paymentPassword: $password }) {\n      id\n      status {\n        hasPaymentPassword\n      }\n    }\n  }\n"): typeof import('./graphql').SetPaymentPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Support($input: PayToInput!) {\n    payTo(input: $input) {\n      transaction {\n        id\n        amount\n        currency\n        state\n      }\n    }\n  }\n"): typeof import('./graphql').SupportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportReply($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      replyToDonator\n    }\n  }\n"): typeof import('./graphql').SupportReplyDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
