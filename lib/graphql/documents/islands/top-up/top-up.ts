import { graphql } from "../../../generated/top-up/gql";

// The top-up dialog's one call: open a PaymentIntent and a pending transaction.

export const AddCredit = graphql(`
  mutation AddCredit($amount: Float!) {
    addCredit(input: { amount: $amount }) {
      client_secret
      transaction {
        id
        state
        amount
        currency
      }
    }
  }
`);
