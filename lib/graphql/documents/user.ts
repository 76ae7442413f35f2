import { graphql } from "../generated/gql";

export const UserProfileFields = graphql(`
  fragment UserProfileFields on User {
    id
    userName
    displayName
    avatar
    paymentPointer
    info {
      description
      profileCover
      badges {
        type
      }
      cryptoWallet {
        id
        hasNFTs
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
`);

export const UserProfileQuery = graphql(`
  query UserProfile($userName: String!) {
    user(input: { userName: $userName }) {
      ...UserProfileFields
    }
  }
`);

export const PinnedWorkFields = graphql(`
  fragment PinnedWorkFields on PinnableWork {
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
`);

export const UserArticlesQuery = graphql(`
  query UserArticles($userName: String!, $after: String) {
    user(input: { userName: $userName }) {
      id
      pinnedWorks {
        ...PinnedWorkFields
      }
      articles(input: { first: 20, after: $after }) {
        ...ArticlePageFields
      }
    }
  }
`);

export const CollectionDigestFields = graphql(`
  fragment CollectionDigestFields on Collection {
    id
    title
    description
    cover
    updatedAt
  }
`);

export const UserCollectionsQuery = graphql(`
  query UserCollections($userName: String!, $after: String) {
    user(input: { userName: $userName }) {
      id
      collections(input: { first: 20, after: $after }) {
        edges {
          node {
            ...CollectionDigestFields
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

export const CollectionQuery = graphql(`
  query CollectionDetail($id: ID!, $after: String) {
    node(input: { id: $id }) {
      __typename
      ... on Collection {
        ...CollectionDigestFields
        author {
          id
          userName
        }
        articles(input: { first: 20, after: $after, reversed: false }) {
          ...ArticlePageFields
        }
      }
    }
  }
`);

export const UserMomentsQuery = graphql(`
  query UserMoments($userName: String!, $after: String) {
    user(input: { userName: $userName }) {
      id
      moments(input: { first: 20, after: $after }) {
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
`);
