import { graphql } from "../generated/gql";

/** The events list (/events): a page of writing challenges in progress or ended, newest first. */
export const WritingChallengeListQuery = graphql(`
  query WritingChallengeList($language: UserLanguage!, $state: CampaignsFilterState!, $after: String) {
    campaigns(input: { first: 20, after: $after, filter: { state: $state } }) {
      edges {
        node {
          __typename
          id
          shortHash
          ... on WritingChallenge {
            name(input: { language: $language })
            description(input: { language: $language })
            state
            applicationPeriod {
              start
              end
            }
            writingPeriod {
              start
              end
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
`);
