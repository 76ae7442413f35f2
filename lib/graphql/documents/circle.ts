import { graphql } from "../generated/gql";

/** What a circle's header and its edit form show, read by name. */
export const CircleQuery = graphql(`
  query Circle($name: String!) {
    circle(input: { name: $name }) {
      id
      name
      displayName
      description
      avatar
      cover
      state
      owner {
        id
        userName
        displayName
        avatar
      }
      prices {
        amount
        currency
      }
      followers(input: { first: 0 }) {
        totalCount
      }
    }
  }
`);

/** A page of the circle's works: the owner's published articles, newest first. */
export const CircleWorksQuery = graphql(`
  query CircleWorks($name: String!, $after: String) {
    circle(input: { name: $name }) {
      id
      works(input: { first: 20, after: $after }) {
        ...ArticlePageFields
      }
    }
  }
`);

/** Whether the viewer follows the circle: read as the viewer, never cached. */
export const CircleViewerStateQuery = graphql(`
  query CircleViewerState($name: String!) {
    circle(input: { name: $name }) {
      id
      isFollower
      isMember
      memberUntil
    }
  }
`);

// ---- invitations ----

/** The viewer's pending invitation to the circle: read as the viewer, never cached. */
export const CircleInvitedByQuery = graphql(`
  query CircleInvitedBy($name: String!) {
    circle(input: { name: $name }) {
      id
      invitedBy {
        freePeriod
      }
    }
  }
`);

/** The owner's invitation lists, a page of each: read as the owner, never cached. */
export const CircleInvitesQuery = graphql(`
  query CircleInvites($name: String!, $pendingAfter: String, $acceptedAfter: String) {
    circle(input: { name: $name }) {
      id
      invites {
        pending(input: { first: 20, after: $pendingAfter }) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              ...CircleInvitationFields
            }
          }
        }
        accepted(input: { first: 20, after: $acceptedAfter }) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              ...CircleInvitationFields
            }
          }
        }
      }
    }
  }
`);

export const CircleInvitationFields = graphql(`
  fragment CircleInvitationFields on Invitation {
    id
    freePeriod
    state
    sentAt
    acceptedAt
    invitee {
      __typename
      ... on User {
        id
        userName
        displayName
      }
      ... on Person {
        email
      }
    }
  }
`);

// ---- analytics ----

/** The owner's figures of the circle: read as the owner, never cached. */
export const CircleAnalyticsQuery = graphql(`
  query CircleAnalytics($name: String!) {
    circle(input: { name: $name }) {
      id
      analytics {
        income {
          history {
            value
            date
          }
          total
          thisMonth
          nextMonth
        }
        subscriber {
          subscriberHistory {
            value
            date
          }
          inviteeHistory {
            value
            date
          }
          currentSubscriber
          currentInvitee
        }
        follower {
          history {
            value
            date
          }
          current
          followerPercentage
        }
        content {
          public {
            node {
              id
              title
              shortHash
            }
            readCount
          }
          paywall {
            node {
              id
              title
              shortHash
            }
            readCount
          }
        }
      }
    }
  }
`);
