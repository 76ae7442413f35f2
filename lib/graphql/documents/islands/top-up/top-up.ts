import { graphql } from "../../../generated/top-up/gql";

// The top-up dialog's one call: open a PaymentIntent and a pending transaction.

export const AddCredit = graphql(`
  mutation AddCredit($amount: Float!, $idempotencyKey: String) {
    addCredit(input: { amount: $amount, idempotencyKey: $idempotencyKey }) {
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
