import { graphql } from "../../../generated/admin/gql";

// The admin's curation forms: ICYMI topics (articles named by their links) and announcements.

export const AdminPutIcymiTopic = graphql(`
  mutation AdminPutIcymiTopic($input: PutIcymiTopicInput!) {
    putIcymiTopic(input: $input) {
      id
      state
    }
  }
`);

export const AdminArticleByHash = graphql(`
  query AdminArticleByHash($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      id
    }
  }
`);

export const AdminPutAnnouncement = graphql(`
  mutation AdminPutAnnouncement($input: PutAnnouncementInput!) {
    putAnnouncement(input: $input) {
      id
    }
  }
`);

export const AdminDeleteAnnouncements = graphql(`
  mutation AdminDeleteAnnouncements($input: DeleteAnnouncementsInput!) {
    deleteAnnouncements(input: $input)
  }
`);
