import { graphql } from "../../../generated/admin/gql";

// The admin's flags page (who each feature is on for, the seeding users) and a person's
// restrictions and feature flags on their admin page.

export const AdminSetFeature = graphql(`
  mutation AdminSetFeature($input: SetFeatureInput!) {
    setFeature(input: $input) {
      name
      flag
    }
  }
`);

export const AdminToggleSeedingUsers = graphql(`
  mutation AdminToggleSeedingUsers($input: ToggleSeedingUsersInput!) {
    toggleSeedingUsers(input: $input) {
      id
    }
  }
`);

/** The person a user name names, to add as a seeding user. */
export const AdminSeedingCandidate = graphql(`
  query AdminSeedingCandidate($userName: String!) {
    user(input: { userName: $userName }) {
      id
    }
  }
`);

export const AdminPutRestrictedUsers = graphql(`
  mutation AdminPutRestrictedUsers($input: PutRestrictedUsersInput!) {
    putRestrictedUsers(input: $input) {
      id
    }
  }
`);

export const AdminPutUserFeatureFlags = graphql(`
  mutation AdminPutUserFeatureFlags($input: PutUserFeatureFlagsInput!) {
    putUserFeatureFlags(input: $input) {
      id
    }
  }
`);
