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
    "\n  query ArticleVersions($shortHash: String!, $first: Int, $after: String) {\n    article(input: { shortHash: $shortHash }) {\n      versions(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            id\n            title\n            summary\n            dataHash\n            mediaHash\n            description\n            createdAt\n            contents {\n              html\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ArticleVersionsDocument,
    "\n  query GetRequestsRecent {\n    viewer {\n      activity {\n        recentSearches(input: { first: 10 }) {\n          edges {\n            node\n          }\n        }\n      }\n    }\n  }\n": typeof types.GetRequestsRecentDocument,
    "\n    query NodesUserPublic($n: String, $first: Int, $after: String) {\n      user(input: { userName: $n }) {\n        displayName\n        info {\n          description\n          badges {\n            type\n          }\n        }\n        followers(input: { first: 10 }) {\n          totalCount\n        }\n        following {\n          users(input: { first: $first, after: $after }) {\n            totalCount\n            edges {\n              cursor\n              node {\n                userName\n              }\n            }\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n          }\n        }\n      }\n    }\n  ": typeof types.NodesUserPublicDocument,
    "\n      query NodesFollowers($n: String, $after: String) {\n        user(input: { userName: $n }) {\n          followers(input: { first: 1, after: $after }) {\n            edges {\n              node {\n                userName\n              }\n            }\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n          }\n        }\n      }\n    ": typeof types.NodesFollowersDocument,
    "\n  query Search($input: SearchInput!) {\n    search(input: $input) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          ... on Article {\n            title\n          }\n          ... on User {\n            userName\n            displayName\n          }\n          ... on Tag {\n            content\n          }\n        }\n      }\n    }\n  }\n": typeof types.SearchDocument,
    "\n    query SearchRecent {\n      viewer {\n        activity {\n          recentSearches(input: { first: 10 }) {\n            totalCount\n            edges {\n              node\n            }\n          }\n        }\n      }\n    }\n  ": typeof types.SearchRecentDocument,
    "\n        query SearchRecentFifty {\n          viewer {\n            activity {\n              recentSearches(input: { first: 50 }) {\n                totalCount\n                edges {\n                  node\n                }\n              }\n            }\n          }\n        }\n      ": typeof types.SearchRecentFiftyDocument,
    "\n  query TagsArticles($id: ID!, $sortBy: TagArticlesSortBy, $first: Int, $after: String) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        articles(input: { sortBy: $sortBy, first: $first, after: $after }) {\n          totalCount\n          edges {\n            cursor\n            pinned\n            node {\n              id\n              title\n            }\n          }\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n        }\n      }\n    }\n  }\n": typeof types.TagsArticlesDocument,
    "\n        query TagsArticlesByDefault($id: ID!) {\n          node(input: { id: $id }) {\n            ... on Tag {\n              articles(input: {}) {\n                totalCount\n                edges {\n                  node {\n                    id\n                    title\n                  }\n                }\n              }\n            }\n          }\n        }\n      ": typeof types.TagsArticlesByDefaultDocument,
    "\n      query TagsRecommendedAuthors($id: ID!, $after: String) {\n        node(input: { id: $id }) {\n          ... on Tag {\n            recommendedAuthors(input: { first: 1, after: $after }) {\n              totalCount\n              edges {\n                node {\n                  id\n                }\n              }\n              pageInfo {\n                endCursor\n                hasNextPage\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.TagsRecommendedAuthorsDocument,
    "\n    query TagsRecommended($after: String, $first: Int) {\n      viewer {\n        recommendation {\n          tags(input: { first: $first, after: $after }) {\n            totalCount\n            edges {\n              node {\n                id\n                content\n                numArticles\n              }\n            }\n            pageInfo {\n              endCursor\n              hasNextPage\n            }\n          }\n        }\n      }\n    }\n  ": typeof types.TagsRecommendedDocument,
};
const documents: Documents = {
    "\n  query ArticleVersions($shortHash: String!, $first: Int, $after: String) {\n    article(input: { shortHash: $shortHash }) {\n      versions(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            id\n            title\n            summary\n            dataHash\n            mediaHash\n            description\n            createdAt\n            contents {\n              html\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ArticleVersionsDocument,
    "\n  query GetRequestsRecent {\n    viewer {\n      activity {\n        recentSearches(input: { first: 10 }) {\n          edges {\n            node\n          }\n        }\n      }\n    }\n  }\n": types.GetRequestsRecentDocument,
    "\n    query NodesUserPublic($n: String, $first: Int, $after: String) {\n      user(input: { userName: $n }) {\n        displayName\n        info {\n          description\n          badges {\n            type\n          }\n        }\n        followers(input: { first: 10 }) {\n          totalCount\n        }\n        following {\n          users(input: { first: $first, after: $after }) {\n            totalCount\n            edges {\n              cursor\n              node {\n                userName\n              }\n            }\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n          }\n        }\n      }\n    }\n  ": types.NodesUserPublicDocument,
    "\n      query NodesFollowers($n: String, $after: String) {\n        user(input: { userName: $n }) {\n          followers(input: { first: 1, after: $after }) {\n            edges {\n              node {\n                userName\n              }\n            }\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n          }\n        }\n      }\n    ": types.NodesFollowersDocument,
    "\n  query Search($input: SearchInput!) {\n    search(input: $input) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          ... on Article {\n            title\n          }\n          ... on User {\n            userName\n            displayName\n          }\n          ... on Tag {\n            content\n          }\n        }\n      }\n    }\n  }\n": types.SearchDocument,
    "\n    query SearchRecent {\n      viewer {\n        activity {\n          recentSearches(input: { first: 10 }) {\n            totalCount\n            edges {\n              node\n            }\n          }\n        }\n      }\n    }\n  ": types.SearchRecentDocument,
    "\n        query SearchRecentFifty {\n          viewer {\n            activity {\n              recentSearches(input: { first: 50 }) {\n                totalCount\n                edges {\n                  node\n                }\n              }\n            }\n          }\n        }\n      ": types.SearchRecentFiftyDocument,
    "\n  query TagsArticles($id: ID!, $sortBy: TagArticlesSortBy, $first: Int, $after: String) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        articles(input: { sortBy: $sortBy, first: $first, after: $after }) {\n          totalCount\n          edges {\n            cursor\n            pinned\n            node {\n              id\n              title\n            }\n          }\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n        }\n      }\n    }\n  }\n": types.TagsArticlesDocument,
    "\n        query TagsArticlesByDefault($id: ID!) {\n          node(input: { id: $id }) {\n            ... on Tag {\n              articles(input: {}) {\n                totalCount\n                edges {\n                  node {\n                    id\n                    title\n                  }\n                }\n              }\n            }\n          }\n        }\n      ": types.TagsArticlesByDefaultDocument,
    "\n      query TagsRecommendedAuthors($id: ID!, $after: String) {\n        node(input: { id: $id }) {\n          ... on Tag {\n            recommendedAuthors(input: { first: 1, after: $after }) {\n              totalCount\n              edges {\n                node {\n                  id\n                }\n              }\n              pageInfo {\n                endCursor\n                hasNextPage\n              }\n            }\n          }\n        }\n      }\n    ": types.TagsRecommendedAuthorsDocument,
    "\n    query TagsRecommended($after: String, $first: Int) {\n      viewer {\n        recommendation {\n          tags(input: { first: $first, after: $after }) {\n            totalCount\n            edges {\n              node {\n                id\n                content\n                numArticles\n              }\n            }\n            pageInfo {\n              endCursor\n              hasNextPage\n            }\n          }\n        }\n      }\n    }\n  ": types.TagsRecommendedDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleVersions($shortHash: String!, $first: Int, $after: String) {\n    article(input: { shortHash: $shortHash }) {\n      versions(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            id\n            title\n            summary\n            dataHash\n            mediaHash\n            description\n            createdAt\n            contents {\n              html\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ArticleVersionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRequestsRecent {\n    viewer {\n      activity {\n        recentSearches(input: { first: 10 }) {\n          edges {\n            node\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetRequestsRecentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query NodesUserPublic($n: String, $first: Int, $after: String) {\n      user(input: { userName: $n }) {\n        displayName\n        info {\n          description\n          badges {\n            type\n          }\n        }\n        followers(input: { first: 10 }) {\n          totalCount\n        }\n        following {\n          users(input: { first: $first, after: $after }) {\n            totalCount\n            edges {\n              cursor\n              node {\n                userName\n              }\n            }\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql').NodesUserPublicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query NodesFollowers($n: String, $after: String) {\n        user(input: { userName: $n }) {\n          followers(input: { first: 1, after: $after }) {\n            edges {\n              node {\n                userName\n              }\n            }\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql').NodesFollowersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Search($input: SearchInput!) {\n    search(input: $input) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          ... on Article {\n            title\n          }\n          ... on User {\n            userName\n            displayName\n          }\n          ... on Tag {\n            content\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query SearchRecent {\n      viewer {\n        activity {\n          recentSearches(input: { first: 10 }) {\n            totalCount\n            edges {\n              node\n            }\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql').SearchRecentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query SearchRecentFifty {\n          viewer {\n            activity {\n              recentSearches(input: { first: 50 }) {\n                totalCount\n                edges {\n                  node\n                }\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql').SearchRecentFiftyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagsArticles($id: ID!, $sortBy: TagArticlesSortBy, $first: Int, $after: String) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        articles(input: { sortBy: $sortBy, first: $first, after: $after }) {\n          totalCount\n          edges {\n            cursor\n            pinned\n            node {\n              id\n              title\n            }\n          }\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TagsArticlesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query TagsArticlesByDefault($id: ID!) {\n          node(input: { id: $id }) {\n            ... on Tag {\n              articles(input: {}) {\n                totalCount\n                edges {\n                  node {\n                    id\n                    title\n                  }\n                }\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql').TagsArticlesByDefaultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TagsRecommendedAuthors($id: ID!, $after: String) {\n        node(input: { id: $id }) {\n          ... on Tag {\n            recommendedAuthors(input: { first: 1, after: $after }) {\n              totalCount\n              edges {\n                node {\n                  id\n                }\n              }\n              pageInfo {\n                endCursor\n                hasNextPage\n              }\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql').TagsRecommendedAuthorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TagsRecommended($after: String, $first: Int) {\n      viewer {\n        recommendation {\n          tags(input: { first: $first, after: $after }) {\n            totalCount\n            edges {\n              node {\n                id\n                content\n                numArticles\n              }\n            }\n            pageInfo {\n              endCursor\n              hasNextPage\n            }\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql').TagsRecommendedDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
