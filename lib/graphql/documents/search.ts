import { document } from "../document";
import { ARTICLE_DIGEST_FIELDS, type ArticleDigest } from "./feed";

export type UserHit = {
  __typename: "User";
  id: string;
  userName: string | null;
  displayName: string | null;
  avatar: string | null;
};
export type TagHit = { __typename: "Tag"; id: string; content: string; slug: string; numArticles: number };
export type ArticleHit = ArticleDigest & { __typename: "Article" };

type Edges<Node> = { edges: { cursor: string; node: Node }[] | null };

/** The search bar's dropdown (section 7's QuickResult): up to 5 people and 5 tags. */
export const QuickResult = document<{ users: Edges<UserHit>; tags: Edges<TagHit> }, { key: string }>(/* GraphQL */ `
  query QuickResult($key: String!) {
    users: search(input: { key: $key, type: User, quicksearch: true, first: 5 }) {
      edges {
        cursor
        node {
          __typename
          id
          ... on User {
            userName
            displayName
            avatar
          }
        }
      }
    }
    tags: search(input: { key: $key, type: Tag, quicksearch: true, first: 5 }) {
      edges {
        cursor
        node {
          __typename
          id
          ... on Tag {
            content
            slug
            numArticles
          }
        }
      }
    }
  }
`);

export type SearchType = "Article" | "User" | "Tag";

export type SearchPage = {
  search: Edges<ArticleHit | UserHit | TagHit> & {
    pageInfo: { endCursor: string | null; hasNextPage: boolean };
  };
};

/** One page of the search page's results, of one type. */
export const SearchResults = document<SearchPage, { key: string; type: SearchType; after?: string | null }>(
  /* GraphQL */ `
    query SearchResults($key: String!, $type: SearchTypes!, $after: String) {
      search(input: { key: $key, type: $type, first: 20, after: $after }) {
        edges {
          cursor
          node {
            __typename
            id
            ...ArticleDigestFields
            ... on User {
              userName
              displayName
              avatar
            }
            ... on Tag {
              content
              slug
              numArticles
            }
          }
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
    ${ARTICLE_DIGEST_FIELDS}
  `,
);

/** Records a search in the viewer's recent searches (signed-in readers only); ranks nothing. */
export const RecordSearch = document<{ search: { pageInfo: { hasNextPage: boolean } } }, { key: string }>(
  /* GraphQL */ `
    query RecordSearch($key: String!) {
      search(input: { key: $key, type: Article, first: 0, record: true }) {
        pageInfo {
          hasNextPage
        }
      }
    }
  `,
);

/** The viewer's recent searches, newest first (the search page on narrow screens). */
export const RecentSearches = document<{
  viewer: { id: string; activity: { recentSearches: { edges: { node: string }[] | null } } } | null;
}>(/* GraphQL */ `
  query RecentSearches {
    viewer {
      id
      activity {
        recentSearches(input: { first: 10 }) {
          edges {
            node
          }
        }
      }
    }
  }
`);

export const ClearSearchHistory = document<{ clearSearchHistory: boolean | null }>(/* GraphQL */ `
  mutation ClearSearchHistory {
    clearSearchHistory
  }
`);
