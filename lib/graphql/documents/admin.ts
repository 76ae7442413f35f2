import { graphql } from "../generated/gql";

// The admin area's reads, made as the viewer (an admin) on every request: what they show
// (pending and archived challenges, managers) is for admins alone and never cached.

/** Every writing challenge, pending and archived included, newest first. */
export const AdminChallengesQuery = graphql(`
  query AdminChallenges($language: UserLanguage!, $after: String) {
    campaigns(input: { first: 20, after: $after, oss: true }) {
      totalCount
      edges {
        node {
          __typename
          id
          shortHash
          ... on WritingChallenge {
            name(input: { language: $language })
            state
            stages {
              id
            }
            writingPeriod {
              start
              end
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
`);

/** One challenge as its form edits it: each text in each language. */
export const AdminChallengeQuery = graphql(`
  query AdminChallenge($shortHash: String!) {
    campaign(input: { shortHash: $shortHash }) {
      __typename
      id
      shortHash
      ... on WritingChallenge {
        nameEn: name(input: { language: en })
        nameZhHant: name(input: { language: zh_hant })
        nameZhHans: name(input: { language: zh_hans })
        navbarTitleEn: navbarTitle(input: { language: en })
        navbarTitleZhHant: navbarTitle(input: { language: zh_hant })
        navbarTitleZhHans: navbarTitle(input: { language: zh_hans })
        channelEnabled
        descriptionEn: description(input: { language: en })
        descriptionZhHant: description(input: { language: zh_hant })
        descriptionZhHans: description(input: { language: zh_hans })
        cover
        link
        state
        applicationPeriod {
          start
          end
        }
        writingPeriod {
          start
          end
        }
        stages {
          id
          nameEn: name(input: { language: en })
          nameZhHant: name(input: { language: zh_hant })
          nameZhHans: name(input: { language: zh_hans })
          period {
            start
            end
          }
        }
        organizers {
          id
          userName
        }
        enableQuoteWall
        announcements {
          id
          shortHash
        }
        oss {
          exclusive
          managers {
            id
            userName
          }
        }
      }
    }
  }
`);

