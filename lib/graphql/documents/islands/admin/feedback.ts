import { graphql } from "../../../generated/admin/gql";

// The feedback queue's action: accept or reject an author's feedback on their topic channels.

export const AdminReviewFeedback = graphql(`
  mutation AdminReviewFeedback($input: ReviewTopicChannelFeedbackInput!) {
    reviewTopicChannelFeedback(input: $input) {
      id
      state
    }
  }
`);
