import { graphql } from "../../generated/islands/gql";

export const UnreadNoticeCount = graphql(`
  query UnreadNoticeCount {
    viewer {
      id
      status {
        unreadNoticeCount
      }
    }
  }
`);

export const UpdateLanguage = graphql(`
  mutation UpdateLanguage($language: UserLanguage!) {
    updateUserInfo(input: { language: $language }) {
      id
      settings {
        language
      }
    }
  }
`);

export const UserLogout = graphql(`
  mutation UserLogout {
    userLogout
  }
`);
