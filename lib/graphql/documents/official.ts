import { graphql } from "../generated/gql";

/** The team's live announcements, worded in the reader's language where they have it. */
export const AnnouncementsQuery = graphql(`
  query Announcements($language: UserLanguage!) {
    official {
      announcements(input: { visible: true }) {
        id
        type
        cover
        title(input: { language: $language })
        content(input: { language: $language })
        link(input: { language: $language })
      }
    }
  }
`);
