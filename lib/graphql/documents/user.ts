import { document } from "../document";
import { ARTICLE_DIGEST_FIELDS, type ArticleDigest } from "./feed";
import { MOMENT_DIGEST_FIELDS, type MomentDigest } from "./moment";

export type UserProfile = {
  id: string;
  userName: string | null;
  displayName: string | null;
  avatar: string | null;
  info: { description: string | null; badges: { type: string }[] | null };
  status: { state: "active" | "banned" | "archived" | "frozen" } | null;
  followers: { totalCount: number };
  following: { users: { totalCount: number } };
};

const USER_PROFILE_FIELDS = /* GraphQL */ `
  fragment UserProfileFields on User {
    id
    userName
    displayName
    avatar
    info {
      description
      badges {
        type
      }
    }
    status {
      state
    }
    followers(input: { first: 0 }) {
      totalCount
    }
    following {
      users(input: { first: 0 }) {
        totalCount
      }
    }
  }
`;

export const UserProfileQuery = document<{ user: UserProfile | null }, { userName: string }>(/* GraphQL */ `
  query UserProfile($userName: String!) {
    user(input: { userName: $userName }) {
      ...UserProfileFields
    }
  }
  ${USER_PROFILE_FIELDS}
`);

type Page<T> = {
  totalCount: number;
  edges: { node: T }[] | null;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
};

export type PinnedWork =
  | { __typename: "Article"; id: string; title: string; shortHash: string; cover: string | null }
  | { __typename: "Collection"; id: string; title: string; cover: string | null };

export const UserArticlesQuery = document<
  { user: { id: string; pinnedWorks: PinnedWork[]; articles: Page<ArticleDigest> } | null },
  { userName: string; after?: string | null }
>(/* GraphQL */ `
  query UserArticles($userName: String!, $after: String) {
    user(input: { userName: $userName }) {
      id
      pinnedWorks {
        __typename
        ... on Article {
          id
          title
          shortHash
          cover
        }
        ... on Collection {
          id
          title
          cover
        }
      }
      articles(input: { first: 20, after: $after }) {
        totalCount
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
  ${ARTICLE_DIGEST_FIELDS}
`);

export type CollectionDigest = {
  id: string;
  title: string;
  description: string | null;
  cover: string | null;
  updatedAt: string;
  articles: { totalCount: number };
};

export const UserCollectionsQuery = document<
  { user: { id: string; collections: Page<CollectionDigest> } | null },
  { userName: string; after?: string | null }
>(/* GraphQL */ `
  query UserCollections($userName: String!, $after: String) {
    user(input: { userName: $userName }) {
      id
      collections(input: { first: 20, after: $after }) {
        totalCount
        edges {
          node {
            id
            title
            description
            cover
            updatedAt
            articles(input: { first: 0 }) {
              totalCount
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
`);

export type CollectionDetail = CollectionDigest & {
  __typename: "Collection";
  author: { id: string; userName: string | null };
  articles: Page<ArticleDigest>;
};

export const CollectionQuery = document<
  { node: CollectionDetail | { __typename: string } | null },
  { id: string; after?: string | null }
>(/* GraphQL */ `
  query CollectionDetail($id: ID!, $after: String) {
    node(input: { id: $id }) {
      __typename
      ... on Collection {
        id
        title
        description
        cover
        updatedAt
        author {
          id
          userName
        }
        articles(input: { first: 20, after: $after, reversed: false }) {
          totalCount
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

export const UserMomentsQuery = document<
  { user: { id: string; moments: Page<MomentDigest> } | null },
  { userName: string; after?: string | null }
>(/* GraphQL */ `
  query UserMoments($userName: String!, $after: String) {
    user(input: { userName: $userName }) {
      id
      moments(input: { first: 20, after: $after }) {
        totalCount
        edges {
          node {
            ...MomentDigestFields
          }
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  }
  ${MOMENT_DIGEST_FIELDS}
`);
