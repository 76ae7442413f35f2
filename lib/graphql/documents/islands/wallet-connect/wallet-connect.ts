import { graphql } from "../../../generated/wallet-connect/gql";

// The wallet islands' calls (Sign-In with Ethereum): a message to sign, then logging in or
// signing up with its signature, or linking the wallet to the signed-in account; and unlinking.

export const GenerateSigningMessage = graphql(`
  mutation GenerateSigningMessage($address: String!, $purpose: SigningMessagePurpose!, $chainId: Int) {
    generateSigningMessage(input: { address: $address, purpose: $purpose, chainId: $chainId }) {
      nonce
      signingMessage
    }
  }
`);

export const WalletLogin = graphql(`
  mutation WalletLogin(
    $ethAddress: String!
    $signedMessage: String!
    $signature: String!
    $nonce: String!
    $language: UserLanguage
    $referralCode: String
  ) {
    walletLogin(
      input: {
        ethAddress: $ethAddress
        signedMessage: $signedMessage
        signature: $signature
        nonce: $nonce
        language: $language
        referralCode: $referralCode
      }
    ) {
      auth
      type
    }
  }
`);

export const AddWalletLogin = graphql(`
  mutation AddWalletLogin($ethAddress: String!, $signedMessage: String!, $signature: String!, $nonce: String!) {
    addWalletLogin(
      input: { ethAddress: $ethAddress, signedMessage: $signedMessage, signature: $signature, nonce: $nonce }
    ) {
      id
      info {
        ethAddress
      }
    }
  }
`);

export const RemoveWalletLogin = graphql(`
  mutation RemoveWalletLogin {
    removeWalletLogin {
      id
      info {
        ethAddress
      }
    }
  }
`);
