import { graphql } from "../../../generated/payout/gql";

// The wallet page's payout section: connecting (or continuing) a payout account, and paying out.

export const ConnectStripeAccount = graphql(`
  mutation ConnectStripeAccount($country: StripeAccountCountry!) {
    connectStripeAccount(input: { country: $country }) {
      redirectUrl
    }
  }
`);

export const Payout = graphql(`
  mutation Payout($amount: Float!, $password: String!, $idempotencyKey: String) {
    payout(input: { amount: $amount, password: $password, idempotencyKey: $idempotencyKey }) {
      id
      state
      amount
      fee
      currency
    }
  }
`);
