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
    "\n  mutation PostMoment($input: PutMomentInput!) {\n    putMoment(input: $input) {\n      id\n      shortHash\n    }\n  }\n": typeof types.PostMomentDocument,
    "\n  mutation UploadMomentImage($input: SingleFileUploadInput!) {\n    singleFileUpload(input: $input) {\n      id\n      path\n    }\n  }\n": typeof types.UploadMomentImageDocument,
    "\n  query MomentTagSuggestions($key: String!) {\n    search(input: { key: $key, type: Tag, quicksearch: true, first: 5 }) {\n      edges {\n        node {\n          __typename\n          id\n          ... on Tag {\n            content\n            numArticles\n          }\n        }\n      }\n    }\n  }\n": typeof types.MomentTagSuggestionsDocument,
    "\n  query MomentArticleSuggestions($key: String!) {\n    search(input: { key: $key, type: Article, first: 5 }) {\n      edges {\n        node {\n          __typename\n          id\n          ... on Article {\n            shortHash\n            title\n            author {\n              displayName\n              userName\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.MomentArticleSuggestionsDocument,
};
const documents: Documents = {
    "\n  mutation PostMoment($input: PutMomentInput!) {\n    putMoment(input: $input) {\n      id\n      shortHash\n    }\n  }\n": types.PostMomentDocument,
    "\n  mutation UploadMomentImage($input: SingleFileUploadInput!) {\n    singleFileUpload(input: $input) {\n      id\n      path\n    }\n  }\n": types.UploadMomentImageDocument,
    "\n  query MomentTagSuggestions($key: String!) {\n    search(input: { key: $key, type: Tag, quicksearch: true, first: 5 }) {\n      edges {\n        node {\n          __typename\n          id\n          ... on Tag {\n            content\n            numArticles\n          }\n        }\n      }\n    }\n  }\n": types.MomentTagSuggestionsDocument,
    "\n  query MomentArticleSuggestions($key: String!) {\n    search(input: { key: $key, type: Article, first: 5 }) {\n      edges {\n        node {\n          __typename\n          id\n          ... on Article {\n            shortHash\n            title\n            author {\n              displayName\n              userName\n            }\n          }\n        }\n      }\n    }\n  }\n": types.MomentArticleSuggestionsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PostMoment($input: PutMomentInput!) {\n    putMoment(input: $input) {\n      id\n      shortHash\n    }\n  }\n"): typeof import('./graphql').PostMomentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadMomentImage($input: SingleFileUploadInput!) {\n    singleFileUpload(input: $input) {\n      id\n      path\n    }\n  }\n"): typeof import('./graphql').UploadMomentImageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MomentTagSuggestions($key: String!) {\n    search(input: { key: $key, type: Tag, quicksearch: true, first: 5 }) {\n      edges {\n        node {\n          __typename\n          id\n          ... on Tag {\n            content\n            numArticles\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MomentTagSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MomentArticleSuggestions($key: String!) {\n    search(input: { key: $key, type: Article, first: 5 }) {\n      edges {\n        node {\n          __typename\n          id\n          ... on Article {\n            shortHash\n            title\n            author {\n              displayName\n              userName\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MomentArticleSuggestionsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
