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
    "\n  mutation ToggleFeaturedEntry($campaign: ID!, $article: ID!, $enabled: Boolean!) {\n    toggleWritingChallengeFeaturedArticles(input: { campaign: $campaign, articles: [$article], enabled: $enabled }) {\n      id\n    }\n  }\n": typeof types.ToggleFeaturedEntryDocument,
    "\n  mutation BanEntry($campaign: ID!, $article: ID!) {\n    banCampaignArticles(input: { campaign: $campaign, articles: [$article] }) {\n      id\n    }\n  }\n": typeof types.BanEntryDocument,
    "\n  mutation PutQuote($articleId: ID!, $content: String!) {\n    putQuote(input: { articleId: $articleId, content: $content }) {\n      id\n    }\n  }\n": typeof types.PutQuoteDocument,
    "\n  mutation DeleteQuote($id: ID!) {\n    deleteQuote(input: { id: $id })\n  }\n": typeof types.DeleteQuoteDocument,
};
const documents: Documents = {
    "\n  mutation ToggleFeaturedEntry($campaign: ID!, $article: ID!, $enabled: Boolean!) {\n    toggleWritingChallengeFeaturedArticles(input: { campaign: $campaign, articles: [$article], enabled: $enabled }) {\n      id\n    }\n  }\n": types.ToggleFeaturedEntryDocument,
    "\n  mutation BanEntry($campaign: ID!, $article: ID!) {\n    banCampaignArticles(input: { campaign: $campaign, articles: [$article] }) {\n      id\n    }\n  }\n": types.BanEntryDocument,
    "\n  mutation PutQuote($articleId: ID!, $content: String!) {\n    putQuote(input: { articleId: $articleId, content: $content }) {\n      id\n    }\n  }\n": types.PutQuoteDocument,
    "\n  mutation DeleteQuote($id: ID!) {\n    deleteQuote(input: { id: $id })\n  }\n": types.DeleteQuoteDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleFeaturedEntry($campaign: ID!, $article: ID!, $enabled: Boolean!) {\n    toggleWritingChallengeFeaturedArticles(input: { campaign: $campaign, articles: [$article], enabled: $enabled }) {\n      id\n    }\n  }\n"): typeof import('./graphql').ToggleFeaturedEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BanEntry($campaign: ID!, $article: ID!) {\n    banCampaignArticles(input: { campaign: $campaign, articles: [$article] }) {\n      id\n    }\n  }\n"): typeof import('./graphql').BanEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PutQuote($articleId: ID!, $content: String!) {\n    putQuote(input: { articleId: $articleId, content: $content }) {\n      id\n    }\n  }\n"): typeof import('./graphql').PutQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteQuote($id: ID!) {\n    deleteQuote(input: { id: $id })\n  }\n"): typeof import('./graphql').DeleteQuoteDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
