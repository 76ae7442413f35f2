import { graphql } from "../generated/gql";

/**
 * The fields every card of an article shows (components/article/article-digest.tsx). The ids
 * are there for the cache too: a list is tagged with the people it names, so renaming one
 * refreshes it. `language` tells whether the length counts words or characters.
 */
export const ArticleDigestFields = graphql(`
  fragment ArticleDigestFields on Article {
    id
    shortHash
    title
    summary
    cover
    wordCount
    language
    createdAt
    appreciationsReceivedTotal
    commentCount
    author {
      ...UserDigestFields
    }
    tags {
      id
      content
      slug
    }
    # paywalled work shows a lock on its card
    access {
      type
    }
  }
`);

/** A page of a connection of articles, as every feed pages it. */
export const ArticlePageFields = graphql(`
  fragment ArticlePageFields on ArticleConnection {
    edges {
      cursor
      node {
        ...ArticleDigestFields
      }
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
`);

export const NewestArticles = graphql(`
  query NewestArticles($first: Int, $after: String) {
    viewer {
      recommendation {
        newest(input: { first: $first, after: $after }) {
          ...ArticlePageFields
        }
      }
    }
  }
`);

export const FeaturedArticles = graphql(`
  query FeaturedArticles($first: Int, $after: String) {
    viewer {
      recommendation {
        icymi(input: { first: $first, after: $after }) {
          ...ArticlePageFields
        }
      }
    }
  }
`);

/** The editors' ICYMI topic published now, worded in the reader's language: the Featured feed's head. */
export const IcymiTopicQuery = graphql(`
  query IcymiTopic($language: UserLanguage!) {
    viewer {
      recommendation {
        icymiTopic {
          id
          title(input: { language: $language })
          note(input: { language: $language })
          articles {
            ...ArticleDigestFields
          }
        }
      }
    }
  }
`);

export const FollowingFeed = graphql(`
  query FollowingFeed($first: Int, $after: String) {
    viewer {
      recommendation {
        following(input: { first: $first, after: $after }) {
          edges {
            cursor
            node {
              __typename
              ... on UserPublishArticleActivity {
                createdAt
                actor {
                  userName
                  displayName
                }
                node {
                  ...ArticleDigestFields
                }
              }
              ... on UserAddArticleTagActivity {
                createdAt
                actor {
                  userName
                  displayName
                }
                node {
                  ...ArticleDigestFields
                }
                target {
                  id
                  content
                  slug
                }
              }
              ... on UserPostMomentActivity {
                createdAt
                actor {
                  userName
                  displayName
                }
                node {
                  ...MomentDigestFields
                }
              }
              ... on UserCreateCircleActivity {
                createdAt
                actor {
                  userName
                  displayName
                }
                node {
                  id
                  name
                  displayName
                }
              }
              ... on UserBroadcastCircleActivity {
                createdAt
                actor {
                  userName
                  displayName
                }
                node {
                  id
                  content
                }
                target {
                  id
                  name
                  displayName
                }
              }
              ... on UserRecommendationActivity {
                nodes {
                  id
                  userName
                  displayName
                  avatar
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

/** Authors and tags worth a look, shuffled by `random` (the minute of the hour modulo 10). */
export const RecommendationQuery = graphql(`
  query Recommendation($random: Int) {
    viewer {
      recommendation {
        authors(input: { first: 12, filter: { random: $random } }) {
          edges {
            node {
              ...UserDigestFields
              info {
                description
              }
            }
          }
        }
        tags(input: { first: 24, filter: { random: $random } }) {
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
