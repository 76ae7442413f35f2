/* eslint-disable */
import * as types from './graphql.ts';



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
    "\n  query BenchFirstRenderPages($articles: Int, $tags: Int) {\n    viewer {\n      recommendation {\n        newest(input: { first: $articles }) {\n          edges {\n            node {\n              shortHash\n            }\n          }\n        }\n        tags(input: { first: $tags }) {\n          edges {\n            node {\n              id\n              slug\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.BenchFirstRenderPagesDocument,
    "\n  query BenchNewestArticle {\n    viewer {\n      recommendation {\n        newest(input: { first: 1 }) {\n          edges {\n            node {\n              shortHash\n              tags {\n                id\n                slug\n                numArticles\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.BenchNewestArticleDocument,
    "\n  query QueryLimitsNewestIds {\n    viewer {\n      recommendation {\n        newest(input: { first: 50 }) {\n          edges {\n            node {\n              id\n              commentCount\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.QueryLimitsNewestIdsDocument,
    "\n  query TagFeed($id: ID!, $sortBy: TagArticlesSortBy!, $after: String) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        content\n        numArticles\n        articles(input: { sortBy: $sortBy, first: 20, after: $after }) {\n          edges {\n            node {\n              id\n              shortHash\n              title\n              summary\n              createdAt\n              author {\n                userName\n                displayName\n              }\n            }\n          }\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n        }\n      }\n    }\n  }\n": typeof types.TagFeedDocument,
    "\n  query TagList($after: String) {\n    viewer {\n      recommendation {\n        tags(input: { first: 30, after: $after }) {\n          edges {\n            node {\n              id\n              content\n              slug\n              numArticles\n            }\n          }\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n        }\n      }\n    }\n  }\n": typeof types.TagListDocument,
};
const documents: Documents = {
    "\n  query BenchFirstRenderPages($articles: Int, $tags: Int) {\n    viewer {\n      recommendation {\n        newest(input: { first: $articles }) {\n          edges {\n            node {\n              shortHash\n            }\n          }\n        }\n        tags(input: { first: $tags }) {\n          edges {\n            node {\n              id\n              slug\n            }\n          }\n        }\n      }\n    }\n  }\n": types.BenchFirstRenderPagesDocument,
    "\n  query BenchNewestArticle {\n    viewer {\n      recommendation {\n        newest(input: { first: 1 }) {\n          edges {\n            node {\n              shortHash\n              tags {\n                id\n                slug\n                numArticles\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.BenchNewestArticleDocument,
    "\n  query QueryLimitsNewestIds {\n    viewer {\n      recommendation {\n        newest(input: { first: 50 }) {\n          edges {\n            node {\n              id\n              commentCount\n            }\n          }\n        }\n      }\n    }\n  }\n": types.QueryLimitsNewestIdsDocument,
    "\n  query TagFeed($id: ID!, $sortBy: TagArticlesSortBy!, $after: String) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        content\n        numArticles\n        articles(input: { sortBy: $sortBy, first: 20, after: $after }) {\n          edges {\n            node {\n              id\n              shortHash\n              title\n              summary\n              createdAt\n              author {\n                userName\n                displayName\n              }\n            }\n          }\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n        }\n      }\n    }\n  }\n": types.TagFeedDocument,
    "\n  query TagList($after: String) {\n    viewer {\n      recommendation {\n        tags(input: { first: 30, after: $after }) {\n          edges {\n            node {\n              id\n              content\n              slug\n              numArticles\n            }\n          }\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n        }\n      }\n    }\n  }\n": types.TagListDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BenchFirstRenderPages($articles: Int, $tags: Int) {\n    viewer {\n      recommendation {\n        newest(input: { first: $articles }) {\n          edges {\n            node {\n              shortHash\n            }\n          }\n        }\n        tags(input: { first: $tags }) {\n          edges {\n            node {\n              id\n              slug\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').BenchFirstRenderPagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BenchNewestArticle {\n    viewer {\n      recommendation {\n        newest(input: { first: 1 }) {\n          edges {\n            node {\n              shortHash\n              tags {\n                id\n                slug\n                numArticles\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').BenchNewestArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueryLimitsNewestIds {\n    viewer {\n      recommendation {\n        newest(input: { first: 50 }) {\n          edges {\n            node {\n              id\n              commentCount\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').QueryLimitsNewestIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagFeed($id: ID!, $sortBy: TagArticlesSortBy!, $after: String) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        content\n        numArticles\n        articles(input: { sortBy: $sortBy, first: 20, after: $after }) {\n          edges {\n            node {\n              id\n              shortHash\n              title\n              summary\n              createdAt\n              author {\n                userName\n                displayName\n              }\n            }\n          }\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').TagFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagList($after: String) {\n    viewer {\n      recommendation {\n        tags(input: { first: 30, after: $after }) {\n          edges {\n            node {\n              id\n              content\n              slug\n              numArticles\n            }\n          }\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').TagListDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
