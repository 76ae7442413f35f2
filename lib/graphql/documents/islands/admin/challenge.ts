import { graphql } from "../../../generated/admin/gql";

// The admin's challenge form: people named by user name, announcements by address, the cover
// uploaded, the challenge put.

export const AdminUserId = graphql(`
  query AdminUserId($userName: String!) {
    user(input: { userName: $userName }) {
      id
    }
  }
`);

export const AdminArticleId = graphql(`
  query AdminArticleId($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      id
    }
  }
`);

export const AdminChallengeCoverUpload = graphql(`
  mutation AdminChallengeCoverUpload($input: SingleFileUploadInput!) {
    singleFileUpload(input: $input) {
      id
      path
    }
  }
`);

export const PutWritingChallenge = graphql(`
  mutation PutWritingChallenge($input: PutWritingChallengeInput!) {
    putWritingChallenge(input: $input) {
      id
      shortHash
    }
  }
`);
