import { eq } from "drizzle-orm";
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts";
import { beforeAll, describe, expect, it } from "vitest";
import { signingMessages, socialAccounts, users } from "@/server/db/schema";
import { Client, codeOf, createUser, db, present, signIn } from "../support/api";
import type { LocalChainInfo } from "../support/chain-global-setup";
import { localChainInfo } from "../support/usdt-chain";
import { graphql } from "./generated/gql";

// Sign-In with Ethereum: generateSigningMessage's EIP-4361 messages signed by real keys
// (viem's privateKeyToAccount), walletLogin signing up and logging in, every refusal, linking and
// unlinking a wallet on an email account, the UserInfo fields and user(input: { ethAddress }); and a
// smart-contract wallet (ERC-1271) on the local chain (tests/support/chain-global-setup.ts).

const Generate = graphql(`
  mutation WalletLoginGenerate($input: GenerateSigningMessageInput!) {
    generateSigningMessage(input: $input) {
      nonce
      purpose
      signingMessage
      createdAt
      expiredAt
    }
  }
`);

const Login = graphql(`
  mutation WalletLoginLogin($input: WalletLoginInput!) {
    walletLogin(input: $input) {
      auth
      type
      token
      user {
        id
        userName
        settings {
          language
        }
        info {
          ethAddress
          isWalletAuth
          cryptoWallet {
            id
            address
            hasNFTs
            nfts {
              id
            }
          }
        }
      }
    }
  }
`);

const Add = graphql(`
  mutation WalletLoginAdd($input: WalletLoginInput!) {
    addWalletLogin(input: $input) {
      id
      info {
        ethAddress
        isWalletAuth
        cryptoWallet {
          address
        }
      }
    }
  }
`);

const Remove = graphql(`
  mutation WalletLoginRemove {
    removeWalletLogin {
      id
      info {
        ethAddress
        cryptoWallet {
          address
        }
      }
    }
  }
`);

const Viewer = graphql(`
  query WalletLoginViewer {
    viewer {
      id
      info {
        email
        ethAddress
        isWalletAuth
        cryptoWallet {
          id
          address
          hasNFTs
          nfts {
            id
          }
        }
      }
    }
  }
`);

const ByAddress = graphql(`
  query WalletLoginByAddress($address: String!) {
    user(input: { ethAddress: $address }) {
      id
      info {
        ethAddress
        cryptoWallet {
          address
        }
      }
    }
  }
`);

let ipSeq = 0;
const client = () => {
  ipSeq += 1;
  return new Client(`10.7.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`);
};

const newAccount = () => privateKeyToAccount(generatePrivateKey());

type Purpose = "login" | "signup" | "connect";

/** Asks for a message for `account` and signs it with `signer` (the account itself unless told). */
async function signed(
  c: Client,
  account: PrivateKeyAccount,
  {
    purpose = "login",
    signer = account,
    chainId,
  }: { purpose?: Purpose; signer?: PrivateKeyAccount; chainId?: number } = {},
) {
  const generated = await c.gql(Generate, { input: { address: account.address, purpose, chainId } });
  expect(generated.errors).toBeUndefined();
  const { nonce, signingMessage } = present(generated.data).generateSigningMessage;
  const signature = await signer.signMessage({ message: signingMessage });
  return { ethAddress: account.address, nonce, signedMessage: signingMessage, signature };
}

