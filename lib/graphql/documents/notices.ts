import { graphql } from "../generated/gql";

/** A page of the viewer's notices (/me/notifications): what each needs to say who did what to which. */
export const ViewerNoticesQuery = graphql(`
  query ViewerNotices($after: String) {
    viewer {
      id
      notices(input: { first: 15, after: $after }) {
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            __typename
            id
            unread
            createdAt
            ... on UserNotice {
              userNoticeType: type
              actors {
                ...NoticeActor
              }
            }
            ... on ArticleNotice {
              articleNoticeType: type
              actors {
                ...NoticeActor
              }
              target {
                ...NoticeArticle
              }
            }
            ... on ArticleArticleNotice {
              articleArticleNoticeType: type
              actors {
                ...NoticeActor
              }
              target {
                ...NoticeArticle
              }
              article {
                ...NoticeArticle
              }
            }
            ... on MomentNotice {
              momentNoticeType: type
              actors {
                ...NoticeActor
              }
              target {
                id
                shortHash
                content
              }
            }
            ... on CommentNotice {
              commentNoticeType: type
              actors {
                ...NoticeActor
              }
              target {
                ...NoticeComment
              }
            }
            ... on CommentCommentNotice {
              commentCommentNoticeType: type
              actors {
                ...NoticeActor
              }
              comment {
                ...NoticeComment
              }
            }
            ... on CollectionNotice {
              actors {
                ...NoticeActor
              }
              target {
                id
                title
                author {
                  userName
                }
              }
            }
            ... on TransactionNotice {
              transactionNoticeType: type
              actors {
                ...NoticeActor
              }
              target {
                id
                amount
                currency
                target {
                  ... on Article {
                    ...NoticeArticle
                  }
                }
              }
            }
            ... on CircleNotice {
              circleNoticeType: type
              actors {
                ...NoticeActor
              }
              target {
                id
                name
                displayName
              }
              comments {
                id
                content
              }
              replies {
                id
                content
                parentComment {
                  id
                }
              }
              mentions {
                id
                content
                parentComment {
                  id
                }
              }
            }
            ... on CampaignArticleNotice {
              campaignArticleNoticeType: type
              actors {
                ...NoticeActor
              }
              target {
                id
                shortHash
              }
              article {
                id
                title
              }
            }
            ... on OfficialAnnouncementNotice {
              message
              link
            }
          }
        }
      }
    }
  }

  fragment NoticeActor on User {
    id
    userName
    displayName
    avatar
  }

  fragment NoticeArticle on Article {
    id
    title
    shortHash
  }

  fragment NoticeComment on Comment {
    id
    type
    content
    parentComment {
      id
    }
    node {
      __typename
      ... on Circle {
        id
        name
      }
      ... on Article {
        id
        title
        shortHash
      }
      ... on Moment {
        id
        shortHash
        content
      }
      ... on WritingChallenge {
        id
        shortHash
      }
    }
  }
`);

/** The viewer's notification switches (/me/settings/notifications). */
export const NotificationSettingsQuery = graphql(`
  query NotificationSettings {
    viewer {
      id
      settings {
        notification {
          email
          mention
          newComment
          newLike
          userNewFollower
          articleNewComment
          articleNewAppreciation
          articleNewSubscription
          articleNewCollected
          circleNewSubscriber
          circleNewFollower
          circleNewUnsubscriber
          circleMemberNewDiscussion
          circleMemberNewDiscussionReply
          circleMemberNewBroadcastReply
          inCircleNewArticle
          inCircleNewBroadcast
          inCircleNewBroadcastReply
          inCircleNewDiscussion
          inCircleNewDiscussionReply
        }
      }
    }
  }
`);
