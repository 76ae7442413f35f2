import { graphql } from "../generated/gql";

/** The channel part of the root query: every channel named in all three languages. */
export const NavChannels = graphql(`
  query NavChannels {
    channels {
      __typename
      id
      shortHash
      en: navbarTitle(input: { language: en })
      zhHant: navbarTitle(input: { language: zh_hant })
      zhHans: navbarTitle(input: { language: zh_hans })
    }
  }
`);

export const ChannelArticlePage = graphql(`
  fragment ChannelArticlePage on ChannelArticleConnection {
    edges {
      pinned
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

/** A topic or curation channel (/c/…): its name and note in the reader's language, and a page of articles. */
export const ChannelFeedQuery = graphql(`
  query ChannelFeed($shortHash: String!, $language: UserLanguage!, $after: String) {
    channel(input: { shortHash: $shortHash }) {
      __typename
      id
      shortHash
      ... on TopicChannel {
        name(input: { language: $language })
        note(input: { language: $language })
        articles(input: { first: 20, after: $after }) {
          ...ChannelArticlePage
        }
      }
      ... on CurationChannel {
        name(input: { language: $language })
        note(input: { language: $language })
        showRecommendation
        articles(input: { first: 20, after: $after }) {
          ...ChannelArticlePage
        }
      }
      ... on WritingChallenge {
        name(input: { language: $language })
      }
    }
  }
`);

/** A writing challenge (/e/…): its description, periods, stages, and a page of entries by filter. */
export const WritingChallengeQuery = graphql(`
  query WritingChallengeFeed(
    $shortHash: String!
    $language: UserLanguage!
    $stage: ID
    $featured: Boolean
    $after: String
  ) {
    channel(input: { shortHash: $shortHash }) {
      __typename
      ... on WritingChallenge {
        ...WritingChallengeFields
      }
    }
  }
`);

export const WritingChallengeFields = graphql(`
  fragment WritingChallengeFields on WritingChallenge {
    id
    shortHash
    name(input: { language: $language })
    description(input: { language: $language })
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
      name(input: { language: $language })
      period {
        start
      }
    }
    organizers {
      ...UserDigestFields
    }
    enableQuoteWall
    quoteCount
    quotes(input: { first: 12 }) {
      edges {
        node {
          id
          content
          createdAt
          article {
            id
            title
            shortHash
          }
          poster {
            id
            userName
            displayName
          }
        }
      }
    }
    announcements {
      ...ArticleDigestFields
    }
    articles(input: { first: 20, after: $after, filter: { stage: $stage, featured: $featured } }) {
      edges {
        featured
        node {
          ...ArticleDigestFields
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);