describe("generateSigningMessage", () => {
  it("answers an EIP-4361 message for the address, kept on the server", async () => {
    const account = newAccount();
    const now = Date.UTC(2026, 10, 27, 12, 0, 0);
    const c = client().at(now);
    const result = await c.gql(Generate, { input: { address: account.address, purpose: "signup" } });
    const answer = present(result.data).generateSigningMessage;
    expect(answer.purpose).toBe("signup");
    expect(answer.createdAt).toBe("2026-11-27T12:00:00.000Z");
    expect(answer.expiredAt).toBe("2026-11-27T12:10:00.000Z");
    const lines = answer.signingMessage.split("\n");
    // EIP-4361's optional scheme: this site is http (a deployment's is https)
    expect(lines[0]).toBe("http://127.0.0.1:8787 wants you to sign in with your Ethereum account:");
    expect(lines[1]).toBe(account.address);
    expect(answer.signingMessage).toContain("\nURI: http://127.0.0.1:8787\n");
    expect(answer.signingMessage).toContain("\nVersion: 1\n");
    // the deployment's chain (wrangler.toml SIWE_CHAIN_ID): OP Mainnet
    expect(answer.signingMessage).toContain("\nChain ID: 10\n");
    expect(answer.signingMessage).toContain(`\nNonce: ${answer.nonce}\n`);
    expect(answer.signingMessage).toContain("\nIssued At: 2026-11-27T12:00:00.000Z\n");
    expect(answer.signingMessage).toContain("\nExpiration Time: 2026-11-27T12:10:00.000Z");
    const [row] = await db().select().from(signingMessages).where(eq(signingMessages.nonce, answer.nonce));
    expect(row).toMatchObject({ address: account.address.toLowerCase(), purpose: "signup", chainId: 10, usedAt: null });
    expect(row?.message).toBe(answer.signingMessage);
  });

  it("names the chain asked for, among the product's; the local one on this loopback site", async () => {
    const account = newAccount();
    for (const chainId of [1, 10, 11155111, 11155420, 31337]) {
      const result = await client().gql(Generate, { input: { address: account.address, chainId } });
      expect(present(result.data).generateSigningMessage.signingMessage).toContain(`\nChain ID: ${chainId}\n`);
    }
    const polygon = await client().gql(Generate, { input: { address: account.address, chainId: 137 } });
    expect(codeOf(polygon)).toBe("BAD_USER_INPUT");
    // the local chain is refused on a public site
    const site = client().withVars({ SITE_URL: "https://margins.example" });
    expect(codeOf(await site.gql(Generate, { input: { address: account.address, chainId: 31337 } }))).toBe(
      "BAD_USER_INPUT",
    );
  });

  it("takes an address in one case or with its checksum, and refuses anything else", async () => {
    const { address } = newAccount();
    for (const good of [address, address.toLowerCase(), `0x${address.slice(2).toUpperCase()}`]) {
      const result = await client().gql(Generate, { input: { address: good } });
      expect(result.errors, good).toBeUndefined();
      // the message names the checksummed address, whatever the spelling asked with
      expect(present(result.data).generateSigningMessage.signingMessage.split("\n")[1]).toBe(address);
    }
    // a mixed-case address whose checksum is wrong: one letter's case flipped
    const at = [...address].findIndex((ch, i) => i > 1 && /[a-fA-F]/.test(ch));
    const flipped = address.slice(0, at) + swapCase(address[at] ?? "") + address.slice(at + 1);
    for (const bad of [flipped, address.slice(0, 41), `${address}0`, address.slice(2), `0x${"g".repeat(40)}`, ""]) {
      expect(codeOf(await client().gql(Generate, { input: { address: bad } })), bad).toBe("BAD_USER_INPUT");
    }
  });
});

const swapCase = (ch: string) => (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase());

