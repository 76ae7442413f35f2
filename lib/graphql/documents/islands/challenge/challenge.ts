import { graphql } from "../../../generated/challenge/gql";

// A writing challenge's islands: applying to it, and a new draft written for one of its stages.

export const ApplyCampaign = graphql(`
  mutation ApplyCampaign($id: ID!) {
    applyCampaign(input: { id: $id }) {
      id
      ... on WritingChallenge {
        application {
          state
        }
      }
    }
  }
`);

export const PutStageDraft = graphql(`
  mutation PutStageDraft($campaign: ID!, $stage: ID) {
    putDraft(input: { campaigns: [{ campaign: $campaign, stage: $stage }] }) {
      id
    }
  }
`);
