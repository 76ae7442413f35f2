import { graphql } from "../../../generated/challenge-wall/gql";

// A writing challenge's managers' menu and quote wall: documents of their own, so the apply
// button's island does not carry them; they load with the first press (challenge-requests.ts).

/** A manager features an entry, or takes the feature back. */
export const ToggleFeaturedEntry = graphql(`
  mutation ToggleFeaturedEntry($campaign: ID!, $article: ID!, $enabled: Boolean!) {
    toggleWritingChallengeFeaturedArticles(input: { campaign: $campaign, articles: [$article], enabled: $enabled }) {
      id
    }
  }
`);

/** A manager takes an entry out of the challenge's lists. */
export const BanEntry = graphql(`
  mutation BanEntry($campaign: ID!, $article: ID!) {
    banCampaignArticles(input: { campaign: $campaign, articles: [$article] }) {
      id
    }
  }
`);

/** A reader puts an excerpt of an entry on the challenge's quote wall. */
export const PutQuote = graphql(`
  mutation PutQuote($articleId: ID!, $content: String!) {
    putQuote(input: { articleId: $articleId, content: $content }) {
      id
    }
  }
`);

/** Its poster (or a manager) takes a quote down. */
export const DeleteQuote = graphql(`
  mutation DeleteQuote($id: ID!) {
    deleteQuote(input: { id: $id })
  }
`);
