import { graphql } from "../generated/gql";

// The admin area's page of applications to the hottest-moments feed (/admin/moment-feed), read
// as the viewer (an admin) on every request.

export const AdminMomentFeedQuery = graphql(`
  query AdminMomentFeed($states: [MomentFeedUserState!], $after: String) {
    oss {
      momentFeedUsers(input: { states: $states, first: 20, after: $after }) {
        totalCount
        edges {
          node {
            id
            userName
            displayName
            oss {
              momentFeedApplication {
                state
                createdAt
                updatedAt
                reviewer {
                  id
                  userName
                }
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
`);
