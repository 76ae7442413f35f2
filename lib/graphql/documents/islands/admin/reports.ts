import { graphql } from "../../../generated/admin/gql";

// The reports queue's actions: fold or ban a comment, ban a person, close a group.

export const AdminUpdateCommentsState = graphql(`
  mutation AdminUpdateCommentsState($input: UpdateCommentsStateInput!) {
    updateCommentsState(input: $input) {
      id
      state
    }
  }
`);

export const AdminResolveReports = graphql(`
  mutation AdminResolveReports($input: ResolveReportsInput!) {
    resolveReports(input: $input)
  }
`);
