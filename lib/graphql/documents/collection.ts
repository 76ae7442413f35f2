import { graphql } from "../generated/gql";

/**
 * What one viewer sees of a collection beside what everyone does: whether it is theirs (and
 * pinned), whether they liked it, and the like count as it stands. Read per request, never cached.
 */
export const CollectionViewerQuery = graphql(`
  query CollectionViewer($id: ID!) {
    viewer {
      id
      status {
        state
      }
    }
    node(input: { id: $id }) {
      ... on Collection {
        id
        title
        description
        cover
        pinned
        likeCount
        liked
        author {
          id
        }
      }
    }
  }
`);
