// The chains the product works with (spec section 9): one list for the server (Sign-In with
// Ethereum, server/auth/siwe.ts) and the wallet islands (wagmi, a later slice). Nothing here is
// server-only or reads configuration: each side passes its own RPC addresses.
//
// Defined here rather than imported from `viem/chains`: that entry loads every chain viem
// knows, a 4 MB module with the Tempo chains' ABIs, which the test runner cannot ship to
// workerd in one message; and the spec's entries are these few facts (id, name, native
// currency, RPC endpoints, block explorers).
import { type Chain, defineChain } from "viem";

/** The local development chain (Hardhat's node, scripts/chain/local-chain.ts): loopback sites only. */
export const LOCAL_CHAIN_ID = 31337;

const ETH = { name: "Ether", symbol: "ETH", decimals: 18 } as const;
const SEPOLIA_ETH = { name: "Sepolia Ether", symbol: "ETH", decimals: 18 } as const;

/** Public endpoints, for wallets' own use; the API reads its RPC addresses from configuration (RPC_URL_VARS). */
export const mainnet = defineChain({
  id: 1,
  name: "Ethereum",
  nativeCurrency: ETH,
  rpcUrls: { default: { http: ["https://eth.merkle.io"] } },
  blockExplorers: { default: { name: "Etherscan", url: "https://etherscan.io" } },
});

export const optimism = defineChain({
  id: 10,
  name: "OP Mainnet",
  nativeCurrency: ETH,
  rpcUrls: { default: { http: ["https://mainnet.optimism.io"] } },
  blockExplorers: { default: { name: "Optimism Explorer", url: "https://optimistic.etherscan.io" } },
});

export const sepolia = defineChain({
  id: 11155111,
  name: "Sepolia",
  nativeCurrency: SEPOLIA_ETH,
  rpcUrls: { default: { http: ["https://sepolia.drpc.org"] } },
  blockExplorers: { default: { name: "Etherscan", url: "https://sepolia.etherscan.io" } },
  testnet: true,
});

export const optimismSepolia = defineChain({
  id: 11155420,
  name: "OP Sepolia",
  nativeCurrency: SEPOLIA_ETH,
  rpcUrls: { default: { http: ["https://sepolia.optimism.io"] } },
  blockExplorers: { default: { name: "Blockscout", url: "https://optimism-sepolia.blockscout.com" } },
  testnet: true,
});

export const localChain = defineChain({
  id: LOCAL_CHAIN_ID,
  name: "Local chain",
  nativeCurrency: ETH,
  rpcUrls: { default: { http: ["http://127.0.0.1:8545"] } },
  testnet: true,
});

/** Polygon is named for its block explorer alone (spec section 9): no wallet connects to it. */
export const POLYGON_EXPLORER = { id: 137, name: "PolygonScan", url: "https://polygonscan.com" } as const;

/** Ethereum 1, OP Mainnet 10, Sepolia 11155111, OP Sepolia 11155420, and the local chain. */
export const CHAINS = [mainnet, optimism, sepolia, optimismSepolia, localChain] as const satisfies readonly Chain[];

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

/** 127.0.0.0/8, ::1 and localhost: where the local chain may be offered and used. */
export const isLoopbackHostname = (hostname: string) =>
  /^(localhost|127(?:\.\d{1,3}){3}|\[?::1\]?)$/.test(hostname.toLowerCase());

export const chainById = (id: number): Chain | undefined => CHAINS.find((chain) => chain.id === id);
