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
    "\n  query UsdtParties($recipientId: ID!) {\n    viewer {\n      id\n      info {\n        ethAddress\n      }\n    }\n    node(input: { id: $recipientId }) {\n      id\n      ... on User {\n        info {\n          ethAddress\n        }\n      }\n    }\n  }\n": typeof types.UsdtPartiesDocument,
    "\n  mutation UsdtPay($input: PayToInput!) {\n    payTo(input: $input) {\n      transaction {\n        id\n        state\n        amount\n        blockchainTx {\n          txHash\n        }\n      }\n    }\n  }\n": typeof types.UsdtPayDocument,
    "\n  query VaultBalance {\n    viewer {\n      id\n      info {\n        ethAddress\n      }\n      wallet {\n        vaultUSDT\n      }\n    }\n  }\n": typeof types.VaultBalanceDocument,
    "\n  mutation WithdrawVault {\n    withdrawLockedTokens {\n      transaction {\n        id\n        state\n        amount\n      }\n    }\n  }\n": typeof types.WithdrawVaultDocument,
};
const documents: Documents = {
    "\n  query UsdtParties($recipientId: ID!) {\n    viewer {\n      id\n      info {\n        ethAddress\n      }\n    }\n    node(input: { id: $recipientId }) {\n      id\n      ... on User {\n        info {\n          ethAddress\n        }\n      }\n    }\n  }\n": types.UsdtPartiesDocument,
    "\n  mutation UsdtPay($input: PayToInput!) {\n    payTo(input: $input) {\n      transaction {\n        id\n        state\n        amount\n        blockchainTx {\n          txHash\n        }\n      }\n    }\n  }\n": types.UsdtPayDocument,
    "\n  query VaultBalance {\n    viewer {\n      id\n      info {\n        ethAddress\n      }\n      wallet {\n        vaultUSDT\n      }\n    }\n  }\n": types.VaultBalanceDocument,
    "\n  mutation WithdrawVault {\n    withdrawLockedTokens {\n      transaction {\n        id\n        state\n        amount\n      }\n    }\n  }\n": types.WithdrawVaultDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsdtParties($recipientId: ID!) {\n    viewer {\n      id\n      info {\n        ethAddress\n      }\n    }\n    node(input: { id: $recipientId }) {\n      id\n      ... on User {\n        info {\n          ethAddress\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').UsdtPartiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsdtPay($input: PayToInput!) {\n    payTo(input: $input) {\n      transaction {\n        id\n        state\n        amount\n        blockchainTx {\n          txHash\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').UsdtPayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VaultBalance {\n    viewer {\n      id\n      info {\n        ethAddress\n      }\n      wallet {\n        vaultUSDT\n      }\n    }\n  }\n"): typeof import('./graphql').VaultBalanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawVault {\n    withdrawLockedTokens {\n      transaction {\n        id\n        state\n        amount\n      }\n    }\n  }\n"): typeof import('./graphql').WithdrawVaultDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
