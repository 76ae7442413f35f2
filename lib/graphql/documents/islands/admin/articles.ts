import { graphql } from "../../../generated/admin/gql";

// The admin's page of an article: its state, the sensitive mark, the lists it may be in, its
// boost, and whether it is spam or an advertisement.

export const AdminUpdateArticleState = graphql(`
  mutation AdminUpdateArticleState($input: UpdateArticleStateInput!) {
    updateArticleState(input: $input) {
      id
      state
    }
  }
`);

export const AdminUpdateArticleSensitive = graphql(`
  mutation AdminUpdateArticleSensitive($input: UpdateArticleSensitiveInput!) {
    updateArticleSensitive(input: $input) {
      id
      sensitiveByAdmin
    }
  }
`);

export const AdminToggleArticleRecommend = graphql(`
  mutation AdminToggleArticleRecommend($input: ToggleRecommendInput!) {
    toggleArticleRecommend(input: $input) {
      id
    }
  }
`);

export const AdminSetBoost = graphql(`
  mutation AdminSetBoost($input: SetBoostInput!) {
    setBoost(input: $input) {
      id
    }
  }
`);

export const AdminSetSpamStatus = graphql(`
  mutation AdminSetSpamStatus($input: SetSpamStatusInput!) {
    setSpamStatus(input: $input) {
      __typename
    }
  }
`);

export const AdminSetAdStatus = graphql(`
  mutation AdminSetAdStatus($input: SetAdStatusInput!) {
    setAdStatus(input: $input) {
      id
    }
  }
`);
