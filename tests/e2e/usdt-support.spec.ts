import { expect, test } from "@playwright/test";
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { LOCAL_CHAIN_ID, localChain } from "../../lib/web3/chains";
import { curationAbi, vaultUid } from "../../lib/web3/curation";
import { type LocalChain, mintTestUsdt, startLocalChain } from "../../scripts/chain/local-chain";
import { graphql } from "./generated/gql";
import { axeOn, gql, hydrated, signUpFresh } from "./support";
import { installWallet, type WalletMode } from "./test-wallet";

// Supporting an author in USDT with a browser wallet, against the local chain (the worker is
// served with LOCAL_RPC_URL pointing at it: playwright.config.ts). A newcomer links a funded test
// wallet that sits on Ethereum; on one of alice's articles they pick USDT, and the island switches
// the wallet to the support chain, approves the contract, pays, and the API confirms the payment
// from the chain. Alice has no wallet, so the USDT is locked in the vault under her id. The
// accounts that link wallets here are new ones: the seeded people's settings belong to other specs.

let chain: LocalChain;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  chain = await startLocalChain({ port: Number(process.env.PORT ?? 8787) + 1000 });
});

test.afterAll(async () => {
  await chain?.stop();
});

const AliceArticle = graphql(`
  query UsdtAliceArticle {
    user(input: { userName: "alice" }) {
      id
      displayName
      articles(input: { first: 1 }) {
        edges {
          node {
            shortHash
          }
        }
      }
    }
  }
`);

const ViewerId = graphql(`
  query UsdtViewerId {
    viewer {
      id
    }
  }
`);

const SigningMessage = graphql(`
  mutation UsdtSigningMessage($address: String!) {
    generateSigningMessage(input: { address: $address, purpose: connect }) {
      nonce
      signingMessage
    }
  }
`);

const LinkWallet = graphql(`
  mutation UsdtLinkWallet($input: WalletLoginInput!) {
    addWalletLogin(input: $input) {
      id
    }
  }
`);

const UsdtTransactions = graphql(`
  query UsdtTransactions {
    viewer {
      wallet {
        transactions(input: { first: 5, filter: { currency: USDT } }) {
          edges {
            node {
              state
              amount
              currency
              blockchainTx {
                chain
                txHash
              }
            }
          }
        }
      }
    }
  }
`);

test("a reader supports an author in USDT from a browser wallet, switching chain and approving", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const mode: WalletMode = { key: generatePrivateKey(), reject: false, chainId: 1 };
  const account = privateKeyToAccount(mode.key);
  const operator = createWalletClient({
    account: privateKeyToAccount(chain.operatorKey),
    chain: localChain,
    transport: http(chain.rpcUrl),
  });
  const reader = createPublicClient({ chain: localChain, transport: http(chain.rpcUrl) });
  const gas = await operator.sendTransaction({ to: account.address, value: parseEther("1") });
  await reader.waitForTransactionReceipt({ hash: gas, pollingInterval: 50 });
  await mintTestUsdt(chain, account.address, 50_000_000n);
  await installWallet(context, chain, mode);

  await signUpFresh(page, "usdt-supporter");
  const asked = await gql(page.request, SigningMessage, { address: account.address });
  const { nonce, signingMessage } = asked.data?.generateSigningMessage ?? { nonce: "", signingMessage: "" };
  const linked = await gql(page.request, LinkWallet, {
    input: {
      ethAddress: account.address,
      nonce,
      signedMessage: signingMessage,
      signature: await account.signMessage({ message: signingMessage }),
    },
  });
  expect(linked.errors).toBeUndefined();

  const alice = (await gql(page.request, AliceArticle, {})).data?.user;
  const shortHash = alice?.articles.edges?.[0]?.node.shortHash;
  expect(shortHash).toBeTruthy();
  await page.goto(`/a/${shortHash}`);
  const support = page.getByRole("button", { name: "Support", exact: true });
  await hydrated(support);
  await support.click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("radio", { name: "USDT, from your browser wallet" }).check();
  await expect(dialog.getByText(/has not linked a wallet yet/)).toBeVisible();
  await dialog.getByLabel("Amount (USDT)").fill("2.5");
  await dialog.getByRole("button", { name: "Pay with Test Wallet" }).click();
  await expect(dialog.getByText(`Thank you! 2.5 USDT reached ${alice?.displayName}.`)).toBeVisible({
    timeout: 30_000,
  });
  expect(mode.chainId).toBe(LOCAL_CHAIN_ID);
  expect(
    (await axeOn(page).include("dialog[open]").analyze()).violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    ),
  ).toEqual([]);

  // on chain: the vault holds it under alice's id; in the API: bob's succeeded USDT transaction
  const locked = await reader.readContract({
    address: chain.contracts.curation,
    abi: curationAbi,
    functionName: "lockedBalance",
    args: [vaultUid(alice?.id ?? ""), chain.contracts.usdt],
  });
  expect(locked).toBe(2_500_000n);
  const listed = (await gql(page.request, UsdtTransactions, {})).data?.viewer?.wallet.transactions.edges ?? [];
  expect(listed[0]?.node).toMatchObject({ state: "succeeded", amount: 2.5, currency: "USDT" });
  expect(listed[0]?.node.blockchainTx?.chain).toBe("Optimism");
  const hash = listed[0]?.node.blockchainTx?.txHash ?? "";
  await page.goto("/me/wallet/transactions");
  const row = page.getByTestId("transaction").first();
  await expect(row).toContainText("-2.5 USDT");
  await expect(row).toContainText(`on chain ${hash.slice(0, 6)}…${hash.slice(-4)}`);
  await expect(row).toContainText("Done");

  // the island approved exactly 2.5, so a second support asks for approval again: refused in the
  // wallet, the refusal is told and nothing is paid or recorded
  mode.reject = true;
  await page.goto(`/a/${shortHash}`);
  await hydrated(support);
  await support.click();
  await dialog.getByRole("radio", { name: "USDT, from your browser wallet" }).check();
  await dialog.getByRole("button", { name: "Pay with Test Wallet" }).click();
  await expect(dialog.getByRole("alert")).toBeVisible();
  const after = (await gql(page.request, UsdtTransactions, {})).data?.viewer?.wallet.transactions.edges ?? [];
  expect(after.filter((edge) => edge.node.state === "succeeded")).toHaveLength(1);
});

