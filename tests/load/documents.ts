// What the simulated people of the load suite ask the API for, typed from the schema
// (`npm run codegen` writes tests/load/generated): each as the site's own pages and islands
// would ask it, small pages of lists, a viewer's flags where a signed-in reader sees them.
import { graphql } from "./generated/gql.ts";

export const NEWEST = graphql(`
  query LoadNewest($after: String) {
    viewer {
      recommendation {
        newest(input: { first: 10, after: $after }) {
          pageInfo {
            endCursor
            hasNextPage
          }
          edges {
            node {
              id
              shortHash
              title
              summary
              author {
                id
                userName
                displayName
              }
              tags {
                id
                content
              }
              commentCount
              bookmarkCount
              appreciationsReceivedTotal
            }
          }
        }
      }
    }
  }
`);

export const FEATURED = graphql(`
  query LoadFeatured($after: String) {
    viewer {
      recommendation {
        icymi(input: { first: 10, after: $after }) {
          pageInfo {
            endCursor
            hasNextPage
          }
          edges {
            node {
              id
              shortHash
              title
              author {
                userName
              }
            }
          }
        }
      }
    }
  }
`);

export const ARTICLE = graphql(`
  query LoadArticle($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      id
      title
      content
      author {
        id
        userName
        displayName
        isFollowee
      }
      tags {
        id
        content
      }
      bookmarked
      commentCount
      bookmarkCount
      appreciationsReceivedTotal
      appreciateLeft
      comments(input: { first: 10 }) {
        totalCount
        edges {
          node {
            id
            content
            author {
              userName
            }
          }
        }
      }
    }
  }
`);

export const TAG = graphql(`
  query LoadTag($id: ID!, $after: String) {
    node(input: { id: $id }) {
      ... on Tag {
        id
        content
        numArticles
        numAuthors
        articles(input: { first: 10, after: $after }) {
          pageInfo {
            endCursor
            hasNextPage
          }
          edges {
            node {
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

export const TAGS = graphql(`
  query LoadTags($after: String) {
    viewer {
      recommendation {
        tags(input: { first: 20, after: $after }) {
          pageInfo {
            endCursor
            hasNextPage
          }
          edges {
            node {
              id
              content
              slug
              numArticles
            }
          }
        }
      }
    }
  }
`);

export const SEARCH = graphql(`
  query LoadSearch($key: String!, $type: SearchTypes!, $after: String) {
    search(input: { key: $key, type: $type, first: 10, after: $after }) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        node {
          id
          ... on Article {
            shortHash
            title
          }
          ... on User {
            userName
          }
          ... on Tag {
            content
          }
        }
      }
    }
  }
`);

export const QUICK_SEARCH = graphql(`
  query LoadQuickSearch($key: String!) {
    users: search(input: { key: $key, type: User, quicksearch: true, first: 5 }) {
      edges {
        node {
          id
        }
      }
    }
    tags: search(input: { key: $key, type: Tag, quicksearch: true, first: 5 }) {
      edges {
        node {
          id
        }
      }
    }
  }
`);

export const FOLLOWING_FEED = graphql(`
  query LoadFollowingFeed {
    viewer {
      recommendation {
        following(input: { first: 10 }) {
          totalCount
        }
      }
    }
  }
`);

export const SEND_CODE = graphql(`
  mutation LoadSendCode($input: SendVerificationCodeInput!) {
    sendVerificationCode(input: $input)
  }
`);

export const MAILBOX = graphql(`
  query LoadMailbox($email: String) {
    devMailbox(input: { email: $email, first: 1 }) {
      text
    }
  }
`);

export const EMAIL_LOGIN = graphql(`
  mutation LoadEmailLogin($input: EmailLoginInput!) {
    emailLogin(input: $input) {
      type
      user {
        id
      }
    }
  }
`);

export const FOLLOW = graphql(`
  mutation LoadFollow($id: ID!, $enabled: Boolean!) {
    toggleFollowUser(input: { id: $id, enabled: $enabled }) {
      id
      isFollowee
    }
  }
`);

export const BOOKMARK = graphql(`
  mutation LoadBookmark($id: ID!, $enabled: Boolean!) {
    toggleBookmarkArticle(input: { id: $id, enabled: $enabled }) {
      id
      bookmarked
      bookmarkCount
    }
  }
`);

export const APPRECIATE = graphql(`
  mutation LoadAppreciate($id: ID!, $amount: Int!) {
    appreciateArticle(input: { id: $id, amount: $amount }) {
      id
      appreciationsReceivedTotal
    }
  }
`);

export const COMMENT = graphql(`
  mutation LoadComment($articleId: ID!, $content: String!) {
    putComment(input: { comment: { type: article, articleId: $articleId, content: $content } }) {
      id
    }
  }
`);

export const PUT_DRAFT = graphql(`
  mutation LoadPutDraft($input: PutDraftInput!) {
    putDraft(input: $input) {
      id
      updatedAt
    }
  }
`);

export const PUBLISH = graphql(`
  mutation LoadPublish($id: ID!) {
    publishArticle(input: { id: $id }) {
      id
      publishState
      article {
        id
        shortHash
      }
    }
  }
`);

export const SET_PAYMENT_PASSWORD = graphql(`
  mutation LoadSetPaymentPassword($password: String!) {
    updateUserInfo(input: { paymentPassword: $password }) {
      id
    }
  }
`);

export const ADD_CREDIT = graphql(`
  mutation LoadAddCredit($amount: Float!) {
    addCredit(input: { amount: $amount }) {
      client_secret
    }
  }
`);

export const BALANCE = graphql(`
  query LoadBalance {
    viewer {
      wallet {
        balance {
          HKD
        }
      }
    }
  }
`);

export const PAY = graphql(`
  mutation LoadPay($input: PayToInput!) {
    payTo(input: $input) {
      transaction {
        id
      }
    }
  }
`);

export const SUBSCRIBE = graphql(`
  mutation LoadSubscribeCircle($input: SubscribeCircleInput!) {
    subscribeCircle(input: $input) {
      circle {
        id
        isMember
      }
    }
  }
`);

export const UNSUBSCRIBE = graphql(`
  mutation LoadUnsubscribeCircle($id: ID!) {
    unsubscribeCircle(input: { id: $id }) {
      id
      memberUntil
    }
  }
`);

export const HEALTH = graphql(`
  query LoadHealth {
    viewer {
      recommendation {
        newest(input: { first: 1 }) {
          edges {
            node {
              id
            }
          }
        }
      }
    }
  }
`);

/** The counts the API shows of what the run touched, to hold against the rows behind them. */
export const ARTICLE_COUNTS = graphql(`
  query LoadArticleCounts($ids: [ID!]!) {
    nodes(input: { ids: $ids }) {
      id
      ... on Article {
        commentCount
        bookmarkCount
        appreciationsReceivedTotal
      }
    }
  }
`);

export const FOLLOWER_COUNTS = graphql(`
  query LoadFollowerCounts($ids: [ID!]!) {
    nodes(input: { ids: $ids }) {
      id
      ... on User {
        followers(input: { first: 0 }) {
          totalCount
        }
      }
    }
  }
`);
