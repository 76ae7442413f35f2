// Where USDT support is paid and the Logbook badge is read (issue: "contract addresses and RPC
// URLs come from configuration per chain"): the API (paying, confirming, the vault, the badge)
// and the pages (what the wallet island is given) read them from the same variables through
// these functions. Pure: the caller passes its env.
import { type Chain, getAddress, type Hex, isAddress } from "viem";
import { chainById, isLoopbackHostname, LOCAL_CHAIN_ID, RPC_URL_VARS, type RpcUrlVar } from "./chains";
import type { UsdtSupportConfig } from "./curation";

/** The chains USDT support and the badge can be configured on: OP Mainnet (production), OP Sepolia (testing), the local chain. */
const ADDRESS_VARS = {
  10: { usdt: "OPTIMISM_USDT_ADDRESS", curation: "OPTIMISM_CURATION_ADDRESS", logbook: "OPTIMISM_LOGBOOK_ADDRESS" },
  11155420: {
    usdt: "OPTIMISM_SEPOLIA_USDT_ADDRESS",
    curation: "OPTIMISM_SEPOLIA_CURATION_ADDRESS",
    logbook: "OPTIMISM_SEPOLIA_LOGBOOK_ADDRESS",
  },
  [LOCAL_CHAIN_ID]: {
    usdt: "LOCAL_USDT_ADDRESS",
    curation: "LOCAL_CURATION_ADDRESS",
    logbook: "LOCAL_LOGBOOK_ADDRESS",
  },
} as const;

type AddressVar = (typeof ADDRESS_VARS)[keyof typeof ADDRESS_VARS][keyof (typeof ADDRESS_VARS)[10]];

export type SupportChainEnv = Partial<Record<AddressVar | RpcUrlVar, string>> & {
  SITE_URL?: string;
  USDT_CHAIN_ID?: string;
  CURATION_OPERATOR_KEY?: string;
};

/**
 * Hardhat's first test account (public, funded on every local chain: scripts/chain/local-chain.ts
 * LOCAL_KEYS[0]), which deploys the local support contract and so is its operator. Used only for
 * the local chain, which only a loopback site uses; real chains need CURATION_OPERATOR_KEY.
 */
const LOCAL_OPERATOR_KEY: Hex = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";

export type SupportChain = UsdtSupportConfig & {
  chain: Chain;
  rpcUrl: string;
  /** Signs the vault's releases (withdrawLockedTokens); null: withdrawals are unavailable. */
  operatorKey: Hex | null;
};

const address = (raw: string | undefined): Hex | null => (raw && isAddress(raw) ? getAddress(raw) : null);

/**
 * The chain, token and support contract USDT support uses, or null when this deployment has not
 * configured one completely (then USDT is not offered). A loopback site with LOCAL_RPC_URL set
 * pays on the local chain (`npm run chain`), whatever USDT_CHAIN_ID says: development never
 * touches a real chain by accident.
 */
export function supportChain(env: SupportChainEnv): SupportChain | null {
  const found = opChain(env);
  if (!found) return null;
  const { chain, chainId, rpcUrl, vars } = found;
  const usdt = address(env[vars.usdt]);
  const curation = address(env[vars.curation]);
  if (!usdt || !curation) return null;
  const configuredKey = env.CURATION_OPERATOR_KEY?.trim();
  const operatorKey = /^0x[0-9a-fA-F]{64}$/.test(configuredKey ?? "")
    ? (configuredKey as Hex)
    : chainId === LOCAL_CHAIN_ID
      ? LOCAL_OPERATOR_KEY
      : null;
  return { chain, chainId, rpcUrl, usdt, curation, operatorKey };
}

/** The chain (OP, or the local one on a loopback site) with its RPC address and variable names. */
function opChain(env: SupportChainEnv) {
  const site = env.SITE_URL && URL.canParse(env.SITE_URL) ? new URL(env.SITE_URL).hostname : "";
  const local = isLoopbackHostname(site) && Boolean(env.LOCAL_RPC_URL);
  const chainId = local ? LOCAL_CHAIN_ID : Number(env.USDT_CHAIN_ID || 10);
  if (!(chainId in ADDRESS_VARS)) return null;
  const chain = chainById(chainId);
  const rpcUrl = env[RPC_URL_VARS[chainId as keyof typeof RPC_URL_VARS]];
  if (!chain || !rpcUrl) return null;
  return { chain, chainId, rpcUrl, vars: ADDRESS_VARS[chainId as keyof typeof ADDRESS_VARS] };
}

/** Where the Logbook badge is read: its collection's contract on the same chain; null when unconfigured. */
export function logbookChain(env: SupportChainEnv): { chain: Chain; rpcUrl: string; logbook: Hex } | null {
  const found = opChain(env);
  const logbook = found ? address(env[found.vars.logbook]) : null;
  return found && logbook ? { chain: found.chain, rpcUrl: found.rpcUrl, logbook } : null;
}

/** What the wallet island needs: no RPC address (it has its own) and never the operator's key. */
export function publicSupportConfig(env: SupportChainEnv): UsdtSupportConfig | null {
  const found = supportChain(env);
  return found ? { chainId: found.chainId, usdt: found.usdt, curation: found.curation } : null;
}
