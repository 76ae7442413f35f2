import { graphql } from "../../../generated/admin/gql";

// The admin's page of a person: their state and role set.

export const AdminUpdateUserState = graphql(`
  mutation AdminUpdateUserState($input: UpdateUserStateInput!) {
    updateUserState(input: $input) {
      id
      status {
        state
      }
    }
  }
`);

export const AdminUpdateUserRole = graphql(`
  mutation AdminUpdateUserRole($input: UpdateUserRoleInput!) {
    updateUserRole(input: $input) {
      id
      status {
        role
      }
    }
  }
`);
