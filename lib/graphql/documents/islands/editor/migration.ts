import { graphql } from "../../../generated/editor/gql";

// /migration: the import, sent as a GraphQL multipart request (components/editor/migration-import.tsx),
// one file a call so that each file's progress shows; then the draft the call made, which is
// the viewer's last saved one.

export const Migration = graphql(`
  mutation Migration($input: MigrationInput!) {
    migration(input: $input)
  }
`);

export const LatestDraft = graphql(`
  query LatestDraft {
    viewer {
      id
      drafts(input: { first: 1 }) {
        edges {
          node {
            id
            title
          }
        }
      }
    }
  }
`);
