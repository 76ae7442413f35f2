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
    "\n  mutation SendVerificationCode($email: String!, $type: VerificationCodeType!, $language: UserLanguage) {\n    sendVerificationCode(input: { email: $email, type: $type, language: $language })\n  }\n": typeof types.SendVerificationCodeDocument,
    "\n  mutation EmailLogin($email: String!, $passwordOrCode: String!, $language: UserLanguage, $referralCode: String) {\n    emailLogin(\n      input: { email: $email, passwordOrCode: $passwordOrCode, language: $language, referralCode: $referralCode }\n    ) {\n      auth\n      type\n      user {\n        id\n        userName\n      }\n    }\n  }\n": typeof types.EmailLoginDocument,
    "\n  query UserNameOwner($userName: String!) {\n    user(input: { userName: $userName }) {\n      id\n    }\n  }\n": typeof types.UserNameOwnerDocument,
    "\n  mutation SetUserName($userName: String!) {\n    setUserName(input: { userName: $userName }) {\n      id\n      userName\n    }\n  }\n": typeof types.SetUserNameDocument,
    "\n  query QuickResult($key: String!) {\n    users: search(input: { key: $key, type: User, quicksearch: true, first: 5 }) {\n      edges {\n        cursor\n        node {\n          __typename\n          id\n          ... on User {\n            userName\n            displayName\n            avatar\n          }\n        }\n      }\n    }\n    tags: search(input: { key: $key, type: Tag, quicksearch: true, first: 5 }) {\n      edges {\n        cursor\n        node {\n          __typename\n          id\n          ... on Tag {\n            content\n            slug\n            numArticles\n          }\n        }\n      }\n    }\n  }\n": typeof types.QuickResultDocument,
    "\n  query RecordSearch($key: String!) {\n    search(input: { key: $key, type: Article, first: 0, record: true }) {\n      pageInfo {\n        hasNextPage\n      }\n    }\n  }\n": typeof types.RecordSearchDocument,
    "\n  mutation ClearSearchHistory {\n    clearSearchHistory\n  }\n": typeof types.ClearSearchHistoryDocument,
    "\n  mutation GenerateSocialLoginUrl($type: SocialAccountType!, $purpose: SocialLoginPurpose!) {\n    generateSocialLoginUrl(input: { type: $type, purpose: $purpose })\n  }\n": typeof types.GenerateSocialLoginUrlDocument,
    "\n  mutation SocialLogin(\n    $type: SocialAccountType!\n    $code: String!\n    $state: String!\n    $language: UserLanguage\n    $referralCode: String\n  ) {\n    socialLogin(\n      input: {\n        type: $type\n        authorizationCode: $code\n        state: $state\n        language: $language\n        referralCode: $referralCode\n      }\n    ) {\n      type\n    }\n  }\n": typeof types.SocialLoginDocument,
    "\n  mutation AddSocialLogin($type: SocialAccountType!, $code: String!, $state: String!) {\n    addSocialLogin(input: { type: $type, authorizationCode: $code, state: $state }) {\n      id\n    }\n  }\n": typeof types.AddSocialLoginDocument,
    "\n  mutation RemoveSocialLogin($type: SocialAccountType!) {\n    removeSocialLogin(input: { type: $type }) {\n      id\n    }\n  }\n": typeof types.RemoveSocialLoginDocument,
    "\n  mutation GenerateLikerIdUrl {\n    generateLikerIdUrl\n  }\n": typeof types.GenerateLikerIdUrlDocument,
    "\n  mutation LinkLikerId($code: String!, $state: String!) {\n    linkLikerId(input: { authorizationCode: $code, state: $state }) {\n      id\n    }\n  }\n": typeof types.LinkLikerIdDocument,
    "\n  query UnreadNoticeCount {\n    viewer {\n      id\n      status {\n        unreadNoticeCount\n      }\n    }\n  }\n": typeof types.UnreadNoticeCountDocument,
    "\n  mutation UpdateLanguage($language: UserLanguage!) {\n    updateUserInfo(input: { language: $language }) {\n      id\n      settings {\n        language\n      }\n    }\n  }\n": typeof types.UpdateLanguageDocument,
    "\n  mutation UserLogout {\n    userLogout\n  }\n": typeof types.UserLogoutDocument,
};
const documents: Documents = {
    "\n  mutation SendVerificationCode($email: String!, $type: VerificationCodeType!, $language: UserLanguage) {\n    sendVerificationCode(input: { email: $email, type: $type, language: $language })\n  }\n": types.SendVerificationCodeDocument,
    "\n  mutation EmailLogin($email: String!, $passwordOrCode: String!, $language: UserLanguage, $referralCode: String) {\n    emailLogin(\n      input: { email: $email, passwordOrCode: $passwordOrCode, language: $language, referralCode: $referralCode }\n    ) {\n      auth\n      type\n      user {\n        id\n        userName\n      }\n    }\n  }\n": types.EmailLoginDocument,
    "\n  query UserNameOwner($userName: String!) {\n    user(input: { userName: $userName }) {\n      id\n    }\n  }\n": types.UserNameOwnerDocument,
    "\n  mutation SetUserName($userName: String!) {\n    setUserName(input: { userName: $userName }) {\n      id\n      userName\n    }\n  }\n": types.SetUserNameDocument,
    "\n  query QuickResult($key: String!) {\n    users: search(input: { key: $key, type: User, quicksearch: true, first: 5 }) {\n      edges {\n        cursor\n        node {\n          __typename\n          id\n          ... on User {\n            userName\n            displayName\n            avatar\n          }\n        }\n      }\n    }\n    tags: search(input: { key: $key, type: Tag, quicksearch: true, first: 5 }) {\n      edges {\n        cursor\n        node {\n          __typename\n          id\n          ... on Tag {\n            content\n            slug\n            numArticles\n          }\n        }\n      }\n    }\n  }\n": types.QuickResultDocument,
    "\n  query RecordSearch($key: String!) {\n    search(input: { key: $key, type: Article, first: 0, record: true }) {\n      pageInfo {\n        hasNextPage\n      }\n    }\n  }\n": types.RecordSearchDocument,
    "\n  mutation ClearSearchHistory {\n    clearSearchHistory\n  }\n": types.ClearSearchHistoryDocument,
    "\n  mutation GenerateSocialLoginUrl($type: SocialAccountType!, $purpose: SocialLoginPurpose!) {\n    generateSocialLoginUrl(input: { type: $type, purpose: $purpose })\n  }\n": types.GenerateSocialLoginUrlDocument,
    "\n  mutation SocialLogin(\n    $type: SocialAccountType!\n    $code: String!\n    $state: String!\n    $language: UserLanguage\n    $referralCode: String\n  ) {\n    socialLogin(\n      input: {\n        type: $type\n        authorizationCode: $code\n        state: $state\n        language: $language\n        referralCode: $referralCode\n      }\n    ) {\n      type\n    }\n  }\n": types.SocialLoginDocument,
    "\n  mutation AddSocialLogin($type: SocialAccountType!, $code: String!, $state: String!) {\n    addSocialLogin(input: { type: $type, authorizationCode: $code, state: $state }) {\n      id\n    }\n  }\n": types.AddSocialLoginDocument,
    "\n  mutation RemoveSocialLogin($type: SocialAccountType!) {\n    removeSocialLogin(input: { type: $type }) {\n      id\n    }\n  }\n": types.RemoveSocialLoginDocument,
    "\n  mutation GenerateLikerIdUrl {\n    generateLikerIdUrl\n  }\n": types.GenerateLikerIdUrlDocument,
    "\n  mutation LinkLikerId($code: String!, $state: String!) {\n    linkLikerId(input: { authorizationCode: $code, state: $state }) {\n      id\n    }\n  }\n": types.LinkLikerIdDocument,
    "\n  query UnreadNoticeCount {\n    viewer {\n      id\n      status {\n        unreadNoticeCount\n      }\n    }\n  }\n": types.UnreadNoticeCountDocument,
    "\n  mutation UpdateLanguage($language: UserLanguage!) {\n    updateUserInfo(input: { language: $language }) {\n      id\n      settings {\n        language\n      }\n    }\n  }\n": types.UpdateLanguageDocument,
    "\n  mutation UserLogout {\n    userLogout\n  }\n": types.UserLogoutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendVerificationCode($email: String!, $type: VerificationCodeType!, $language: UserLanguage) {\n    sendVerificationCode(input: { email: $email, type: $type, language: $language })\n  }\n"): typeof import('./graphql').SendVerificationCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailLogin($email: String!, $passwordOrCode: String!, $language: UserLanguage, $referralCode: String) {\n    emailLogin(\n      input: { email: $email, passwordOrCode: $passwordOrCode, language: $language, referralCode: $referralCode }\n    ) {\n      auth\n      type\n      user {\n        id\n        userName\n      }\n    }\n  }\n"): typeof import('./graphql').EmailLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserNameOwner($userName: String!) {\n    user(input: { userName: $userName }) {\n      id\n    }\n  }\n"): typeof import('./graphql').UserNameOwnerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserName($userName: String!) {\n    setUserName(input: { userName: $userName }) {\n      id\n      userName\n    }\n  }\n"): typeof import('./graphql').SetUserNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuickResult($key: String!) {\n    users: search(input: { key: $key, type: User, quicksearch: true, first: 5 }) {\n      edges {\n        cursor\n        node {\n          __typename\n          id\n          ... on User {\n            userName\n            displayName\n            avatar\n          }\n        }\n      }\n    }\n    tags: search(input: { key: $key, type: Tag, quicksearch: true, first: 5 }) {\n      edges {\n        cursor\n        node {\n          __typename\n          id\n          ... on Tag {\n            content\n            slug\n            numArticles\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').QuickResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordSearch($key: String!) {\n    search(input: { key: $key, type: Article, first: 0, record: true }) {\n      pageInfo {\n        hasNextPage\n      }\n    }\n  }\n"): typeof import('./graphql').RecordSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearSearchHistory {\n    clearSearchHistory\n  }\n"): typeof import('./graphql').ClearSearchHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateSocialLoginUrl($type: SocialAccountType!, $purpose: SocialLoginPurpose!) {\n    generateSocialLoginUrl(input: { type: $type, purpose: $purpose })\n  }\n"): typeof import('./graphql').GenerateSocialLoginUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SocialLogin(\n    $type: SocialAccountType!\n    $code: String!\n    $state: String!\n    $language: UserLanguage\n    $referralCode: String\n  ) {\n    socialLogin(\n      input: {\n        type: $type\n        authorizationCode: $code\n        state: $state\n        language: $language\n        referralCode: $referralCode\n      }\n    ) {\n      type\n    }\n  }\n"): typeof import('./graphql').SocialLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSocialLogin($type: SocialAccountType!, $code: String!, $state: String!) {\n    addSocialLogin(input: { type: $type, authorizationCode: $code, state: $state }) {\n      id\n    }\n  }\n"): typeof import('./graphql').AddSocialLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSocialLogin($type: SocialAccountType!) {\n    removeSocialLogin(input: { type: $type }) {\n      id\n    }\n  }\n"): typeof import('./graphql').RemoveSocialLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateLikerIdUrl {\n    generateLikerIdUrl\n  }\n"): typeof import('./graphql').GenerateLikerIdUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkLikerId($code: String!, $state: String!) {\n    linkLikerId(input: { authorizationCode: $code, state: $state }) {\n      id\n    }\n  }\n"): typeof import('./graphql').LinkLikerIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNoticeCount {\n    viewer {\n      id\n      status {\n        unreadNoticeCount\n      }\n    }\n  }\n"): typeof import('./graphql').UnreadNoticeCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLanguage($language: UserLanguage!) {\n    updateUserInfo(input: { language: $language }) {\n      id\n      settings {\n        language\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateLanguageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserLogout {\n    userLogout\n  }\n"): typeof import('./graphql').UserLogoutDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
