import { graphql } from "../generated/gql";

// The social graph's reads. The viewer's relations (follows, bookmarks, likes given) are read
// as the viewer, per request, for the islands' first state; the lists of people are public
// and cached like any other list.

/**
 * What the viewer is to an article and its author, as its buttons show it: on a page rendered
 * for them (below) and in the signed-in reader's state on a kept page (member-shell.ts).
 */
export const ArticleReaderFields = graphql(`
  fragment ArticleReaderFields on Article {
    id
    pinned
    bookmarked
    appreciateLeft
    hasAppreciate
    author {
      id
      isFollower
      isFollowee
      isBlocking
    }
  }
`);

/** What the viewer is to an article and its author: what its buttons start from. */
export const ArticleViewerStateQuery = graphql(`
  query ArticleViewerState($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      ...ArticleReaderFields
      bookmarkCount
      appreciationsReceivedTotal
      appreciateLimit
    }
  }
`);

/** What the viewer is to each person of a list (at most a page of 20), or to one. */
export const PeopleViewerStateQuery = graphql(`
  query PeopleViewerState($ids: [ID!]!) {
    nodes(input: { ids: $ids }) {
      __typename
      ... on User {
        id
        isFollower
        isFollowee
        isBlocking
      }
    }
  }
`);

/** Whether the viewer bookmarked a tag. */
export const TagViewerStateQuery = graphql(`
  query TagViewerState($id: ID!) {
    node(input: { id: $id }) {
      __typename
      ... on Tag {
        id
        isFollower
      }
    }
  }
`);

export const PersonFields = graphql(`
  fragment PersonFields on User {
    ...UserDigestFields
    info {
      description
    }
  }
`);

/** A page of the people following someone, newest first. */
export const FollowersQuery = graphql(`
  query Followers($userName: String!, $after: String) {
    user(input: { userName: $userName }) {
      id
      followers(input: { first: 20, after: $after }) {
        totalCount
        edges {
          node {
            ...PersonFields
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

/** A page of the people someone follows, newest first. */
export const FollowingQuery = graphql(`
  query Following($userName: String!, $after: String) {
    user(input: { userName: $userName }) {
      id
      following {
        users(input: { first: 20, after: $after }) {
          totalCount
          edges {
            node {
              ...PersonFields
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

/** The viewer's bookmarked articles, last bookmarked first. */
export const ViewerBookmarkedArticlesQuery = graphql(`
  query ViewerBookmarkedArticles($after: String) {
    viewer {
      id
      bookmarkedArticles(input: { first: 20, after: $after }) {
        totalCount
        ...ArticlePageFields
      }
    }
  }
`);

/** The viewer's bookmarked tags, last bookmarked first. */
export const ViewerBookmarkedTagsQuery = graphql(`
  query ViewerBookmarkedTags($after: String) {
    viewer {
      id
      bookmarkedTags(input: { first: 20, after: $after }) {
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
`);

/** The people the viewer blocked, last blocked first. */
export const ViewerBlockListQuery = graphql(`
  query ViewerBlockList($after: String) {
    viewer {
      id
      blockList(input: { first: 20, after: $after }) {
        totalCount
        edges {
          node {
            ...PersonFields
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
