// The wallet islands' wagmi config (DESIGN: lib/web3 is loaded only in wallet islands, never on
// the server). Our own chains (lib/web3/chains.ts), the local one on a loopback site only;
// HTTP transports with the spec's timeout and batch size (section 9); the injected connector
// with EIP-6963 discovery, so every browser wallet that announces itself is listed by name;
// WalletConnect only when the deployment names a project id; the connection state persisted in
// localStorage and restored on load (section 3).
import type { Chain } from "viem";
import { type CreateConnectorFn, createConfig, createStorage, http, injected } from "wagmi";
import { CHAINS, isLoopbackHostname, LOCAL_CHAIN_ID, RPC_BATCH_SIZE, RPC_TIMEOUT_MS } from "./chains";
import { WALLET_STORAGE_KEY } from "./wallet-storage";

/** The product's chains, and the local chain when the site is served from this machine. */
export function walletChains(hostname: string): [Chain, ...Chain[]] {
  const local = isLoopbackHostname(hostname);
  const [first, ...rest] = CHAINS.filter((chain) => chain.id !== LOCAL_CHAIN_ID || local);
  if (!first) throw new Error("no chains");
  return [first, ...rest];
}

export type WalletConfigOptions = {
  hostname: string;
  /** RPC addresses by chain id; a chain's public endpoint (its definition's) otherwise. */
  rpcUrls?: Partial<Record<number, string>>;
  /** WalletConnect's connector, made by the caller when a project id is configured. */
  extraConnectors?: CreateConnectorFn[];
  storage?: globalThis.Storage;
};

export function createWalletConfig({ hostname, rpcUrls = {}, extraConnectors = [], storage }: WalletConfigOptions) {
  const chains = walletChains(hostname);
  const transports = Object.fromEntries(
    chains.map((chain) => [
      chain.id,
      http(rpcUrls[chain.id] || undefined, {
        timeout: RPC_TIMEOUT_MS,
        batch: { batchSize: RPC_BATCH_SIZE, wait: 0 },
      }),
    ]),
  );
  return createConfig({
    chains,
    connectors: [injected(), ...extraConnectors],
    multiInjectedProviderDiscovery: true,
    storage: createStorage({ key: WALLET_STORAGE_KEY, storage: storage ?? globalThis.localStorage }),
    ssr: false,
    transports,
  });
}

export type WalletConfig = ReturnType<typeof createWalletConfig>;
