import { graphql } from "../../../generated/admin/gql";

// The admin's app form: one putOAuthClient registers an app or changes one. Its `secret` is
// whole only in this answer (when the call made a secret), the hint `…abcd` otherwise.

export const AdminPutOAuthClient = graphql(`
  mutation AdminPutOAuthClient($input: PutOAuthClientInput!) {
    putOAuthClient(input: $input) {
      id
      name
      secret
    }
  }
`);
