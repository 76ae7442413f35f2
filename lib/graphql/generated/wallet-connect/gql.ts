/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation GenerateSigningMessage($address: String!, $purpose: SigningMessagePurpose!, $chainId: Int) {\n    generateSigningMessage(input: { address: $address, purpose: $purpose, chainId: $chainId }) {\n      nonce\n      signingMessage\n    }\n  }\n": typeof types.GenerateSigningMessageDocument,
    "\n  mutation WalletLogin(\n    $ethAddress: String!\n    $signedMessage: String!\n    $signature: String!\n    $nonce: String!\n    $language: UserLanguage\n    $referralCode: String\n  ) {\n    walletLogin(\n      input: {\n        ethAddress: $ethAddress\n        signedMessage: $signedMessage\n        signature: $signature\n        nonce: $nonce\n        language: $language\n        referralCode: $referralCode\n      }\n    ) {\n      auth\n      type\n    }\n  }\n": typeof types.WalletLoginDocument,
    "\n  mutation AddWalletLogin($ethAddress: String!, $signedMessage: String!, $signature: String!, $nonce: String!) {\n    addWalletLogin(\n      input: { ethAddress: $ethAddress, signedMessage: $signedMessage, signature: $signature, nonce: $nonce }\n    ) {\n      id\n      info {\n        ethAddress\n      }\n    }\n  }\n": typeof types.AddWalletLoginDocument,
    "\n  mutation RemoveWalletLogin {\n    removeWalletLogin {\n      id\n      info {\n        ethAddress\n      }\n    }\n  }\n": typeof types.RemoveWalletLoginDocument,
};
const documents: Documents = {
    "\n  mutation GenerateSigningMessage($address: String!, $purpose: SigningMessagePurpose!, $chainId: Int) {\n    generateSigningMessage(input: { address: $address, purpose: $purpose, chainId: $chainId }) {\n      nonce\n      signingMessage\n    }\n  }\n": types.GenerateSigningMessageDocument,
    "\n  mutation WalletLogin(\n    $ethAddress: String!\n    $signedMessage: String!\n    $signature: String!\n    $nonce: String!\n    $language: UserLanguage\n    $referralCode: String\n  ) {\n    walletLogin(\n      input: {\n        ethAddress: $ethAddress\n        signedMessage: $signedMessage\n        signature: $signature\n        nonce: $nonce\n        language: $language\n        referralCode: $referralCode\n      }\n    ) {\n      auth\n      type\n    }\n  }\n": types.WalletLoginDocument,
    "\n  mutation AddWalletLogin($ethAddress: String!, $signedMessage: String!, $signature: String!, $nonce: String!) {\n    addWalletLogin(\n      input: { ethAddress: $ethAddress, signedMessage: $signedMessage, signature: $signature, nonce: $nonce }\n    ) {\n      id\n      info {\n        ethAddress\n      }\n    }\n  }\n": types.AddWalletLoginDocument,
    "\n  mutation RemoveWalletLogin {\n    removeWalletLogin {\n      id\n      info {\n        ethAddress\n      }\n    }\n  }\n": types.RemoveWalletLoginDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateSigningMessage($address: String!, $purpose: SigningMessagePurpose!, $chainId: Int) {\n    generateSigningMessage(input: { address: $address, purpose: $purpose, chainId: $chainId }) {\n      nonce\n      signingMessage\n    }\n  }\n"): typeof import('./graphql').GenerateSigningMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WalletLogin(\n    $ethAddress: String!\n    $signedMessage: String!\n    $signature: String!\n    $nonce: String!\n    $language: UserLanguage\n    $referralCode: String\n  ) {\n    walletLogin(\n      input: {\n        ethAddress: $ethAddress\n        signedMessage: $signedMessage\n        signature: $signature\n        nonce: $nonce\n        language: $language\n        referralCode: $referralCode\n      }\n    ) {\n      auth\n      type\n    }\n  }\n"): typeof import('./graphql').WalletLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddWalletLogin($ethAddress: String!, $signedMessage: String!, $signature: String!, $nonce: String!) {\n    addWalletLogin(\n      input: { ethAddress: $ethAddress, signedMessage: $signedMessage, signature: $signature, nonce: $nonce }\n    ) {\n      id\n      info {\n        ethAddress\n      }\n    }\n  }\n"): typeof import('./graphql').AddWalletLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveWalletLogin {\n    removeWalletLogin {\n      id\n      info {\n        ethAddress\n      }\n    }\n  }\n"): typeof import('./graphql').RemoveWalletLoginDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
