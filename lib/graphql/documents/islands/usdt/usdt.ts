import { graphql } from "../../../generated/usdt/gql";

// Support in USDT (components/wallet/usdt): the viewer's linked wallet and the author's, the
// payment recorded before the wallet sends it and confirmed with its hash, and the vault.

export const UsdtParties = graphql(`
  query UsdtParties($recipientId: ID!) {
    viewer {
      id
      info {
        ethAddress
      }
    }
    node(input: { id: $recipientId }) {
      id
      ... on User {
        info {
          ethAddress
        }
      }
    }
  }
`);

export const UsdtPay = graphql(`
  mutation UsdtPay($input: PayToInput!) {
    payTo(input: $input) {
      transaction {
        id
        state
        amount
        blockchainTx {
          txHash
        }
      }
    }
  }
`);

export const VaultBalance = graphql(`
  query VaultBalance {
    viewer {
      id
      info {
        ethAddress
      }
      wallet {
        vaultUSDT
      }
    }
  }
`);

export const WithdrawVault = graphql(`
  mutation WithdrawVault {
    withdrawLockedTokens {
      transaction {
        id
        state
        amount
      }
    }
  }
`);
