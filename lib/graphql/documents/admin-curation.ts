import { graphql } from "../generated/gql";

// The admin area's curation pages (/admin/topics, /admin/announcements), read as the viewer (an
// admin) on every request: each text in the three languages, for the forms.

export const AdminIcymiTopicsQuery = graphql(`
  query AdminIcymiTopics {
    oss {
      icymiTopics(input: { first: 50 }) {
        totalCount
        edges {
          node {
            id
            state
            pinAmount
            publishedAt
            archivedAt
            titleEn: title(input: { language: en })
            titleZhHant: title(input: { language: zh_hant })
            titleZhHans: title(input: { language: zh_hans })
            noteEn: note(input: { language: en })
            noteZhHant: note(input: { language: zh_hant })
            noteZhHans: note(input: { language: zh_hans })
            articles {
              id
              shortHash
              title
            }
          }
        }
      }
    }
  }
`);

export const AdminAnnouncementsQuery = graphql(`
  query AdminAnnouncements {
    official {
      announcements(input: {}) {
        id
        type
        visible
        order
        cover
        expiredAt
        createdAt
        translations {
          language
          title
          content
          link
        }
        titleEn: title(input: { language: en })
        contentEn: content(input: { language: en })
        linkEn: link(input: { language: en })
      }
    }
  }
`);