/** People whose user name begins with the key, or whose email is it. */
export const AdminFindUsersQuery = graphql(`
  query AdminFindUsers($key: String!, $after: String) {
    oss {
      findUsers(input: { key: $key, first: 20, after: $after }) {
        totalCount
        edges {
          node {
            id
            userName
            displayName
            info {
              email
            }
            status {
              state
              role
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

/** One person as the admin's page of them shows: state, role, and when a ban ends. */
export const AdminPersonQuery = graphql(`
  query AdminPerson($userName: String!) {
    user(input: { userName: $userName }) {
      id
      userName
      displayName
      info {
        email
      }
      status {
        state
        role
      }
      oss {
        banEndsAt
        restrictions {
          type
        }
        featureFlags {
          type
        }
      }
    }
  }
`);

/** The audit log, newest first, whole or for one target. */
export const AdminAuditQuery = graphql(`
  query AdminAudit($targetId: ID, $after: String) {
    oss {
      auditLog(input: { targetId: $targetId, first: 20, after: $after }) {
        totalCount
        edges {
          node {
            id
            action
            actor {
              id
              userName
            }
            target {
              __typename
              id
              ... on User {
                userName
              }
              ... on Article {
                title
                shortHash
              }
              ... on Tag {
                content
              }
              ... on TopicChannel {
                shortHash
              }
              ... on CurationChannel {
                shortHash
              }
              ... on Moment {
                shortHash
              }
            }
            targetId
            before
            after
            createdAt
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

/** The reports queue: open reports grouped by what they are about, newest group first. */
export const AdminReportsQuery = graphql(`
  query AdminReports($after: String) {
    oss {
      reportGroups(input: { first: 20, after: $after }) {
        totalCount
        edges {
          node {
            targetId
            reasons
            reportCount
            reporterCount
            latestAt
            target {
              __typename
              id
              ... on Article {
                title
                shortHash
                articleState: state
              }
              ... on Comment {
                state
                content
                author {
                  id
                  userName
                }
              }
              ... on Moment {
                shortHash
                momentState: state
              }
              ... on User {
                userName
                displayName
                status {
                  state
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

/** The registered OAuth apps, newest first, with what only admins see (secret's hint, addresses). */
export const AdminOAuthClientsQuery = graphql(`
  query AdminOAuthClients($after: String) {
    oss {
      oauthClients(input: { first: 20, after: $after }) {
        totalCount
        edges {
          node {
            id
            name
            website
            scope
            redirectURIs
            grantTypes
            secret
            createdAt
            user {
              id
              userName
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

/** One app as its form edits it. */
export const AdminOAuthClientQuery = graphql(`
  query AdminOAuthClient($id: ID!) {
    oauthClient(input: { id: $id }) {
      id
      name
      description
      website
      scope
      redirectURIs
      grantTypes
      secret
      createdAt
    }
  }
`);

/** Articles in any state whose short hash is the key or whose title holds it, newest first. */
export const AdminFindArticlesQuery = graphql(`
  query AdminFindArticles($key: String!, $after: String) {
    oss {
      articles(input: { first: 20, after: $after, filter: { searchKey: $key } }) {
        totalCount
        edges {
          node {
            id
            title
            shortHash
            state
            createdAt
            author {
              id
              userName
              displayName
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

/** One article as the admin's page of it shows: its state, marks, switches and boost. */
export const AdminArticleQuery = graphql(`
  query AdminArticle($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      id
      title
      shortHash
      state
      sensitiveByAdmin
      createdAt
      author {
        id
        userName
        displayName
      }
      oss {
        boost
        score
        inRecommendIcymi
        inRecommendHottest
        inRecommendNewest
        inSearch
        spamStatus {
          isSpam
        }
        adStatus {
          isAd
        }
      }
    }
  }
`);

/** Every feature with its flag, and the seeding users (the first 50: the admin's page lists them whole). */
export const AdminFlagsQuery = graphql(`
  query AdminFlags {
    official {
      features {
        name
        flag
      }
    }
    oss {
      seedingUsers(input: { first: 50 }) {
        totalCount
        edges {
          node {
            id
            userName
            displayName
          }
        }
      }
    }
  }
`);

/** Every channel in navbar order, hidden ones too: the admins' list of channels. */
export const AdminChannelsQuery = graphql(`
  query AdminChannels($language: UserLanguage!) {
    channels(input: { oss: true }) {
      __typename
      id
      shortHash
      navbarTitle(input: { language: $language })
      ... on TopicChannel {
        enabled
      }
      ... on CurationChannel {
        state
      }
      ... on WritingChallenge {
        channelEnabled
      }
    }
  }
`);

/** One topic or curation channel as the admins' form edits it, with its articles (pins first). */
export const AdminChannelQuery = graphql(`
  query AdminChannel($id: ID!) {
    node(input: { id: $id }) {
      __typename
      id
      ... on TopicChannel {
        shortHash
        enabled
        providerId
        nameEn: name(input: { language: en })
        nameZhHant: name(input: { language: zh_hant })
        nameZhHans: name(input: { language: zh_hans })
        noteEn: note(input: { language: en })
        noteZhHant: note(input: { language: zh_hant })
        noteZhHans: note(input: { language: zh_hans })
        articles(input: { first: 50 }) {
          edges {
            pinned
            node {
              id
              title
              shortHash
            }
          }
        }
      }
      ... on CurationChannel {
        shortHash
        state
        pinAmount
        color
        showRecommendation
        activePeriod {
          start
          end
        }
        nameEn: name(input: { language: en })
        nameZhHant: name(input: { language: zh_hant })
        nameZhHans: name(input: { language: zh_hans })
        noteEn: note(input: { language: en })
        noteZhHant: note(input: { language: zh_hant })
        noteZhHans: note(input: { language: zh_hans })
        articles(input: { first: 50 }) {
          edges {
            pinned
            node {
              id
              title
              shortHash
            }
          }
        }
      }
    }
  }
`);

export const AdminWatchQuery = graphql(`
  query AdminWatch($after: String) {
    communityWatchActions(input: { first: 20, after: $after }) {
      totalCount
      edges {
        node {
          uuid
          commentId
          sourceType
          sourceTitle
          sourceUrl
          actorDisplayName
          reason
          actionState
          reviewState
          originalContent
          contentCleared
          createdAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Tags whose name holds the key, most articles first: the admin's tag search. */
export const AdminFindTagsQuery = graphql(`
  query AdminFindTags($key: String!, $after: String) {
    oss {
      findTags(input: { key: $key, first: 20, after: $after }) {
        totalCount
        edges {
          node {
            id
            content
            slug
            numArticles
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

/** One tag as the admin's page of it shows: its name, counts and boost. */
export const AdminTagQuery = graphql(`
  query AdminTag($id: ID!) {
    node(input: { id: $id }) {
      ... on Tag {
        id
        content
        slug
        numArticles
        numAuthors
        numFollowers
        oss {
          boost
        }
      }
    }
  }
`);