test("an author withdraws the USDT locked for them in the vault to the wallet they linked (dialog=withdraw-vault-usdt)", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const reader = createPublicClient({ chain: localChain, transport: http(chain.rpcUrl) });
  const operator = createWalletClient({
    account: privateKeyToAccount(chain.operatorKey),
    chain: localChain,
    transport: http(chain.rpcUrl),
  });
  await signUpFresh(page, "usdt-author");
  const viewerId = (await gql(page.request, ViewerId, {})).data?.viewer?.id ?? "";
  const uid = vaultUid(viewerId);
  // a supporter's deposit for them, made straight on chain (the first test's may be there too)
  const supporter = privateKeyToAccount(generatePrivateKey());
  const gas = await operator.sendTransaction({ to: supporter.address, value: parseEther("1") });
  await reader.waitForTransactionReceipt({ hash: gas, pollingInterval: 50 });
  await mintTestUsdt(chain, supporter.address, 4_000_000n);
  const wallet = createWalletClient({ account: supporter, chain: localChain, transport: http(chain.rpcUrl) });
  for (const step of [
    () =>
      wallet.writeContract({
        address: chain.contracts.usdt,
        abi: erc20Abi,
        functionName: "approve",
        args: [chain.contracts.curation, 4_000_000n],
      }),
    () =>
      wallet.writeContract({
        address: chain.contracts.curation,
        abi: curationAbi,
        functionName: "curateToVault",
        args: [uid, chain.contracts.usdt, 4_000_000n, "test"],
      }),
  ]) {
    await reader.waitForTransactionReceipt({ hash: await step(), pollingInterval: 50 });
  }
  const locked = await reader.readContract({
    address: chain.contracts.curation,
    abi: curationAbi,
    functionName: "lockedBalance",
    args: [uid, chain.contracts.usdt],
  });
  const waiting = Number(locked) / 1_000_000;

  // without a linked wallet the dialog says where to link one, and offers no withdrawal
  await page.goto("/me/wallet?dialog=withdraw-vault-usdt");
  const dialog = page.getByRole("dialog", { name: "Withdraw from the USDT vault" });
  await expect(dialog.getByTestId("vault-balance")).toHaveText(`${waiting} USDT waiting`);
  await expect(dialog.getByText("Link a wallet to your account to withdraw it.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Withdraw" })).toHaveCount(0);

  const mode: WalletMode = { key: generatePrivateKey(), reject: false };
  const account = privateKeyToAccount(mode.key);
  await installWallet(context, chain, mode);
  const asked = await gql(page.request, SigningMessage, { address: account.address });
  const { nonce, signingMessage } = asked.data?.generateSigningMessage ?? { nonce: "", signingMessage: "" };
  const linked = await gql(page.request, LinkWallet, {
    input: {
      ethAddress: account.address,
      nonce,
      signedMessage: signingMessage,
      signature: await account.signMessage({ message: signingMessage }),
    },
  });
  expect(linked.errors).toBeUndefined();

  await page.goto("/me/wallet");
  const open = page.getByRole("button", { name: "Check the vault" });
  await hydrated(open);
  await open.click();
  await expect(page).toHaveURL(/dialog=withdraw-vault-usdt/);
  await expect(dialog.getByTestId("vault-balance")).toHaveText(`${waiting} USDT waiting`);
  await dialog.getByRole("button", { name: "Withdraw" }).click();
  await expect(dialog.getByRole("status")).toHaveText(
    // addresses are shown as stored, in lower case (as the settings' Wallet row shows them)
    `${waiting} USDT was sent to ${account.address.toLowerCase().slice(0, 6)}…${account.address.toLowerCase().slice(-4)}.`,
  );
  expect(
    await reader.readContract({
      address: chain.contracts.usdt,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [account.address],
    }),
  ).toBe(locked);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(page).not.toHaveURL(/dialog=/);
});
