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
    "\n  mutation PutCollection($input: PutCollectionInput!) {\n    putCollection(input: $input) {\n      id\n      title\n      description\n      cover\n      pinned\n    }\n  }\n": typeof types.PutCollectionDocument,
    "\n  mutation DeleteCollections($ids: [ID!]!) {\n    deleteCollections(input: { ids: $ids })\n  }\n": typeof types.DeleteCollectionsDocument,
    "\n  mutation AddCollectionsArticles($collection: ID!, $articles: [ID!]!) {\n    addCollectionsArticles(input: { collections: [$collection], articles: $articles }) {\n      id\n    }\n  }\n": typeof types.AddCollectionsArticlesDocument,
    "\n  mutation DeleteCollectionArticles($collection: ID!, $articles: [ID!]!) {\n    deleteCollectionArticles(input: { collection: $collection, articles: $articles }) {\n      id\n    }\n  }\n": typeof types.DeleteCollectionArticlesDocument,
    "\n  mutation ReorderCollectionArticles($collection: ID!, $moves: [ReorderMoveInput!]!) {\n    reorderCollectionArticles(input: { collection: $collection, moves: $moves }) {\n      id\n    }\n  }\n": typeof types.ReorderCollectionArticlesDocument,
    "\n  mutation CollectionCoverUpload($input: SingleFileUploadInput!) {\n    singleFileUpload(input: $input) {\n      id\n      path\n    }\n  }\n": typeof types.CollectionCoverUploadDocument,
    "\n  query CollectionArticlesToArrange($id: ID!, $after: String) {\n    node(input: { id: $id }) {\n      ... on Collection {\n        id\n        articles(input: { first: 50, after: $after, reversed: false }) {\n          totalCount\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n          edges {\n            node {\n              id\n              title\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CollectionArticlesToArrangeDocument,
    "\n  query ArticlesToCollect($after: String) {\n    viewer {\n      id\n      articles(input: { first: 20, after: $after, filter: { state: active } }) {\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n        edges {\n          node {\n            id\n            title\n          }\n        }\n      }\n    }\n  }\n": typeof types.ArticlesToCollectDocument,
};
const documents: Documents = {
    "\n  mutation PutCollection($input: PutCollectionInput!) {\n    putCollection(input: $input) {\n      id\n      title\n      description\n      cover\n      pinned\n    }\n  }\n": types.PutCollectionDocument,
    "\n  mutation DeleteCollections($ids: [ID!]!) {\n    deleteCollections(input: { ids: $ids })\n  }\n": types.DeleteCollectionsDocument,
    "\n  mutation AddCollectionsArticles($collection: ID!, $articles: [ID!]!) {\n    addCollectionsArticles(input: { collections: [$collection], articles: $articles }) {\n      id\n    }\n  }\n": types.AddCollectionsArticlesDocument,
    "\n  mutation DeleteCollectionArticles($collection: ID!, $articles: [ID!]!) {\n    deleteCollectionArticles(input: { collection: $collection, articles: $articles }) {\n      id\n    }\n  }\n": types.DeleteCollectionArticlesDocument,
    "\n  mutation ReorderCollectionArticles($collection: ID!, $moves: [ReorderMoveInput!]!) {\n    reorderCollectionArticles(input: { collection: $collection, moves: $moves }) {\n      id\n    }\n  }\n": types.ReorderCollectionArticlesDocument,
    "\n  mutation CollectionCoverUpload($input: SingleFileUploadInput!) {\n    singleFileUpload(input: $input) {\n      id\n      path\n    }\n  }\n": types.CollectionCoverUploadDocument,
    "\n  query CollectionArticlesToArrange($id: ID!, $after: String) {\n    node(input: { id: $id }) {\n      ... on Collection {\n        id\n        articles(input: { first: 50, after: $after, reversed: false }) {\n          totalCount\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n          edges {\n            node {\n              id\n              title\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CollectionArticlesToArrangeDocument,
    "\n  query ArticlesToCollect($after: String) {\n    viewer {\n      id\n      articles(input: { first: 20, after: $after, filter: { state: active } }) {\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n        edges {\n          node {\n            id\n            title\n          }\n        }\n      }\n    }\n  }\n": types.ArticlesToCollectDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PutCollection($input: PutCollectionInput!) {\n    putCollection(input: $input) {\n      id\n      title\n      description\n      cover\n      pinned\n    }\n  }\n"): typeof import('./graphql').PutCollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCollections($ids: [ID!]!) {\n    deleteCollections(input: { ids: $ids })\n  }\n"): typeof import('./graphql').DeleteCollectionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCollectionsArticles($collection: ID!, $articles: [ID!]!) {\n    addCollectionsArticles(input: { collections: [$collection], articles: $articles }) {\n      id\n    }\n  }\n"): typeof import('./graphql').AddCollectionsArticlesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCollectionArticles($collection: ID!, $articles: [ID!]!) {\n    deleteCollectionArticles(input: { collection: $collection, articles: $articles }) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteCollectionArticlesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderCollectionArticles($collection: ID!, $moves: [ReorderMoveInput!]!) {\n    reorderCollectionArticles(input: { collection: $collection, moves: $moves }) {\n      id\n    }\n  }\n"): typeof import('./graphql').ReorderCollectionArticlesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CollectionCoverUpload($input: SingleFileUploadInput!) {\n    singleFileUpload(input: $input) {\n      id\n      path\n    }\n  }\n"): typeof import('./graphql').CollectionCoverUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CollectionArticlesToArrange($id: ID!, $after: String) {\n    node(input: { id: $id }) {\n      ... on Collection {\n        id\n        articles(input: { first: 50, after: $after, reversed: false }) {\n          totalCount\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n          edges {\n            node {\n              id\n              title\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CollectionArticlesToArrangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticlesToCollect($after: String) {\n    viewer {\n      id\n      articles(input: { first: 20, after: $after, filter: { state: active } }) {\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n        edges {\n          node {\n            id\n            title\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ArticlesToCollectDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