describe("walletLogin", () => {
  it("signs up with the language and referral code, then logs in to the same account", async () => {
    const account = newAccount();
    const c = client();
    const signup = await c.gql(Login, {
      input: { ...(await signed(c, account, { purpose: "signup" })), language: "en", referralCode: "friend_7" },
    });
    expect(signup.errors).toBeUndefined();
    const first = present(signup.data).walletLogin;
    expect(first).toMatchObject({ auth: true, type: "Signup", token: null });
    const user = present(first.user);
    expect(user.settings.language).toBe("en");
    expect(user.info).toEqual({
      ethAddress: account.address.toLowerCase(),
      isWalletAuth: true,
      cryptoWallet: { id: expect.any(String), address: account.address.toLowerCase(), hasNFTs: false, nfts: [] },
    });
    expect(user.userName).toMatch(/^wallet_[0-9a-f]{6}/);
    // the session is a cookie, as emailLogin's
    expect(signup.cookies.some((cookie) => cookie.startsWith("__access_token=") && /HttpOnly/i.test(cookie))).toBe(
      true,
    );
    const viewer = present(present((await c.gql(Viewer)).data).viewer);
    expect(viewer.id).toBe(user.id);
    expect(viewer.info.email).toBeNull();
    const [row] = await db().select().from(users).where(eq(users.ethAddress, account.address.toLowerCase()));
    expect(row).toMatchObject({ referralCode: "friend_7", language: "en", walletSignup: true, email: null });

    // later, from another device, with a login message: the same account, language and referral kept
    const again = client();
    const login = await again.gql(Login, {
      input: { ...(await signed(again, account)), language: "zh_hans", referralCode: "someone_else" },
    });
    expect(login.errors).toBeUndefined();
    expect(present(login.data).walletLogin).toMatchObject({ type: "Login", user: { id: user.id } });
    // the device asked in Simplified Chinese; the account's saved language is what it gets
    expect(login.cookies.filter((cookie) => /^__(saved_)?language=/.test(cookie)).map((c) => c.split(";")[0])).toEqual([
      "__language=en",
      "__saved_language=en",
    ]);
    const [after] = await db()
      .select()
      .from(users)
      .where(eq(users.id, row?.id ?? 0));
    expect(after).toMatchObject({ referralCode: "friend_7", language: "en" });
  });

  it("signs up in Traditional Chinese when no language is given, as emailLogin does", async () => {
    const account = newAccount();
    const c = client();
    const result = await c.gql(Login, { input: await signed(c, account) });
    expect(present(present(result.data).walletLogin.user).settings.language).toBe("zh_hant");
  });

  it("refuses a message used once already", async () => {
    const account = newAccount();
    const c = client();
    const input = await signed(c, account);
    expect((await c.gql(Login, { input })).errors).toBeUndefined();
    expect(codeOf(await client().gql(Login, { input }))).toBe("CRYPTO_WALLET_SIGNING_MESSAGE_USED");
  });

  it("lets one of two racing uses of a message through, for a sign-up and for a login", async () => {
    const account = newAccount();
    const c = client();
    const signup = await signed(c, account);
    const [first, second] = await Promise.all([
      client().gql(Login, { input: signup }),
      client().gql(Login, { input: signup }),
    ]);
    expect([first, second].map((r) => codeOf(r) ?? present(r.data).walletLogin.type).sort()).toEqual([
      "CRYPTO_WALLET_SIGNING_MESSAGE_USED",
      "Signup",
    ]);
    expect(await db().select().from(users).where(eq(users.ethAddress, account.address.toLowerCase()))).toHaveLength(1);

    const login = await signed(c, account);
    const again = await Promise.all([client().gql(Login, { input: login }), client().gql(Login, { input: login })]);
    expect(again.map((r) => codeOf(r) ?? present(r.data).walletLogin.type).sort()).toEqual([
      "CRYPTO_WALLET_SIGNING_MESSAGE_USED",
      "Login",
    ]);
  });

  it("refuses a message past its ten minutes, and takes it just before", async () => {
    const account = newAccount();
    const issued = Date.now();
    const c = client().at(issued);
    const late = await signed(c, account);
    const result = await client()
      .at(issued + 10 * 60_000)
      .gql(Login, { input: late });
    expect(codeOf(result)).toBe("CRYPTO_WALLET_SIGNING_MESSAGE_EXPIRED");
    const inTime = await signed(c, account);
    const ok = await client()
      .at(issued + 10 * 60_000 - 1)
      .gql(Login, { input: inTime });
    expect(ok.errors).toBeUndefined();
  });

  it("keeps an expired message for an hour, then forgets it (its nonce is then not ours)", async () => {
    const account = newAccount();
    const issued = Date.now();
    const old = await signed(client().at(issued), account);
    const expiry = issued + 10 * 60_000;
    const stored = () => db().select().from(signingMessages).where(eq(signingMessages.nonce, old.nonce));
    // any new message prunes the old ones
    const prune = (at: number) =>
      client()
        .at(at)
        .gql(Generate, { input: { address: newAccount().address } });

    // to the end of the hour after it expired, a prune keeps it, and using it says it expired
    for (const at of [expiry + 1, expiry + 30 * 60_000, expiry + 60 * 60_000]) {
      expect((await prune(at)).errors).toBeUndefined();
      expect(await stored()).toHaveLength(1);
      expect(codeOf(await client().at(at).gql(Login, { input: old }))).toBe("CRYPTO_WALLET_SIGNING_MESSAGE_EXPIRED");
    }

    // a moment later it is gone, and its nonce is as unknown as a made-up one
    const anHourAfterExpiry = expiry + 60 * 60_000 + 1;
    expect((await prune(anHourAfterExpiry)).errors).toBeUndefined();
    expect(await stored()).toEqual([]);
    expect(codeOf(await client().at(anHourAfterExpiry).gql(Login, { input: old }))).toBe(
      "CRYPTO_WALLET_SIGNATURE_INVALID",
    );
    expect(await db().select().from(users).where(eq(users.ethAddress, account.address.toLowerCase()))).toEqual([]);
  });

  it("refuses an altered message, another key's signature, another address and a made-up nonce", async () => {
    const account = newAccount();
    const c = client();
    const input = await signed(c, account);

    // the text changed after signing, or changed and signed again by the wallet: not our message
    const altered = input.signedMessage.replace("Sign in to Margins", "Sign in to Elsewhere");
    expect(codeOf(await c.gql(Login, { input: { ...input, signedMessage: altered } }))).toBe(
      "CRYPTO_WALLET_SIGNATURE_INVALID",
    );
    const resigned = { ...input, signedMessage: altered, signature: await account.signMessage({ message: altered }) };
    expect(codeOf(await c.gql(Login, { input: resigned }))).toBe("CRYPTO_WALLET_SIGNATURE_INVALID");

    // our message for this address, signed by someone else
    const other = newAccount();
    const foreign = await signed(c, account, { signer: other });
    expect(codeOf(await c.gql(Login, { input: foreign }))).toBe("CRYPTO_WALLET_SIGNATURE_INVALID");

    // the message and signature are the account's, the address claimed another's
    expect(codeOf(await c.gql(Login, { input: { ...input, ethAddress: other.address } }))).toBe(
      "CRYPTO_WALLET_SIGNATURE_INVALID",
    );
    expect(codeOf(await c.gql(Login, { input: { ...input, nonce: "madeUpNonce123" } }))).toBe(
      "CRYPTO_WALLET_SIGNATURE_INVALID",
    );
    expect(codeOf(await c.gql(Login, { input: { ...input, signature: "0x1234" } }))).toBe(
      "CRYPTO_WALLET_SIGNATURE_INVALID",
    );
    expect(codeOf(await c.gql(Login, { input: { ...input, signature: "not hex" } }))).toBe(
      "CRYPTO_WALLET_SIGNATURE_INVALID",
    );
    // a connect message does not log in
    const connect = await signed(c, account, { purpose: "connect" });
    expect(codeOf(await c.gql(Login, { input: connect }))).toBe("CRYPTO_WALLET_SIGNATURE_INVALID");

    // none of those spent the message, and no account was made
    expect(await db().select().from(users).where(eq(users.ethAddress, account.address.toLowerCase()))).toEqual([]);
    expect((await c.gql(Login, { input })).errors).toBeUndefined();
  });

  it("refuses ill-formed and ill-checksummed addresses", async () => {
    const account = newAccount();
    const c = client();
    const input = await signed(c, account);
    const lower = account.address.toLowerCase();
    const at = [...lower].findIndex((ch, i) => i > 1 && /[a-f]/.test(ch));
    // mixed case that is not the checksum
    const badChecksum = lower.slice(0, at) + (lower[at] ?? "").toUpperCase() + lower.slice(at + 1);
    for (const bad of [badChecksum, lower.slice(0, 30), "0xZZ", `${lower}ff`]) {
      expect(codeOf(await c.gql(Login, { input: { ...input, ethAddress: bad } })), bad).toBe("BAD_USER_INPUT");
    }
    // any one-case spelling of the right address is the address
    const upper = `0x${account.address.slice(2).toUpperCase()}`;
    expect((await c.gql(Login, { input: { ...input, ethAddress: upper } })).errors).toBeUndefined();
  });
});

