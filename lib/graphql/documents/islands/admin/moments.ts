import { graphql } from "../../../generated/admin/gql";

// Admins' actions on moments: decide an application to the hottest-moments feed, and take a
// reported moment down from the reports queue.

export const AdminDecideMomentFeed = graphql(`
  mutation AdminDecideMomentFeed($input: UpdateMomentFeedApplicationStateInput!) {
    updateMomentFeedApplicationState(input: $input) {
      id
    }
  }
`);

export const AdminArchiveMoment = graphql(`
  mutation AdminArchiveMoment($id: ID!) {
    updateMomentState(input: { id: $id, state: archived }) {
      id
      state
    }
  }
`);
