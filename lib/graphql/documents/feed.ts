import { document } from "../document";

export type ArticleDigest = {
  id: string;
  shortHash: string;
  title: string;
  summary: string;
  cover: string | null;
  wordCount: number | null;
  createdAt: string;
  author: { userName: string | null; displayName: string | null };
};

/** The fields every list of articles shows; spread it and append it to the document's text. */
export const ARTICLE_DIGEST_FIELDS = /* GraphQL */ `
  fragment ArticleDigestFields on Article {
    id
    shortHash
    title
    summary
    cover
    wordCount
    createdAt
    author {
      userName
      displayName
    }
  }
`;

export const NewestArticles = document<
  {
    viewer: {
      recommendation: {
        newest: {
          edges: { cursor: string; node: ArticleDigest }[] | null;
          pageInfo: { endCursor: string | null; hasNextPage: boolean };
        };
      };
    } | null;
  },
  { first: number; after?: string | null }
>(/* GraphQL */ `
  query NewestArticles($first: Int, $after: String) {
    viewer {
      recommendation {
        newest(input: { first: $first, after: $after }) {
          edges {
            cursor
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
