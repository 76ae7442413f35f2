import { document } from "../document";
import { ARTICLE_DIGEST_FIELDS, type ArticleDigest } from "./feed";
import { USER_DIGEST_FIELDS, type UserDigest } from "./user-digest";

export type ArticleDetail = ArticleDigest & {
  state: "active" | "archived" | "banned";
  revisedAt: string | null;
  revisionCount: number;
  readTime: number;
  language: string | null;
  license: "cc_0" | "cc_by_nc_nd_2" | "cc_by_nc_nd_4" | "arr";
  sensitiveByAuthor: boolean;
  sensitiveByAdmin: boolean;
  appreciationsReceivedTotal: number;
  readerCount: number;
  bookmarkCount: number;
  commentCount: number;
  requestForDonation: string | null;
  contents: { html: string };
  author: UserDigest & { info: { description: string | null } };
  tags: { id: string; content: string; slug: string }[] | null;
  collections: { edges: { node: { id: string; title: string } }[] | null };
  relatedArticles: { edges: { node: ArticleDigest }[] | null };
};

export const ArticlePageQuery = document<{ article: ArticleDetail | null }, { shortHash: string }>(/* GraphQL */ `
  query ArticlePage($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      ...ArticleDigestFields
      state
      revisedAt
      revisionCount
      readTime
      language
      license
      sensitiveByAuthor
      sensitiveByAdmin
      appreciationsReceivedTotal
      readerCount
      bookmarkCount
      commentCount
      requestForDonation
      contents {
        html
      }
      author {
        ...UserDigestFields
        info {
          description
        }
      }
      tags {
        id
        content
        slug
      }
      collections(input: { first: 5 }) {
        edges {
          node {
            id
            title
          }
        }
      }
      relatedArticles(input: { first: 6 }) {
        edges {
          node {
            ...ArticleDigestFields
          }
        }
      }
    }
  }
  ${ARTICLE_DIGEST_FIELDS}
  ${USER_DIGEST_FIELDS}
`);

export type CollectionNav = {
  id: string;
  title: string;
  author: { id: string };
  articles: { totalCount: number; edges: { node: { id: string; shortHash: string; title: string } }[] | null };
};

/** The collection an article is read in (`?collection=`): its articles in order, for the reading list. */
export const ArticleCollectionQuery = document<{ node: CollectionNav | { __typename: string } | null }, { id: string }>(
  /* GraphQL */ `
  query ArticleCollection($id: ID!) {
    node(input: { id: $id }) {
      __typename
      ... on Collection {
        id
        title
        author {
          id
        }
        articles(input: { first: 50, reversed: false }) {
          totalCount
          edges {
            node {
              id
              shortHash
              title
            }
          }
        }
      }
    }
  }
`,
);
