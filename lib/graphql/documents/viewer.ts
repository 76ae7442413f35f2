import { graphql } from "../generated/gql";

/** The viewer part of the root query (section 7): what the top bar and menus need. */
export const ViewerSummaryQuery = graphql(`
  query ViewerSummary {
    viewer {
      id
      userName
      displayName
      avatar
      status {
        state
        role
        unreadNoticeCount
        unreadFollowing
      }
      ownCircles {
        name
      }
      settings {
        language
      }
    }
  }
`);
