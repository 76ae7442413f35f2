// The chains the product works with (spec section 9): one list for the server (Sign-In with
// Ethereum, lib/auth/siwe.ts) and the wallet islands (wagmi, a later slice). Nothing here is
// server-only or reads configuration: each side passes its own RPC addresses.
import type { Chain } from "viem";
import { hardhat, mainnet, optimism, optimismSepolia, sepolia } from "viem/chains";

/** The local development chain (Hardhat's node, scripts/chain/local-chain.ts): loopback sites only. */
export const LOCAL_CHAIN_ID = 31337;

/** Ethereum 1, OP Mainnet 10, Sepolia 11155111, OP Sepolia 11155420, and the local chain. */
export const CHAINS = [mainnet, optimism, sepolia, optimismSepolia, hardhat] as const satisfies readonly Chain[];

export type ChainId = (typeof CHAINS)[number]["id"];

/** Where each chain's JSON-RPC address is configured (wrangler.toml vars; README, Configuration). */
export const RPC_URL_VARS = {
  1: "ETHEREUM_RPC_URL",
  10: "OPTIMISM_RPC_URL",
  11155111: "SEPOLIA_RPC_URL",
  11155420: "OPTIMISM_SEPOLIA_RPC_URL",
  31337: "LOCAL_RPC_URL",
} as const satisfies Record<ChainId, string>;

export type RpcUrlVar = (typeof RPC_URL_VARS)[ChainId];

/** Spec section 9: RPC calls time out after 10000 ms; a batch holds up to 1000 requests. */
export const RPC_TIMEOUT_MS = 10_000;
export const RPC_BATCH_SIZE = 1000;

export const chainById = (id: number): Chain | undefined => CHAINS.find((chain) => chain.id === id);
