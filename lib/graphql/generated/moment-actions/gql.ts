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
    "\n  query MomentViewerState($ids: [ID!]!) {\n    viewer {\n      id\n    }\n    nodes(input: { ids: $ids }) {\n      __typename\n      id\n      ... on Moment {\n        liked\n        likeCount\n      }\n    }\n  }\n": typeof types.MomentViewerStateDocument,
    "\n  mutation LikeMoment($id: ID!) {\n    likeMoment(input: { id: $id }) {\n      id\n      liked\n      likeCount\n    }\n  }\n": typeof types.LikeMomentDocument,
    "\n  mutation UnlikeMoment($id: ID!) {\n    unlikeMoment(input: { id: $id }) {\n      id\n      liked\n      likeCount\n    }\n  }\n": typeof types.UnlikeMomentDocument,
    "\n  mutation DeleteMoment($id: ID!) {\n    deleteMoment(input: { id: $id }) {\n      id\n      state\n    }\n  }\n": typeof types.DeleteMomentDocument,
};
const documents: Documents = {
    "\n  query MomentViewerState($ids: [ID!]!) {\n    viewer {\n      id\n    }\n    nodes(input: { ids: $ids }) {\n      __typename\n      id\n      ... on Moment {\n        liked\n        likeCount\n      }\n    }\n  }\n": types.MomentViewerStateDocument,
    "\n  mutation LikeMoment($id: ID!) {\n    likeMoment(input: { id: $id }) {\n      id\n      liked\n      likeCount\n    }\n  }\n": types.LikeMomentDocument,
    "\n  mutation UnlikeMoment($id: ID!) {\n    unlikeMoment(input: { id: $id }) {\n      id\n      liked\n      likeCount\n    }\n  }\n": types.UnlikeMomentDocument,
    "\n  mutation DeleteMoment($id: ID!) {\n    deleteMoment(input: { id: $id }) {\n      id\n      state\n    }\n  }\n": types.DeleteMomentDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MomentViewerState($ids: [ID!]!) {\n    viewer {\n      id\n    }\n    nodes(input: { ids: $ids }) {\n      __typename\n      id\n      ... on Moment {\n        liked\n        likeCount\n      }\n    }\n  }\n"): typeof import('./graphql').MomentViewerStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeMoment($id: ID!) {\n    likeMoment(input: { id: $id }) {\n      id\n      liked\n      likeCount\n    }\n  }\n"): typeof import('./graphql').LikeMomentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlikeMoment($id: ID!) {\n    unlikeMoment(input: { id: $id }) {\n      id\n      liked\n      likeCount\n    }\n  }\n"): typeof import('./graphql').UnlikeMomentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMoment($id: ID!) {\n    deleteMoment(input: { id: $id }) {\n      id\n      state\n    }\n  }\n"): typeof import('./graphql').DeleteMomentDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
