import { graphql } from "../generated/gql";

/** A person as a user digest shows them (section 2.8): archived accounts have no user name (section 4). */
export const UserDigestFields = graphql(`
  fragment UserDigestFields on User {
    id
    userName
    displayName
    avatar
    status {
      state
    }
  }
`);
