import { createWalletClient, http, parseAbi } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { beforeAll, describe, expect, it } from "vitest";
import { localChain } from "@/lib/web3/chains";
import { Client, createUser, present } from "../support/api";
import type { LocalChainInfo } from "../support/chain-global-setup";
import { chainReader, localChainInfo } from "../support/usdt-chain";
import { graphql } from "./generated/gql";

// The Logbook badge: CryptoWallet.hasNFTs and nfts read from the collection's contract on the
// local chain (contracts/TestLogbook.sol at wrangler.toml's LOCAL_LOGBOOK_ADDRESS).

const WalletOf = graphql(`
  query LogbookWallet($userName: String!) {
    user(input: { userName: $userName }) {
      info {
        cryptoWallet {
          address
          hasNFTs
          nfts {
            id
            name
            description
            imageUrl
            imagePreviewUrl
            contractAddress
            collectionName
          }
        }
      }
    }
  }
`);

let chain: LocalChainInfo;

beforeAll(async () => {
  chain = await localChainInfo();
}, 60_000);

async function mintLogbook(to: `0x${string}`) {
  const minter = createWalletClient({
    account: privateKeyToAccount(chain.operatorKey),
    chain: localChain,
    transport: http(chain.rpcUrl),
  });
  const hash = await minter.writeContract({
    address: chain.contracts.logbook,
    abi: parseAbi(["function mint(address to) returns (uint256)"]),
    functionName: "mint",
    args: [to],
  });
  await chainReader(chain).waitForTransactionReceipt({ hash, pollingInterval: 50 });
}

const walletOf = async (userName: string, vars: Partial<Cloudflare.Env>) =>
  present((await new Client().withVars(vars).gql(WalletOf, { userName })).data).user?.info.cryptoWallet;

describe("CryptoWallet.hasNFTs (the Logbook badge)", () => {
  it("is true for a linked wallet holding a Logbook, listing it, and false for one holding none", async () => {
    const holder = privateKeyToAccount(generatePrivateKey()).address;
    await mintLogbook(holder);
    await mintLogbook(holder);
    const withOne = await createUser({ ethAddress: holder.toLowerCase() });
    const without = await createUser({ ethAddress: privateKeyToAccount(generatePrivateKey()).address.toLowerCase() });
    const vars = { LOCAL_RPC_URL: chain.rpcUrl };

    const wallet = await walletOf(withOne.userName as string, vars);
    expect(wallet?.hasNFTs).toBe(true);
    expect(wallet?.nfts).toHaveLength(2);
    expect(wallet?.nfts?.[0]).toMatchObject({
      collectionName: "Logbook",
      contractAddress: chain.contracts.logbook.toLowerCase(),
      imageUrl: expect.stringMatching(/\/badges\/logbook\.svg$/),
      description: null,
    });
    expect(wallet?.nfts?.map((nft) => nft.name)).toEqual([
      expect.stringMatching(/^Logbook #\d+$/),
      expect.stringMatching(/^Logbook #\d+$/),
    ]);
    expect(await walletOf(without.userName as string, vars)).toMatchObject({ hasNFTs: false, nfts: [] });
  });

  it("says false, and keeps nothing, when the chain does not answer or no collection is configured", async () => {
    const holder = privateKeyToAccount(generatePrivateKey()).address;
    await mintLogbook(holder);
    const user = await createUser({ ethAddress: holder.toLowerCase() });
    const name = user.userName as string;
    expect(await walletOf(name, { LOCAL_RPC_URL: "http://127.0.0.1:9" })).toMatchObject({ hasNFTs: false });
    expect(await walletOf(name, { LOCAL_RPC_URL: chain.rpcUrl, LOCAL_LOGBOOK_ADDRESS: "" })).toMatchObject({
      hasNFTs: false,
    });
    // the silent answer was not cached: with the chain back, the badge shows
    expect(await walletOf(name, { LOCAL_RPC_URL: chain.rpcUrl })).toMatchObject({ hasNFTs: true });
  });
});
