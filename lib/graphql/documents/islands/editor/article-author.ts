import { graphql } from "../../../generated/editor/gql";

// The author's tools on their article's page (components/article/author-actions.tsx): loaded for
// the author alone, beside the editor's documents (pinning and archiving are EditArticle).

/** The author's collections, and those the article is in: what the Collections dialog ticks. */
export const ArticleCollectionChoices = graphql(`
  query ArticleCollectionChoices($shortHash: String!) {
    viewer {
      id
      collections(input: { first: 50 }) {
        edges {
          node {
            id
            title
          }
        }
      }
    }
    article(input: { shortHash: $shortHash }) {
      id
      collections(input: { first: 50 }) {
        edges {
          node {
            id
          }
        }
      }
    }
  }
`);

/** The article's topic channels, the author's last feedback on them, and the channels readers see. */
export const ArticleTopicChannelChoices = graphql(`
  query ArticleTopicChannelChoices($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      id
      classification {
        topicChannel {
          enabled
          channels {
            channel {
              id
              name
            }
          }
          feedback {
            id
            type
            state
          }
        }
      }
    }
    channels {
      __typename
      id
      ... on TopicChannel {
        name
      }
    }
  }
`);

/** The author says the article's topic channels fit, or names those that would. */
export const SubmitArticleChannelFeedback = graphql(`
  mutation SubmitArticleChannelFeedback($input: SubmitTopicChannelFeedbackInput!) {
    submitTopicChannelFeedback(input: $input) {
      id
      state
    }
  }
`);

/** The article's own fediverse choice and whether it goes out (the Fediverse dialog). */
export const ArticleFederationChoice = graphql(`
  query ArticleFederationChoice($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      id
      federationSetting {
        state
      }
      federationEligibility {
        eligible
        reason
      }
    }
  }
`);

export const SetArticleFederation = graphql(`
  mutation SetArticleFederation($id: ID!, $state: FederationArticleSettingState!) {
    setArticleFederationSetting(input: { id: $id, state: $state }) {
      state
    }
  }
`);
