import { expect, test } from "@playwright/test";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { type LocalChain, mintTestLogbook, startLocalChain } from "../../scripts/chain/local-chain";
import { graphql } from "./generated/gql";
import { gql, signUpFresh } from "./support";

// The Logbook badge on a profile: a newcomer links a wallet that holds a Logbook on the local
// chain (contracts/TestLogbook.sol; the worker reads it through LOCAL_RPC_URL), and their
// profile shows the badge; a wallet holding none shows nothing.

let chain: LocalChain;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  chain = await startLocalChain({ port: Number(process.env.PORT ?? 8787) + 1000 });
});

test.afterAll(async () => {
  await chain?.stop();
});

const Me = graphql(`
  query LogbookMe {
    viewer {
      id
      userName
    }
  }
`);

const SigningMessage = graphql(`
  mutation LogbookSigningMessage($address: String!) {
    generateSigningMessage(input: { address: $address, purpose: connect }) {
      nonce
      signingMessage
    }
  }
`);

const LinkWallet = graphql(`
  mutation LogbookLinkWallet($input: WalletLoginInput!) {
    addWalletLogin(input: $input) {
      id
    }
  }
`);

for (const holds of [true, false]) {
  test(`a profile ${holds ? "shows" : "does not show"} the Logbook badge for a linked wallet ${holds ? "holding one" : "holding none"}`, async ({
    page,
  }) => {
    const account = privateKeyToAccount(generatePrivateKey());
    if (holds) await mintTestLogbook(chain, account.address);
    await signUpFresh(page, holds ? "logbook-holder" : "logbook-none");
    const { nonce, signingMessage } = (await gql(page.request, SigningMessage, { address: account.address })).data
      ?.generateSigningMessage ?? { nonce: "", signingMessage: "" };
    const linked = await gql(page.request, LinkWallet, {
      input: {
        ethAddress: account.address,
        nonce,
        signedMessage: signingMessage,
        signature: await account.signMessage({ message: signingMessage }),
      },
    });
    expect(linked.errors).toBeUndefined();
    const userName = (await gql(page.request, Me, {})).data?.viewer?.userName;
    await page.goto(`/@${userName}`);
    await expect(page.getByText(`@${userName}`, { exact: true })).toBeVisible();
    await expect(page.getByText("Logbook holder")).toHaveCount(holds ? 1 : 0);
  });
}
