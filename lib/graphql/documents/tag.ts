import { document } from "../document";
import { ARTICLE_DIGEST_FIELDS, type ArticleDigest } from "./feed";

export type TagSortBy = "byHottestDesc" | "byCreatedAtDesc";

type PageInfo = { endCursor: string | null; hasNextPage: boolean };

export type TagSummary = { id: string; content: string; slug: string; numArticles: number };

export type TagDetail = TagSummary & {
  numFollowers: number;
  articles: { edges: { node: ArticleDigest }[] | null; pageInfo: PageInfo };
};

/** A tag by global id with one page of its articles in the asked order; null for other ids. */
export const TagPageQuery = document<
  { node: (TagDetail & { __typename: "Tag" }) | { __typename: string } | null },
  { id: string; sortBy: TagSortBy; first: number; after?: string | null }
>(/* GraphQL */ `
  query TagPage($id: ID!, $sortBy: TagArticlesSortBy!, $first: Int, $after: String) {
    node(input: { id: $id }) {
      __typename
      ... on Tag {
        id
        content
        slug
        numArticles
        numFollowers
        articles(input: { sortBy: $sortBy, first: $first, after: $after }) {
          edges {
            node {
              ...ArticleDigestFields
            }
          }
          pageInfo {
            endCursor
            hasNextPage
          }
        }
      }
    }
  }
  ${ARTICLE_DIGEST_FIELDS}
`);

export type TagAuthor = { id: string; userName: string | null; displayName: string | null; avatar: string | null };

/** The tag's most active authors, for the tag page's aside. */
export const TagAuthorsQuery = document<
  { node: { recommendedAuthors?: { edges: { node: TagAuthor }[] | null } } | null },
  { id: string; first: number }
>(/* GraphQL */ `
  query TagAuthors($id: ID!, $first: Int) {
    node(input: { id: $id }) {
      ... on Tag {
        recommendedAuthors(input: { first: $first }) {
          edges {
            node {
              id
              userName
              displayName
              avatar
            }
          }
        }
      }
    }
  }
`);

/** Tags with articles, most articles first: the /tags list. */
export const TagListQuery = document<
  {
    viewer: {
      recommendation: { tags: { totalCount: number; edges: { node: TagSummary }[] | null; pageInfo: PageInfo } };
    } | null;
  },
  { first: number; after?: string | null }
>(/* GraphQL */ `
  query TagList($first: Int, $after: String) {
    viewer {
      recommendation {
        tags(input: { first: $first, after: $after }) {
          totalCount
          edges {
            node {
              id
              content
              slug
              numArticles
            }
          }
          pageInfo {
            endCursor
            hasNextPage
          }
        }
      }
    }
  }
`);
