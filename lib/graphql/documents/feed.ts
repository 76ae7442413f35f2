import { document } from "../document";
import { MOMENT_DIGEST_FIELDS, type MomentDigest } from "./moment";

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

type ArticlePage = {
  edges: { cursor: string; node: ArticleDigest }[] | null;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
};

export const FeaturedArticles = document<
  { viewer: { recommendation: { icymi: ArticlePage } } | null },
  { first: number; after?: string | null }
>(/* GraphQL */ `
  query FeaturedArticles($first: Int, $after: String) {
    viewer {
      recommendation {
        icymi(input: { first: $first, after: $after }) {
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

type Actor = { userName: string | null; displayName: string | null };

export type FollowingActivity =
  | { __typename: "UserPublishArticleActivity"; createdAt: string; actor: Actor; node: ArticleDigest }
  | {
      __typename: "UserAddArticleTagActivity";
      createdAt: string;
      actor: Actor;
      node: ArticleDigest;
      target: { id: string; content: string; slug: string };
    }
  | { __typename: "UserPostMomentActivity"; createdAt: string; actor: Actor; node: MomentDigest }
  | {
      __typename: "UserCreateCircleActivity";
      createdAt: string;
      actor: Actor;
      node: { id: string; name: string; displayName: string };
    }
  | {
      __typename: "UserRecommendationActivity";
      nodes: { id: string; userName: string | null; displayName: string | null; avatar: string | null }[] | null;
    };

export const FollowingFeed = document<
  {
    viewer: {
      recommendation: {
        following: {
          edges: { cursor: string; node: FollowingActivity }[] | null;
          pageInfo: { endCursor: string | null; hasNextPage: boolean };
        };
      };
    } | null;
  },
  { first: number; after?: string | null }
>(/* GraphQL */ `
  query FollowingFeed($first: Int, $after: String) {
    viewer {
      recommendation {
        following(input: { first: $first, after: $after }) {
          edges {
            cursor
            node {
              __typename
              ... on UserPublishArticleActivity {
                createdAt
                actor {
                  userName
                  displayName
                }
                node {
                  ...ArticleDigestFields
                }
              }
              ... on UserAddArticleTagActivity {
                createdAt
                actor {
                  userName
                  displayName
                }
                node {
                  ...ArticleDigestFields
                }
                target {
                  id
                  content
                  slug
                }
              }
              ... on UserPostMomentActivity {
                createdAt
                actor {
                  userName
                  displayName
                }
                node {
                  ...MomentDigestFields
                }
              }
              ... on UserCreateCircleActivity {
                createdAt
                actor {
                  userName
                  displayName
                }
                node {
                  id
                  name
                  displayName
                }
              }
              ... on UserRecommendationActivity {
                nodes {
                  id
                  userName
                  displayName
                  avatar
                }
              }
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
  ${MOMENT_DIGEST_FIELDS}
`);

export type RecommendedAuthor = {
  id: string;
  userName: string | null;
  displayName: string | null;
  avatar: string | null;
  status: { state: "active" | "banned" | "archived" | "frozen" } | null;
  info: { description: string | null };
};

/** Authors and tags worth a look, shuffled by `random` (the minute of the hour modulo 10). */
export const RecommendationQuery = document<
  {
    viewer: {
      recommendation: {
        authors: { edges: { node: RecommendedAuthor }[] | null };
        tags: { edges: { node: { id: string; content: string; slug: string; numArticles: number } }[] | null };
      };
    } | null;
  },
  { random: number }
>(/* GraphQL */ `
  query Recommendation($random: Int) {
    viewer {
      recommendation {
        authors(input: { first: 12, filter: { random: $random } }) {
          edges {
            node {
              id
              userName
              displayName
              avatar
              status {
                state
              }
              info {
                description
              }
            }
          }
        }
        tags(input: { first: 24, filter: { random: $random } }) {
          edges {
            node {
              id
              content
              slug
              numArticles
            }
          }
        }
      }
    }
  }
`);
