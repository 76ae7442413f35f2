import { graphql } from "../../../generated/support/gql";

// The support dialog: whether the viewer has a payment password, setting one, paying, and the
// author's reply that a supporter may read once they have paid.

export const SupportViewer = graphql(`
  query SupportViewer {
    viewer {
      id
      status {
        hasPaymentPassword
      }
    }
  }
`);

export const SetPaymentPassword = graphql(`
  mutation SetPaymentPassword($password: String!) {
    updateUserInfo(input: { paymentPassword: $password }) {
      id
      status {
        hasPaymentPassword
      }
    }
  }
`);

export const Support = graphql(`
  mutation Support($input: PayToInput!) {
    payTo(input: $input) {
      transaction {
        id
        amount
        currency
        state
      }
    }
  }
`);

export const SupportReply = graphql(`
  query SupportReply($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      id
      replyToDonator
    }
  }
`);
