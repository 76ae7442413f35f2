import { graphql } from "../generated/gql";

// The reader's own pages (section 2.2's /me/history…, /me/analytics): read as the viewer on
// every request, never cached.

/** The articles the viewer read, last read first, with when. */
export const ViewerReadHistoryQuery = graphql(`
  query ViewerReadHistory($after: String) {
    viewer {
      id
      activity {
        history(input: { first: 20, after: $after }) {
          totalCount
          edges {
            cursor
            node {
              readAt
              article {
                ...ArticleDigestFields
              }
            }
          }
          pageInfo {
            endCursor
            hasNextPage
          }
        }
      }
    }
  }
`);

/** The viewer's comments, newest first, each with where it is. */
export const ViewerCommentHistoryQuery = graphql(`
  query ViewerCommentHistory($after: String) {
    viewer {
      id
      activity {
        comments(input: { first: 20, after: $after }) {
          totalCount
          edges {
            node {
              id
              content
              createdAt
              parentComment {
                id
              }
              node {
                __typename
                ... on Article {
                  id
                  shortHash
                  title
                }
                ... on Moment {
                  id
                  shortHash
                  content
                }
              }
            }
          }
          pageInfo {
            endCursor
            hasNextPage
          }
        }
      }
    }
  }
`);

export const AppreciationHistoryFields = graphql(`
  fragment AppreciationHistoryFields on AppreciationConnection {
    totalCount
    edges {
      cursor
      node {
        amount
        purpose
        createdAt
        sender {
          ...UserDigestFields
        }
        recipient {
          ...UserDigestFields
        }
        target {
          id
          shortHash
          title
        }
      }
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
`);

/** The likes the viewer gave, newest first, and their sum. */
export const ViewerLikesSentQuery = graphql(`
  query ViewerLikesSent($after: String) {
    viewer {
      id
      activity {
        appreciationsSentTotal
        appreciationsSent(input: { first: 20, after: $after }) {
          ...AppreciationHistoryFields
        }
      }
    }
  }
`);

/** The likes the viewer's work received, newest first, and their sum. */
export const ViewerLikesReceivedQuery = graphql(`
  query ViewerLikesReceived($after: String) {
    viewer {
      id
      activity {
        appreciationsReceivedTotal
        appreciationsReceived(input: { first: 20, after: $after }) {
          ...AppreciationHistoryFields
        }
      }
    }
  }
`);

/** The viewer's analytics over the last `days` days. */
export const ViewerAnalyticsQuery = graphql(`
  query ViewerAnalytics($days: Int!) {
    viewer {
      id
      userName
      analytics {
        summary(input: { days: $days }) {
          start
          reads
          readers
          newFollowers
          followers
          income {
            currency
            amount
            count
          }
          days {
            date
            reads
            readers
            newFollowers
            income {
              currency
              amount
            }
          }
          topWorks {
            reads
            readers
            article {
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
