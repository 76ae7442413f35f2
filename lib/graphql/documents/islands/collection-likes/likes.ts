import { graphql } from "../../../generated/collection-likes/gql";

// A reader's like button on a collection's page: its two documents alone, generated apart
// (lib/graphql/generated/collection-likes), so readers carry none of the author's documents.

export const LikeCollection = graphql(`
  mutation LikeCollection($id: ID!) {
    likeCollection(input: { id: $id }) {
      id
      likeCount
      liked
    }
  }
`);

export const UnlikeCollection = graphql(`
  mutation UnlikeCollection($id: ID!) {
    unlikeCollection(input: { id: $id }) {
      id
      likeCount
      liked
    }
  }
`);
