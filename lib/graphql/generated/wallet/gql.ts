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
    "\n  mutation SetPaymentPassword($password: String!) {\n    updateUserInfo(input: { paymentPassword: $password }) {\n      id\n      status {\n        hasPaymentPassword\n      }\n    }\n  }\n": typeof types.SetPaymentPasswordDocument,
    "\n  mutation SendPaymentPasswordCode($email: String!, $language: UserLanguage) {\n    sendVerificationCode(input: { email: $email, type: payment_password_reset, language: $language })\n  }\n": typeof types.SendPaymentPasswordCodeDocument,
    "\n  mutation ConfirmPaymentPasswordCode($email: String!, $code: String!) {\n    confirmVerificationCode(input: { email: $email, type: payment_password_reset, code: $code })\n  }\n": typeof types.ConfirmPaymentPasswordCodeDocument,
    "\n  mutation ResetPaymentPassword($password: String!, $codeId: ID!) {\n    resetPassword(input: { password: $password, codeId: $codeId, type: payment })\n  }\n": typeof types.ResetPaymentPasswordDocument,
};
const documents: Documents = {
    "\n  mutation SetPaymentPassword($password: String!) {\n    updateUserInfo(input: { paymentPassword: $password }) {\n      id\n      status {\n        hasPaymentPassword\n      }\n    }\n  }\n": types.SetPaymentPasswordDocument,
    "\n  mutation SendPaymentPasswordCode($email: String!, $language: UserLanguage) {\n    sendVerificationCode(input: { email: $email, type: payment_password_reset, language: $language })\n  }\n": types.SendPaymentPasswordCodeDocument,
    "\n  mutation ConfirmPaymentPasswordCode($email: String!, $code: String!) {\n    confirmVerificationCode(input: { email: $email, type: payment_password_reset, code: $code })\n  }\n": types.ConfirmPaymentPasswordCodeDocument,
    "\n  mutation ResetPaymentPassword($password: String!, $codeId: ID!) {\n    resetPassword(input: { password: $password, codeId: $codeId, type: payment })\n  }\n": types.ResetPaymentPasswordDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPaymentPassword($password: String!) {\n    updateUserInfo(input: { paymentPassword: $password }) {\n      id\n      status {\n        hasPaymentPassword\n      }\n    }\n  }\n"): typeof import('./graphql').SetPaymentPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPaymentPasswordCode($email: String!, $language: UserLanguage) {\n    sendVerificationCode(input: { email: $email, type: payment_password_reset, language: $language })\n  }\n"): typeof import('./graphql').SendPaymentPasswordCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPaymentPasswordCode($email: String!, $code: String!) {\n    confirmVerificationCode(input: { email: $email, type: payment_password_reset, code: $code })\n  }\n"): typeof import('./graphql').ConfirmPaymentPasswordCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPaymentPassword($password: String!, $codeId: ID!) {\n    resetPassword(input: { password: $password, codeId: $codeId, type: payment })\n  }\n"): typeof import('./graphql').ResetPaymentPasswordDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
