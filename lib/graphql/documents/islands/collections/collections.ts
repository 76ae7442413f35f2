import { graphql } from "../../../generated/collections/gql";

// The author's islands on the collection pages: making, arranging and deleting collections.
// Generated apart (lib/graphql/generated/collections), so no other island carries them; the
// like button has its own few (../collection-likes).

export const PutCollection = graphql(`
  mutation PutCollection($input: PutCollectionInput!) {
    putCollection(input: $input) {
      id
      title
      description
      cover
      pinned
    }
  }
`);

export const DeleteCollections = graphql(`
  mutation DeleteCollections($ids: [ID!]!) {
    deleteCollections(input: { ids: $ids })
  }
`);

export const AddCollectionsArticles = graphql(`
  mutation AddCollectionsArticles($collection: ID!, $articles: [ID!]!) {
    addCollectionsArticles(input: { collections: [$collection], articles: $articles }) {
      id
    }
  }
`);

export const DeleteCollectionArticles = graphql(`
  mutation DeleteCollectionArticles($collection: ID!, $articles: [ID!]!) {
    deleteCollectionArticles(input: { collection: $collection, articles: $articles }) {
      id
    }
  }
`);

export const ReorderCollectionArticles = graphql(`
  mutation ReorderCollectionArticles($collection: ID!, $moves: [ReorderMoveInput!]!) {
    reorderCollectionArticles(input: { collection: $collection, moves: $moves }) {
      id
    }
  }
`);

/** A cover for a collection, uploaded as a GraphQL multipart request. */
export const CollectionCoverUpload = graphql(`
  mutation CollectionCoverUpload($input: SingleFileUploadInput!) {
    singleFileUpload(input: $input) {
      id
      path
    }
  }
`);

/** A page of a collection's articles in the author's order, for arranging them. */
export const CollectionArticlesToArrange = graphql(`
  query CollectionArticlesToArrange($id: ID!, $after: String) {
    node(input: { id: $id }) {
      ... on Collection {
        id
        articles(input: { first: 50, after: $after, reversed: false }) {
          totalCount
          pageInfo {
            endCursor
            hasNextPage
          }
          edges {
            node {
              id
              title
            }
          }
        }
      }
    }
  }
`);

/** A page of the viewer's published articles, to add to a collection. */
export const ArticlesToCollect = graphql(`
  query ArticlesToCollect($after: String) {
    viewer {
      id
      articles(input: { first: 20, after: $after, filter: { state: active } }) {
        pageInfo {
          endCursor
          hasNextPage
        }
        edges {
          node {
            id
            title
          }
        }
      }
    }
  }
`);
