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
    "\n  mutation SetEmail($email: String!) {\n    setEmail(input: { email: $email }) {\n      id\n    }\n  }\n": typeof types.SetEmailDocument,
    "\n  mutation VerifyNewEmail($email: String!, $code: String!) {\n    verifyEmail(input: { email: $email, code: $code }) {\n      auth\n    }\n  }\n": typeof types.VerifyNewEmailDocument,
    "\n  mutation SendOwnCode($email: String!, $language: UserLanguage) {\n    sendVerificationCode(input: { email: $email, type: email_otp, language: $language })\n  }\n": typeof types.SendOwnCodeDocument,
    "\n  mutation ConfirmOwnCode($email: String!, $code: String!) {\n    confirmVerificationCode(input: { email: $email, type: email_otp, code: $code })\n  }\n": typeof types.ConfirmOwnCodeDocument,
    "\n  mutation ResetOwnPassword($password: String!, $codeId: ID!) {\n    resetPassword(input: { password: $password, codeId: $codeId, type: account })\n  }\n": typeof types.ResetOwnPasswordDocument,
    "\n  mutation SetFirstPassword($password: String!) {\n    setPassword(input: { password: $password }) {\n      id\n    }\n  }\n": typeof types.SetFirstPasswordDocument,
    "\n  mutation ChangeUserName($userName: String!) {\n    setUserName(input: { userName: $userName }) {\n      id\n      userName\n    }\n  }\n": typeof types.ChangeUserNameDocument,
    "\n  mutation SaveLanguage($language: UserLanguage!) {\n    updateUserInfo(input: { language: $language }) {\n      id\n      settings {\n        language\n      }\n    }\n  }\n": typeof types.SaveLanguageDocument,
    "\n  mutation SaveCurrency($currency: QuoteCurrency!) {\n    setCurrency(input: { currency: $currency }) {\n      id\n      settings {\n        currency\n      }\n    }\n  }\n": typeof types.SaveCurrencyDocument,
    "\n  mutation SaveFederationSetting($state: FederationAuthorSettingState!) {\n    setViewerFederationSetting(input: { state: $state }) {\n      state\n    }\n  }\n": typeof types.SaveFederationSettingDocument,
    "\n  mutation RevokeSession($id: ID!) {\n    revokeSession(input: { id: $id })\n  }\n": typeof types.RevokeSessionDocument,
    "\n  mutation SaveProfile($input: UpdateUserInfoInput!) {\n    updateUserInfo(input: $input) {\n      id\n      displayName\n      avatar\n      paymentPointer\n      info {\n        description\n        profileCover\n      }\n    }\n  }\n": typeof types.SaveProfileDocument,
    "\n  mutation ProfileImageUpload($input: SingleFileUploadInput!) {\n    singleFileUpload(input: $input) {\n      id\n      path\n    }\n  }\n": typeof types.ProfileImageUploadDocument,
    "\n  mutation RevokeAuthorizedApp($id: ID!) {\n    revokeOAuthAuthorization(input: { id: $id }) {\n      id\n    }\n  }\n": typeof types.RevokeAuthorizedAppDocument,
    "\n  mutation AuthorizeApp($input: OAuthAuthorizeInput!) {\n    authorizeOAuthClient(input: $input)\n  }\n": typeof types.AuthorizeAppDocument,
    "\n  mutation ApplyMomentFeed {\n    applyMomentFeed {\n      id\n      isMomentFeedApplied\n    }\n  }\n": typeof types.ApplyMomentFeedDocument,
};
const documents: Documents = {
    "\n  mutation SetEmail($email: String!) {\n    setEmail(input: { email: $email }) {\n      id\n    }\n  }\n": types.SetEmailDocument,
    "\n  mutation VerifyNewEmail($email: String!, $code: String!) {\n    verifyEmail(input: { email: $email, code: $code }) {\n      auth\n    }\n  }\n": types.VerifyNewEmailDocument,
    "\n  mutation SendOwnCode($email: String!, $language: UserLanguage) {\n    sendVerificationCode(input: { email: $email, type: email_otp, language: $language })\n  }\n": types.SendOwnCodeDocument,
    "\n  mutation ConfirmOwnCode($email: String!, $code: String!) {\n    confirmVerificationCode(input: { email: $email, type: email_otp, code: $code })\n  }\n": types.ConfirmOwnCodeDocument,
    "\n  mutation ResetOwnPassword($password: String!, $codeId: ID!) {\n    resetPassword(input: { password: $password, codeId: $codeId, type: account })\n  }\n": types.ResetOwnPasswordDocument,
    "\n  mutation SetFirstPassword($password: String!) {\n    setPassword(input: { password: $password }) {\n      id\n    }\n  }\n": types.SetFirstPasswordDocument,
    "\n  mutation ChangeUserName($userName: String!) {\n    setUserName(input: { userName: $userName }) {\n      id\n      userName\n    }\n  }\n": types.ChangeUserNameDocument,
    "\n  mutation SaveLanguage($language: UserLanguage!) {\n    updateUserInfo(input: { language: $language }) {\n      id\n      settings {\n        language\n      }\n    }\n  }\n": types.SaveLanguageDocument,
    "\n  mutation SaveCurrency($currency: QuoteCurrency!) {\n    setCurrency(input: { currency: $currency }) {\n      id\n      settings {\n        currency\n      }\n    }\n  }\n": types.SaveCurrencyDocument,
    "\n  mutation SaveFederationSetting($state: FederationAuthorSettingState!) {\n    setViewerFederationSetting(input: { state: $state }) {\n      state\n    }\n  }\n": types.SaveFederationSettingDocument,
    "\n  mutation RevokeSession($id: ID!) {\n    revokeSession(input: { id: $id })\n  }\n": types.RevokeSessionDocument,
    "\n  mutation SaveProfile($input: UpdateUserInfoInput!) {\n    updateUserInfo(input: $input) {\n      id\n      displayName\n      avatar\n      paymentPointer\n      info {\n        description\n        profileCover\n      }\n    }\n  }\n": types.SaveProfileDocument,
    "\n  mutation ProfileImageUpload($input: SingleFileUploadInput!) {\n    singleFileUpload(input: $input) {\n      id\n      path\n    }\n  }\n": types.ProfileImageUploadDocument,
    "\n  mutation RevokeAuthorizedApp($id: ID!) {\n    revokeOAuthAuthorization(input: { id: $id }) {\n      id\n    }\n  }\n": types.RevokeAuthorizedAppDocument,
    "\n  mutation AuthorizeApp($input: OAuthAuthorizeInput!) {\n    authorizeOAuthClient(input: $input)\n  }\n": types.AuthorizeAppDocument,
    "\n  mutation ApplyMomentFeed {\n    applyMomentFeed {\n      id\n      isMomentFeedApplied\n    }\n  }\n": types.ApplyMomentFeedDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetEmail($email: String!) {\n    setEmail(input: { email: $email }) {\n      id\n    }\n  }\n"): typeof import('./graphql').SetEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyNewEmail($email: String!, $code: String!) {\n    verifyEmail(input: { email: $email, code: $code }) {\n      auth\n    }\n  }\n"): typeof import('./graphql').VerifyNewEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendOwnCode($email: String!, $language: UserLanguage) {\n    sendVerificationCode(input: { email: $email, type: email_otp, language: $language })\n  }\n"): typeof import('./graphql').SendOwnCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmOwnCode($email: String!, $code: String!) {\n    confirmVerificationCode(input: { email: $email, type: email_otp, code: $code })\n  }\n"): typeof import('./graphql').ConfirmOwnCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetOwnPassword($password: String!, $codeId: ID!) {\n    resetPassword(input: { password: $password, codeId: $codeId, type: account })\n  }\n"): typeof import('./graphql').ResetOwnPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFirstPassword($password: String!) {\n    setPassword(input: { password: $password }) {\n      id\n    }\n  }\n"): typeof import('./graphql').SetFirstPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeUserName($userName: String!) {\n    setUserName(input: { userName: $userName }) {\n      id\n      userName\n    }\n  }\n"): typeof import('./graphql').ChangeUserNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLanguage($language: UserLanguage!) {\n    updateUserInfo(input: { language: $language }) {\n      id\n      settings {\n        language\n      }\n    }\n  }\n"): typeof import('./graphql').SaveLanguageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCurrency($currency: QuoteCurrency!) {\n    setCurrency(input: { currency: $currency }) {\n      id\n      settings {\n        currency\n      }\n    }\n  }\n"): typeof import('./graphql').SaveCurrencyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveFederationSetting($state: FederationAuthorSettingState!) {\n    setViewerFederationSetting(input: { state: $state }) {\n      state\n    }\n  }\n"): typeof import('./graphql').SaveFederationSettingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeSession($id: ID!) {\n    revokeSession(input: { id: $id })\n  }\n"): typeof import('./graphql').RevokeSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveProfile($input: UpdateUserInfoInput!) {\n    updateUserInfo(input: $input) {\n      id\n      displayName\n      avatar\n      paymentPointer\n      info {\n        description\n        profileCover\n      }\n    }\n  }\n"): typeof import('./graphql').SaveProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileImageUpload($input: SingleFileUploadInput!) {\n    singleFileUpload(input: $input) {\n      id\n      path\n    }\n  }\n"): typeof import('./graphql').ProfileImageUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeAuthorizedApp($id: ID!) {\n    revokeOAuthAuthorization(input: { id: $id }) {\n      id\n    }\n  }\n"): typeof import('./graphql').RevokeAuthorizedAppDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthorizeApp($input: OAuthAuthorizeInput!) {\n    authorizeOAuthClient(input: $input)\n  }\n"): typeof import('./graphql').AuthorizeAppDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyMomentFeed {\n    applyMomentFeed {\n      id\n      isMomentFeedApplied\n    }\n  }\n"): typeof import('./graphql').ApplyMomentFeedDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
