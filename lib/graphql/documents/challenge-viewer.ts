import { graphql } from "../generated/gql";

/**
 * The viewer's application to a writing challenge and whether they manage its entries (one of
 * its managers, or an admin): read per request as the viewer, never cached.
 */
export const ChallengeViewerStateQuery = graphql(`
  query ChallengeViewerState($shortHash: String!) {
    channel(input: { shortHash: $shortHash }) {
      __typename
      ... on WritingChallenge {
        id
        application {
          state
        }
        isManager
      }
    }
  }
`);