describe("linking a wallet to an email account", () => {
  it("adds, finds by address, refuses another's wallet (CRYPTO_WALLET_EXISTS), and removes", async () => {
    const person = await createUser();
    const c = await signIn(present(person.email));
    const viewer = present(present((await c.gql(Viewer)).data).viewer);
    // cryptoWallet is there for everyone: null without a wallet
    expect(viewer.info).toMatchObject({ ethAddress: null, isWalletAuth: false, cryptoWallet: null });

    const account = newAccount();
    const added = await c.gql(Add, { input: await signed(c, account, { purpose: "connect" }) });
    expect(added.errors).toBeUndefined();
    expect(present(added.data).addWalletLogin.info).toEqual({
      ethAddress: account.address.toLowerCase(),
      isWalletAuth: false,
      cryptoWallet: { address: account.address.toLowerCase() },
    });
    expect(c.purged).toContain(`user:${person.id}`);

    // the address leads to the person, in any spelling
    for (const spelling of [account.address, account.address.toLowerCase()]) {
      const found = await client().gql(ByAddress, { address: spelling });
      expect(present(found.data).user?.id).toBe(viewer.id);
    }
    expect(present((await client().gql(ByAddress, { address: newAccount().address })).data).user).toBeNull();
    expect(codeOf(await client().gql(ByAddress, { address: "0x123" }))).toBe("BAD_USER_INPUT");

    // the wallet now logs in to this account
    const device = client();
    const login = await device.gql(Login, { input: await signed(device, account) });
    expect(present(login.data).walletLogin).toMatchObject({ type: "Login", user: { id: viewer.id } });

    // someone else cannot take it
    const other = await signIn(present((await createUser()).email));
    const taken = await other.gql(Add, { input: await signed(other, account, { purpose: "connect" }) });
    expect(codeOf(taken)).toBe("CRYPTO_WALLET_EXISTS");

    // a second wallet waits until the first is removed; the same one again changes nothing
    const second = newAccount();
    expect(codeOf(await c.gql(Add, { input: await signed(c, second, { purpose: "connect" }) }))).toBe("FORBIDDEN");
    const same = await c.gql(Add, { input: await signed(c, account, { purpose: "connect" }) });
    expect(present(same.data).addWalletLogin.info.ethAddress).toBe(account.address.toLowerCase());
    // a login message does not link
    expect(codeOf(await c.gql(Add, { input: await signed(c, second, { purpose: "login" }) }))).toBe(
      "CRYPTO_WALLET_SIGNATURE_INVALID",
    );

    c.purged = [];
    const removed = await c.gql(Remove);
    expect(removed.errors).toBeUndefined();
    expect(present(removed.data).removeWalletLogin.info).toEqual({ ethAddress: null, cryptoWallet: null });
    expect(c.purged).toContain(`user:${person.id}`);
    expect(present((await client().gql(ByAddress, { address: account.address })).data).user).toBeNull();
    // removing again changes nothing; the freed wallet may go to the other account
    expect((await c.gql(Remove)).errors).toBeUndefined();
    expect(
      (await other.gql(Add, { input: await signed(other, account, { purpose: "connect" }) })).errors,
    ).toBeUndefined();
  });

  it("refuses to remove the wallet of a wallet-only account, its only way in", async () => {
    const account = newAccount();
    const c = client();
    await c.gql(Login, { input: await signed(c, account) });
    expect(codeOf(await c.gql(Remove))).toBe("FORBIDDEN");
    const viewer = present(present((await c.gql(Viewer)).data).viewer);
    expect(viewer.info.ethAddress).toBe(account.address.toLowerCase());
  });

  it("removes the wallet of an account that keeps a Google account as its way in", async () => {
    const account = newAccount();
    const c = client();
    const login = await c.gql(Login, { input: await signed(c, account) });
    const userId = Number(atob(present(present(login.data).walletLogin.user).id).split(":")[1]);
    await db()
      .insert(socialAccounts)
      .values({ userId, provider: "Google", subject: `wallet-google-${account.address}` });
    expect((await c.gql(Remove)).errors).toBeUndefined();
  });

  it("answers a visitor UNAUTHENTICATED", async () => {
    const c = client();
    const input = await signed(c, newAccount(), { purpose: "connect" });
    expect(codeOf(await c.gql(Add, { input }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await c.gql(Remove))).toBe("UNAUTHENTICATED");
  });
});

describe("a smart-contract wallet (ERC-1271) on the local chain", () => {
  let chain: LocalChainInfo;
  beforeAll(async () => {
    chain = await localChainInfo();
  }, 60_000);

  it("signs up and logs in with its owner's signature, checked through the chain's RPC", async () => {
    const owner = privateKeyToAccount(chain.smartWalletOwnerKey);
    const wallet = { ...owner, address: chain.contracts.smartWallet } as PrivateKeyAccount;
    const c = client().withVars({ LOCAL_RPC_URL: chain.rpcUrl });
    const input = await signed(c, wallet, { signer: owner, chainId: 31337 });
    const started = performance.now();
    const result = await c.gql(Login, { input });
    const took = performance.now() - started;
    expect(result.errors).toBeUndefined();
    expect(present(result.data).walletLogin).toMatchObject({
      type: "Signup",
      user: { info: { ethAddress: chain.contracts.smartWallet.toLowerCase(), isWalletAuth: true } },
    });
    console.info(`ERC-1271 walletLogin through the local chain: ${Math.round(took)} ms`);

    // without the chain's RPC the contract cannot be asked: refused, not let in
    const offline = client().withVars({ LOCAL_RPC_URL: "" });
    const again = await signed(offline, wallet, { signer: owner, chainId: 31337 });
    expect(codeOf(await offline.gql(Login, { input: again }))).toBe("CRYPTO_WALLET_SIGNATURE_INVALID");
    // with it, the same account
    const login = await c.gql(Login, { input: await signed(c, wallet, { signer: owner, chainId: 31337 }) });
    expect(present(login.data).walletLogin.type).toBe("Login");
  });

  it("refuses a signature by anyone but its owner, and says so when the chain does not answer", async () => {
    const owner = privateKeyToAccount(chain.smartWalletOwnerKey);
    const wallet = { ...owner, address: chain.contracts.smartWallet } as PrivateKeyAccount;
    const c = client().withVars({ LOCAL_RPC_URL: chain.rpcUrl });
    const stranger = await signed(c, wallet, { signer: newAccount(), chainId: 31337 });
    expect(codeOf(await c.gql(Login, { input: stranger }))).toBe("CRYPTO_WALLET_SIGNATURE_INVALID");

    // nothing listens on port 9 here
    const down = client().withVars({ LOCAL_RPC_URL: "http://127.0.0.1:9" });
    const input = await signed(down, wallet, { signer: owner, chainId: 31337 });
    expect(codeOf(await down.gql(Login, { input }))).toBe("ACTION_FAILED");
    // the message was not spent by the failure
    expect((await c.gql(Login, { input })).errors).toBeUndefined();
  });
});
