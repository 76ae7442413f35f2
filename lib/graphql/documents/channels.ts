import { document } from "../document";
import { ARTICLE_DIGEST_FIELDS, type ArticleDigest } from "./feed";

export type NavChannel = {
  __typename: "TopicChannel" | "CurationChannel" | "WritingChallenge";
  id: string;
  shortHash: string;
  en: string;
  zhHant: string;
  zhHans: string;
};

/** The channel part of the root query: every channel named in all three languages. */
export const NavChannels = document<{ channels: NavChannel[] }>(/* GraphQL */ `
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

type Language = "en" | "zh_hant" | "zh_hans";
type Page<E> = { edges: E[] | null; pageInfo: { endCursor: string | null; hasNextPage: boolean } };

export type ChannelFeed = {
  __typename: "TopicChannel" | "CurationChannel" | "WritingChallenge";
  id: string;
  shortHash: string;
  name: string;
  note?: string | null;
  articles?: Page<{ pinned: boolean; node: ArticleDigest }>;
};

/** A topic or curation channel (/c/…): its name and note in the reader's language, and a page of articles. */
export const ChannelFeedQuery = document<
  { channel: ChannelFeed | null },
  { shortHash: string; language: Language; after?: string | null }
>(/* GraphQL */ `
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
        articles(input: { first: 20, after: $after }) {
          ...ChannelArticlePage
        }
      }
      ... on WritingChallenge {
        name(input: { language: $language })
      }
    }
  }
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
  ${ARTICLE_DIGEST_FIELDS}
`);

export type WritingChallengeFeed = {
  __typename: "WritingChallenge";
  id: string;
  shortHash: string;
  name: string;
  description: string | null;
  state: "pending" | "active" | "finished" | "archived";
  applicationPeriod: { start: string; end: string | null } | null;
  writingPeriod: { start: string; end: string | null } | null;
  stages: { id: string; name: string }[];
  announcements: ArticleDigest[];
  articles: Page<{ featured: boolean; node: ArticleDigest }>;
};

/** A writing challenge (/e/…): its description, periods, stages, and a page of entries by filter. */
export const WritingChallengeQuery = document<
  { channel: WritingChallengeFeed | { __typename: "TopicChannel" | "CurationChannel" } | null },
  { shortHash: string; language: Language; stage?: string | null; featured?: boolean; after?: string | null }
>(/* GraphQL */ `
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
    }
  }
  ${ARTICLE_DIGEST_FIELDS}
`);
