// USDT on the local chain for API tests (workerd): the chain's address and contracts from the
// chain control (tests/support/chain-global-setup.ts), and funded test wallets made with viem.

import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseAbi,
  parseEther,
} from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { expect, inject } from "vitest";
import { localChain } from "@/lib/web3/chains";
import { curationAbi, vaultUid } from "@/lib/web3/curation";
import type { LocalChainInfo } from "./chain-global-setup";

/** Starts this test file's local chain on its first ask, and answers where it is. */
export async function localChainInfo(): Promise<LocalChainInfo> {
  const file = expect.getState().testPath ?? "";
  const response = await fetch(`${inject("chainControl")}?for=${encodeURIComponent(file)}`, { method: "POST" });
  if (!response.ok) throw new Error(`the local chain did not start: ${await response.text()}`);
  return (await response.json()) as LocalChainInfo;
}

export const micro = (usdt: number) => BigInt(Math.round(usdt * 1_000_000));

export const chainReader = (chain: LocalChainInfo) =>
  createPublicClient({ chain: localChain, transport: http(chain.rpcUrl) });

/** A fresh key with gas money and `usdt` whole USDT, which has approved the support contract. */
export async function fundedUsdtWallet(chain: LocalChainInfo, usdt: number) {
  const account = privateKeyToAccount(generatePrivateKey());
  const client = chainReader(chain);
  const operator = createWalletClient({
    account: privateKeyToAccount(chain.operatorKey),
    chain: localChain,
    transport: http(chain.rpcUrl),
  });
  const gas = await operator.sendTransaction({ to: account.address, value: parseEther("1") });
  await client.waitForTransactionReceipt({ hash: gas, pollingInterval: 50 });
  const mint = await operator.writeContract({
    address: chain.contracts.usdt,
    abi: parseAbi(["function mint(address to, uint256 value)"]),
    functionName: "mint",
    args: [account.address, micro(usdt)],
  });
  await client.waitForTransactionReceipt({ hash: mint, pollingInterval: 50 });
  const wallet = createWalletClient({ account, chain: localChain, transport: http(chain.rpcUrl) });
  const approve = await wallet.writeContract({
    address: chain.contracts.usdt,
    abi: erc20Abi,
    functionName: "approve",
    args: [chain.contracts.curation, maxUint256],
  });
  await client.waitForTransactionReceipt({ hash: approve, pollingInterval: 50 });
  return { account, wallet };
}

export type UsdtWallet = Awaited<ReturnType<typeof fundedUsdtWallet>>["wallet"];

/** `usdt` into the vault for the person with row id `recipientId`; answers the hash once mined. */
export async function depositToVault(chain: LocalChainInfo, wallet: UsdtWallet, recipientId: number, usdt: number) {
  const hash = await wallet.writeContract({
    address: chain.contracts.curation,
    abi: curationAbi,
    functionName: "curateToVault",
    args: [vaultUid(btoa(`User:${recipientId}`)), chain.contracts.usdt, micro(usdt), "https://margins.example/a/test"],
  });
  await chainReader(chain).waitForTransactionReceipt({ hash, pollingInterval: 50 });
  return hash;
}

export const usdtBalance = (chain: LocalChainInfo, address: Hex) =>
  chainReader(chain).readContract({
    address: chain.contracts.usdt,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [address],
  });
