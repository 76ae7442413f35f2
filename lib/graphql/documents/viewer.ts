import { graphql } from "../generated/gql";

/**
 * What the top bar and menus need of the viewer: the root query's viewer part (section 7) and
 * the signed-in reader's state on a kept page (member-shell.ts).
 */
export const ViewerSummaryFields = graphql(`
  fragment ViewerSummaryFields on User {
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
`);

/** The viewer part of the root query (section 7): what the top bar and menus need. */
export const ViewerSummaryQuery = graphql(`
  query ViewerSummary {
    viewer {
      ...ViewerSummaryFields
    }
  }
`);
