import { graphql } from "../generated/gql";

// The admin area's feedback queue (/admin/feedback): authors' word on their articles' topic
// channels, with the channels each asks for beside the ones the article is filed under now.

export const AdminFeedbackQuery = graphql(`
  query AdminFeedback(
    $after: String
    $state: TopicChannelFeedbackState
    $type: TopicChannelFeedbackType
    $language: UserLanguage!
  ) {
    oss {
      topicChannelFeedbacks(input: { first: 20, after: $after, filter: { state: $state, type: $type } }) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            type
            state
            createdAt
            channels {
              id
              name(input: { language: $language })
            }
            article {
              id
              title
              shortHash
              author {
                id
                userName
                displayName
              }
              classification {
                topicChannel {
                  channels {
                    channel {
                      id
                      name(input: { language: $language })
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`);
