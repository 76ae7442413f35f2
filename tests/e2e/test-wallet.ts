// An injected test wallet for browser tests. The page gets an EIP-1193 provider before any of its
// scripts run (addInitScript): window.ethereum, also announced by EIP-6963 as "Test Wallet". Its
// requests go to Node (exposeFunction): eth_requestAccounts answers the test's account,
// personal_sign and eth_sendTransaction are signed with that key by viem (sent to the local
// chain), wallet_switchEthereumChain moves it between the chains it knows (emitting
// chainChanged), eth_chainId answers where it is, and everything else (eth_call,
// eth_getTransactionReceipt, …) is forwarded to the local Hardhat chain.
import type { BrowserContext } from "@playwright/test";
import { createWalletClient, type Hex, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { LOCAL_CHAIN_ID, localChain } from "../../lib/web3/chains";
import type { LocalChain } from "../../scripts/chain/local-chain";

/** The wallet's key; whether it refuses to sign; the chain it is on (the local chain when unset). */
export type WalletMode = { key: Hex; reject: boolean; chainId?: number };

/** The test wallet in every page of `context`; `mode` can be changed between steps. */
export async function installWallet(context: BrowserContext, chain: Pick<LocalChain, "rpcUrl">, mode: WalletMode) {
  await context.exposeFunction("__testWalletAddress", () => privateKeyToAccount(mode.key).address);
  await context.exposeFunction("__testWalletSign", async (message: Hex) => {
    if (mode.reject) return { rejected: true };
    return { signature: await privateKeyToAccount(mode.key).signMessage({ message: { raw: message } }) };
  });
  await context.exposeFunction("__testWalletChainId", () => mode.chainId ?? LOCAL_CHAIN_ID);
  await context.exposeFunction("__testWalletSwitch", (chainId: number) => {
    // it knows the local chain and Ethereum (where it starts in the USDT test), as a wallet knows its networks
    if (chainId !== LOCAL_CHAIN_ID && chainId !== 1) return { unknown: true };
    mode.chainId = chainId;
    return { chainId };
  });
  await context.exposeFunction("__testWalletSend", async (tx: { to?: Hex; data?: Hex; value?: Hex; gas?: Hex }) => {
    if (mode.reject) return { rejected: true };
    const wallet = createWalletClient({
      account: privateKeyToAccount(mode.key),
      chain: localChain,
      transport: http(chain.rpcUrl),
    });
    const hash = await wallet.sendTransaction({
      to: tx.to,
      data: tx.data,
      value: tx.value ? BigInt(tx.value) : undefined,
      gas: tx.gas ? BigInt(tx.gas) : undefined,
    });
    return { hash };
  });
  await context.exposeFunction("__testWalletRpc", async (method: string, params: unknown[]) => {
    const response = await fetch(chain.rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    });
    return (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
  });
  await context.addInitScript(() => {
    type Bridge = {
      __testWalletAddress: () => Promise<string>;
      __testWalletSign: (message: string) => Promise<{ signature?: string; rejected?: boolean }>;
      __testWalletChainId: () => Promise<number>;
      __testWalletSwitch: (chainId: number) => Promise<{ chainId?: number; unknown?: boolean }>;
      __testWalletSend: (tx: unknown) => Promise<{ hash?: string; rejected?: boolean }>;
      __testWalletRpc: (
        method: string,
        params: unknown[],
      ) => Promise<{ result?: unknown; error?: { code: number; message: string } }>;
    };
    const bridge = window as unknown as Bridge & Window;
    const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
    let accounts: string[] = [];
    const fail = (code: number, message: string) => Object.assign(new Error(message), { code });
    const provider = {
      async request({ method, params = [] }: { method: string; params?: unknown[] }) {
        switch (method) {
          case "eth_requestAccounts":
          case "wallet_requestPermissions": {
            accounts = [await bridge.__testWalletAddress()];
            return method === "eth_requestAccounts" ? accounts : [{ parentCapability: "eth_accounts" }];
          }
          case "eth_accounts":
            return accounts;
          case "wallet_revokePermissions":
            accounts = [];
            return null;
          case "personal_sign": {
            const answer = await bridge.__testWalletSign(String(params[0]));
            if (answer.rejected) throw fail(4001, "User rejected the request.");
            return answer.signature;
          }
          case "eth_chainId":
            return `0x${(await bridge.__testWalletChainId()).toString(16)}`;
          case "wallet_switchEthereumChain": {
            const wanted = Number.parseInt(String((params[0] as { chainId: string }).chainId), 16);
            const answer = await bridge.__testWalletSwitch(wanted);
            if (answer.unknown) throw fail(4902, "Unrecognized chain ID.");
            for (const listener of listeners.get("chainChanged") ?? []) listener(`0x${wanted.toString(16)}`);
            return null;
          }
          case "eth_sendTransaction": {
            const answer = await bridge.__testWalletSend(params[0]);
            if (answer.rejected) throw fail(4001, "User rejected the request.");
            return answer.hash;
          }
          default: {
            const answer = await bridge.__testWalletRpc(method, params);
            if (answer.error) throw fail(answer.error.code, answer.error.message);
            return answer.result;
          }
        }
      },
      on(event: string, listener: (...args: unknown[]) => void) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)?.add(listener);
      },
      removeListener(event: string, listener: (...args: unknown[]) => void) {
        listeners.get(event)?.delete(listener);
      },
    };
    Object.defineProperty(window, "ethereum", { value: provider, configurable: true });
    const info = {
      uuid: "6f1e9a52-8c9d-4c7e-9d55-2a7c1c3f0b11",
      name: "Test Wallet",
      icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'/%3E",
      rdns: "org.margins.test-wallet",
    };
    const announce = () =>
      window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info, provider }) }));
    window.addEventListener("eip6963:requestProvider", announce);
    announce();
  });
}
