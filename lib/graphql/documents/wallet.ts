import { graphql } from "../generated/gql";

/** The wallet page (/me/wallet): the balance, the reader's display currency and its rate, the payment password's state, the payout account. */
export const ViewerWalletQuery = graphql(`
  query ViewerWallet {
    viewer {
      id
      info {
        email
      }
      settings {
        currency
      }
      status {
        hasPaymentPassword
      }
      wallet {
        balance {
          HKD
        }
        stripeAccount {
          id
          loginUrl
        }
        stripeAccountPending
      }
    }
    exchangeRates(input: { from: HKD }) {
      to
      rate
      updatedAt
    }
  }
`);

/** A page of the reader's transactions (/me/wallet/transactions), newest first, narrowed by the filters. */
export const ViewerTransactionsQuery = graphql(`
  query ViewerTransactions($after: String, $purpose: TransactionPurpose, $currency: TransactionCurrency) {
    viewer {
      id
      wallet {
        transactions(input: { first: 20, after: $after, filter: { purpose: $purpose, currency: $currency } }) {
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              state
              purpose
              amount
              currency
              createdAt
              blockchainTx {
                chain
                txHash
              }
              sender {
                id
                userName
                displayName
              }
              recipient {
                id
                userName
                displayName
              }
              target {
                __typename
                ... on Article {
                  id
                  shortHash
                  title
                }
                ... on Circle {
                  id
                  name
                  displayName
                }
              }
            }
          }
        }
      }
    }
  }
`);
