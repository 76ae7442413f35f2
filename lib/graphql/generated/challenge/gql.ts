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
    "\n  mutation ApplyCampaign($id: ID!) {\n    applyCampaign(input: { id: $id }) {\n      id\n      ... on WritingChallenge {\n        application {\n          state\n        }\n      }\n    }\n  }\n": typeof types.ApplyCampaignDocument,
    "\n  mutation PutStageDraft($campaign: ID!, $stage: ID) {\n    putDraft(input: { campaigns: [{ campaign: $campaign, stage: $stage }] }) {\n      id\n    }\n  }\n": typeof types.PutStageDraftDocument,
};
const documents: Documents = {
    "\n  mutation ApplyCampaign($id: ID!) {\n    applyCampaign(input: { id: $id }) {\n      id\n      ... on WritingChallenge {\n        application {\n          state\n        }\n      }\n    }\n  }\n": types.ApplyCampaignDocument,
    "\n  mutation PutStageDraft($campaign: ID!, $stage: ID) {\n    putDraft(input: { campaigns: [{ campaign: $campaign, stage: $stage }] }) {\n      id\n    }\n  }\n": types.PutStageDraftDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyCampaign($id: ID!) {\n    applyCampaign(input: { id: $id }) {\n      id\n      ... on WritingChallenge {\n        application {\n          state\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ApplyCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PutStageDraft($campaign: ID!, $stage: ID) {\n    putDraft(input: { campaigns: [{ campaign: $campaign, stage: $stage }] }) {\n      id\n    }\n  }\n"): typeof import('./graphql').PutStageDraftDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
