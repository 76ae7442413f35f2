import { graphql } from "../../../generated/admin/gql";

// The admins' channel pages: create and edit, order the navbar, file and pin articles.

export const AdminPutTopicChannel = graphql(`
  mutation AdminPutTopicChannel($input: PutTopicChannelInput!) {
    putTopicChannel(input: $input) {
      id
      shortHash
    }
  }
`);

export const AdminPutCurationChannel = graphql(`
  mutation AdminPutCurationChannel($input: PutCurationChannelInput!) {
    putCurationChannel(input: $input) {
      id
      shortHash
    }
  }
`);

export const AdminReorderChannels = graphql(`
  mutation AdminReorderChannels($ids: [ID!]!) {
    reorderChannels(input: { ids: $ids })
  }
`);

export const AdminPinChannelArticle = graphql(`
  mutation AdminPinChannelArticle($channel: ID!, $article: ID!, $pinned: Boolean!) {
    togglePinChannelArticles(input: { channels: [$channel], articles: [$article], pinned: $pinned }) {
      id
    }
  }
`);

export const AdminAddChannelArticle = graphql(`
  mutation AdminAddChannelArticle($channel: ID!, $article: ID!) {
    addCurationChannelArticles(input: { channel: $channel, articles: [$article] }) {
      id
    }
  }
`);

export const AdminRemoveChannelArticle = graphql(`
  mutation AdminRemoveChannelArticle($channel: ID!, $article: ID!) {
    deleteCurationChannelArticles(input: { channel: $channel, articles: [$article] }) {
      id
    }
  }
`);

/** An article by the short hash of its address (/a/…), for adding it by its link. */
export const AdminChannelArticleByHash = graphql(`
  query AdminChannelArticleByHash($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      id
    }
  }
`);
