import { graphql } from "../generated/gql";

export const DevMailbox = graphql(`
  query DevMailbox($first: Int) {
    devMailbox(input: { first: $first }) {
      id
      to
      subject
      text
      createdAt
    }
  }
`);
