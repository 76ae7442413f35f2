// From a wallet's error (wagmi's and viem's error classes, or a provider's bare EIP-1193 error)
// to the message the wallet islands show (spec section 8, "Wallet"). Pure: it reads an error's
// `name`, `code` and `cause` chain, so it imports neither wagmi nor viem and the mapping can be
// tested without either.

/** Keys in the "walletConnect" namespace of messages/*.json. */
export type WalletErrorKey =
  | "errors.userRejected"
  | "errors.chainNotConfigured"
  | "errors.connectorNotFound"
  | "errors.connectorNotConnected"
  | "errors.unauthorized"
  | "errors.disconnected"
  | "errors.switchChain"
  | "errors.nodeFees"
  | "errors.nodeNonce"
  | "errors.nodeFunds"
  | "errors.nodeGas"
  | "errors.nodeReverted"
  | "errors.rpc"
  | "errors.unknown";

/** Error class names (wagmi's `@wagmi/core` errors, viem's RPC and node errors) to their message. */
export const WALLET_ERROR_KEYS: Readonly<Record<string, WalletErrorKey>> = {
  // the person said no in the wallet: to connecting, signing or switching chains
  UserRejectedRequestError: "errors.userRejected",
  // wagmi: a chain the wallet is on, or is asked to switch to, is not one of ours
  ChainNotConfiguredError: "errors.chainNotConfigured",
  ConnectorChainMismatchError: "errors.chainNotConfigured",
  // wagmi: the wallet went away (extension removed or locked) or was never connected
  ConnectorNotFoundError: "errors.connectorNotFound",
  ProviderNotFoundError: "errors.connectorNotFound",
  ConnectorUnavailableReconnectingError: "errors.connectorNotFound",
  ConnectorNotConnectedError: "errors.connectorNotConnected",
  ConnectorAccountNotFoundError: "errors.connectorNotConnected",
  // EIP-1193 4100: this site is not allowed to use the account
  UnauthorizedProviderError: "errors.unauthorized",
  // EIP-1193 4900 and 4901: the wallet lost its connection to every chain, or to this one
  ProviderDisconnectedError: "errors.disconnected",
  ChainDisconnectedError: "errors.disconnected",
  // EIP-3326 4902 and wagmi's: the wallet could not switch
  SwitchChainError: "errors.switchChain",
  SwitchChainNotSupportedError: "errors.switchChain",
  // the node refused a transaction (viem's node errors)
  FeeCapTooHighError: "errors.nodeFees",
  FeeCapTooLowError: "errors.nodeFees",
  TipAboveFeeCapError: "errors.nodeFees",
  NonceTooHighError: "errors.nodeNonce",
  NonceTooLowError: "errors.nodeNonce",
  NonceMaxValueError: "errors.nodeNonce",
  InsufficientFundsError: "errors.nodeFunds",
  IntrinsicGasTooHighError: "errors.nodeGas",
  IntrinsicGasTooLowError: "errors.nodeGas",
  ExecutionRevertedError: "errors.nodeReverted",
  // the chain's node did not answer (viem's transport errors)
  HttpRequestError: "errors.rpc",
  TimeoutError: "errors.rpc",
  RpcRequestError: "errors.rpc",
};

/** EIP-1193 and EIP-3326 codes a provider may throw as plain objects, not yet wrapped by viem. */
const PROVIDER_CODES: Readonly<Record<number, WalletErrorKey>> = {
  4001: "errors.userRejected",
  4100: "errors.unauthorized",
  4900: "errors.disconnected",
  4901: "errors.disconnected",
  4902: "errors.switchChain",
};

type ErrorLike = { name?: unknown; code?: unknown; cause?: unknown };

/**
 * The message for a wallet error: the first error along its `cause` chain whose class name or
 * provider code is known (viem wraps a provider's error, wagmi wraps viem's), else "unknown".
 */
export function walletErrorKey(error: unknown): WalletErrorKey {
  let current: unknown = error;
  for (let depth = 0; depth < 10 && current && typeof current === "object"; depth++) {
    const { name, code, cause } = current as ErrorLike;
    if (typeof name === "string" && WALLET_ERROR_KEYS[name]) return WALLET_ERROR_KEYS[name];
    if (typeof code === "number" && PROVIDER_CODES[code]) return PROVIDER_CODES[code];
    current = cause;
  }
  return "errors.unknown";
}

/** Whether the person turned the request down (no alarm needed: they may simply try again). */
export const isUserRejection = (error: unknown) => walletErrorKey(error) === "errors.userRejected";
