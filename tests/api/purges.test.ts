import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { buildSchema, type GraphQLObjectType } from "graphql";
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { articlePublished, cacheTags, momentListings } from "@/lib/cache/tags";
import { typeDefs } from "@/server/api/generated/typedefs";
import { handlePaymentWebhook } from "@/server/api/services/payment-webhook";
import { runBatch } from "@/server/db/client";
import { recordStatements, userAccount } from "@/server/db/queries/ledger";
import {
  articles,
  campaignArticles,
  campaignParticipants,
  campaigns,
  circleMembers,
  circlePrices,
  circles,
  features,
  federationDeadLetters,
  federationReports,
  quotes,
  tags,
  userFeatureFlags,
  users,
} from "@/server/db/schema";
import { completeLocalOnboarding } from "@/server/payments/local-connect";
import {
  Client,
  codeOf,
  createUser,
  db,
  latestCode,
  PASSWORD,
  paymentPasswordHash,
  present,
  signIn,
} from "../support/api";
import { dbId } from "../support/global-ids";
import { importFiles, png, uploadFile } from "../support/media";
import type { Person } from "../support/oidc-server";
import { actAs, authorize, newPerson, providerVars } from "../support/social-rounds";
import { depositToVault, fundedUsdtWallet, localChainInfo } from "../support/usdt-chain";
import { insertArticle, insertChallenge } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Every mutation purges the cache tags of what it changed (lib/cache/tags.ts), so the pages
// that showed it read afresh on their next request; tests/e2e/cache-purge.spec.ts watches a
// page do so. A mutation that changes nothing a cached read shows purges nothing.

const newEmail = (label: string) => `purge-${label}-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`;

/** Runs `act` on a fresh record of purges: what it purged, and the result it answered. */
async function purgedBy<T>(client: Client, act: () => Promise<T>) {
  client.purged = [];
  const result = await act();
  return { purged: client.purged, result };
}

const SEND = `mutation($input: SendVerificationCodeInput!) { sendVerificationCode(input: $input) }`;

const SOCIAL_START = `mutation($type: SocialAccountType!, $purpose: SocialLoginPurpose) {
  generateSocialLoginUrl(input: { type: $type, purpose: $purpose })
}`;

/** A Google sign-in round in `client`, as `who`: what socialLogin purged and answered. */
async function socialRound(client: Client, who: Person) {
  client.withVars(providerVars);
  const started = await client.gql<{ generateSocialLoginUrl: string }>(SOCIAL_START, { type: "Google" });
  const round = await authorize(present(started.data).generateSocialLoginUrl);
  await actAs(round.code, who);
  return purgedBy(client, () =>
    client.gql<{ socialLogin: { type: string; user: { userName: string | null } | null } }>(
      `mutation($input: SocialLoginInput!) { socialLogin(input: $input) { type user { userName } } }`,
      { input: { type: "Google", authorizationCode: round.code, state: round.state } },
    ),
  );
}

/** Links `who`'s Google account to the signed-in `client`'s: what addSocialLogin purged and answered. */
async function linkGoogle(client: Client, who: Person) {
  const started = await client.gql<{ generateSocialLoginUrl: string }>(SOCIAL_START, {
    type: "Google",
    purpose: "connect",
  });
  const round = await authorize(present(started.data).generateSocialLoginUrl);
  await actAs(round.code, who);
  return purgedBy(client, () =>
    client.gql(`mutation($input: SocialLoginInput!) { addSocialLogin(input: $input) { id } }`, {
      input: { type: "Google", authorizationCode: round.code, state: round.state },
    }),
  );
}

const PUT_DRAFT = graphql(`
  mutation PurgesPutDraft($input: PutDraftInput!) {
    putDraft(input: $input) {
      id
    }
  }
`);

const PUBLISH = graphql(`
  mutation PurgesPublish($id: ID!) {
    publishArticle(input: { id: $id }) {
      article {
        id
        shortHash
        tags {
          id
        }
      }
    }
  }
`);
const LOGIN = `mutation($input: EmailLoginInput!) { emailLogin(input: $input) { type } }`;

const SIGNING_MESSAGE = graphql(`
  mutation PurgesSigningMessage($input: GenerateSigningMessageInput!) {
    generateSigningMessage(input: $input) {
      nonce
      signingMessage
    }
  }
`);
const WALLET_LOGIN = graphql(`
  mutation PurgesWalletLogin($input: WalletLoginInput!) {
    walletLogin(input: $input) {
      type
      user {
        userName
      }
    }
  }
`);
const ADD_WALLET = graphql(`
  mutation PurgesAddWallet($input: WalletLoginInput!) {
    addWalletLogin(input: $input) {
      id
    }
  }
`);

const newWallet = () => privateKeyToAccount(generatePrivateKey());

/** A message for `wallet` and its signature, as walletLogin and addWalletLogin take them. */
async function walletSigned(client: Client, wallet: PrivateKeyAccount, purpose: "login" | "connect") {
  const asked = await client.gql(SIGNING_MESSAGE, { input: { address: wallet.address, purpose } });
  const { nonce, signingMessage } = present(asked.data).generateSigningMessage;
  const signature = await wallet.signMessage({ message: signingMessage });
  return { ethAddress: wallet.address, nonce, signedMessage: signingMessage, signature };
}

const PUT_MOMENT = graphql(`
  mutation PurgesPutMoment($input: PutMomentInput!) {
    putMoment(input: $input) {
      id
      shortHash
      tags {
        id
      }
    }
  }
`);

/** A moment of a new user's, tagged, and that user signed in. */
async function someMoment() {
  const user = await createUser();
  const client = await signIn(user.email as string);
  const input = { content: "<p>Now</p>", tags: [`purge moment ${Date.now()}`, `purge other ${Date.now()}`] };
  const { purged, result } = await purgedBy(client, () => client.gql(PUT_MOMENT, { input }));
  const moment = present(result.data?.putMoment);
  const listing = {
    id: dbId(moment.id),
    shortHash: moment.shortHash,
    authorId: user.id,
    tagIds: moment.tags.map((t) => dbId(present(t).id)),
  };
  return { user, client, moment, listing, purged };
}

async function shortHashOf(articleGid: string) {
  const read = await new Client().gql<{ node: { shortHash: string } }>(
    `query($id: ID!) { node(input: { id: $id }) { ... on Article { shortHash } } }`,
    { id: articleGid },
  );
  return present(read.data?.node.shortHash);
}

/** A comment by a reader on someone's article, with the reader and the author signed in. */
async function someComment() {
  const article = await othersArticle();
  const reader = await signIn((await createUser()).email as string);
  const written = await reader.gql<{ putComment: { id: string } }>(
    `mutation($input: PutCommentInput!) { putComment(input: $input) { id } }`,
    { input: { comment: { type: "article", articleId: article.gid, content: "<p>Hi</p>" } } },
  );
  const commentId = present(written.data?.putComment.id);
  return { client: reader, commentId, article, hash: await shortHashOf(article.gid), author: article.author };
}

async function mailed(client: Client, email: string, type: string) {
  const sent = await client.gql(SEND, { input: { email, type } });
  expect(sent.errors).toBeUndefined();
  return latestCode(email);
}

/** A published article of the person's, straight in the database (publishing is limited per address). */
async function published(userId: number) {
  const article = await insertArticle(userId);
  return { id: btoa(`Article:${article.id}`), dbId: article.id };
}

/** A person with a collection and a published article, in it when `filled`. */
async function collectionOf(filled = false) {
  const user = await createUser();
  const client = await signIn(user.email as string);
  const made = await client.gql<{ putCollection: { id: string } }>(
    `mutation { putCollection(input: { title: "Shelf" }) { id } }`,
  );
  const id = present(made.data?.putCollection.id);
  const article = await published(user.id);
  if (filled) {
    await client.gql(
      `mutation($c: ID!, $a: ID!) { addCollectionsArticles(input: { collections: [$c], articles: [$a] }) { id } }`,
      {
        c: id,
        a: article.id,
      },
    );
  }
  return { user, client, collection: { id, dbId: dbId(id) }, article };
}

/** A published article of someone else's, by its db id and global id, for the social mutations. */
async function othersArticle() {
  const author = await createUser();
  const client = await signIn(author.email as string);
  const input = { title: "Liked", content: "<p>Worth a like</p>", tags: [`social purge ${Date.now()}`] };
  const id = present((await client.gql(PUT_DRAFT, { input })).data?.putDraft.id);
  const article = present((await client.gql(PUBLISH, { id })).data?.publishArticle.article);
  return {
    gid: article.id,
    id: dbId(article.id),
    tagGid: present(article.tags?.[0]).id,
    author: client,
  };
}

/** A channel an admin made (hidden from readers), by its db and global id and address. */
async function adminChannel(kind: "Topic" | "Curation") {
  const admin = await signIn((await createUser({ role: "admin" })).email as string);
  const made = await admin.gql<Record<string, { id: string; shortHash: string }>>(
    `mutation { put${kind}Channel(input: { name: [{ language: en, text: "Purged" }] }) { id shortHash } }`,
  );
  const channel = present(made.data?.[`put${kind}Channel`]);
  return { admin, ...channel, dbId: dbId(channel.id) };
}

const TOGGLE = (field: string) =>
  `mutation($id: ID!, $enabled: Boolean) { ${field}(input: { id: $id, enabled: $enabled }) { id } }`;

const OAUTH_APP = `mutation { putOAuthClient(input: { name: "Purge App", redirectURIs: ["https://app.example/cb"] }) { id } }`;
const AUTHORIZE = `mutation($input: OAuthAuthorizeInput!) { authorizeOAuthClient(input: $input) }`;

/** An authorization request to a freshly registered app, as its consent page sends it. */
async function consentInput() {
  const admin = await signIn((await createUser({ role: "admin" })).email as string);
  const app = await admin.gql<{ putOAuthClient: { id: string } }>(OAUTH_APP);
  return {
    clientId: app.data?.putOAuthClient.id ?? "",
    redirectURI: "https://app.example/cb",
    responseType: "code",
    codeChallenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    codeChallengeMethod: "S256",
  };
}

/** A tag of its own, named uniquely, for the tag mutations to change. */
async function freshTag(label: string) {
  const content = `purge-${label}-${Date.now()}-${Math.floor(Math.random() * 1e9)}`;
  const [tag] = await db()
    .insert(tags)
    .values({ content, slug: content, shortHash: `p${Math.floor(Math.random() * 1e12)}` })
    .returning();
  return { id: present(tag).id, content, gid: btoa(`Tag:${present(tag).id}`) };
}

/** What renaming or removing tag `id` purges: its entity tag, the tag list, search, the sitemap. */
const TAG_LISTS = (id: number) => [cacheTags.tag(id), cacheTags.tagList, cacheTags.search, cacheTags.sitemap];

const CASES: Record<string, () => Promise<void>> = {
  async sendVerificationCode() {
    const client = new Client();
    const { purged, result } = await purgedBy(client, () =>
      client.gql(SEND, { input: { email: newEmail("send"), type: "register" } }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async confirmVerificationCode() {
    const user = await createUser();
    const client = new Client();
    const code = await mailed(client, user.email as string, "email_otp");
    const { purged, result } = await purgedBy(client, () =>
      client.gql(`mutation($input: ConfirmVerificationCodeInput!) { confirmVerificationCode(input: $input) }`, {
        input: { email: user.email, type: "email_otp", code },
      }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async resetPassword() {
    const user = await createUser();
    const client = new Client();
    const code = await mailed(client, user.email as string, "email_otp");
    const confirmed = await client.gql<{ confirmVerificationCode: string }>(
      `mutation($input: ConfirmVerificationCodeInput!) { confirmVerificationCode(input: $input) }`,
      { input: { email: user.email, type: "email_otp", code } },
    );
    const codeId = confirmed.data?.confirmVerificationCode;
    const { purged, result } = await purgedBy(client, () =>
      client.gql(`mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }`, {
        input: { password: "another-password-9", codeId },
      }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async emailLogin() {
    // signing in changes nothing anyone else sees
    const user = await createUser();
    const client = new Client();
    const login = await purgedBy(client, () =>
      client.gql(LOGIN, { input: { email: user.email, passwordOrCode: PASSWORD } }),
    );
    expect(login.result.data).toEqual({ emailLogin: { type: "Login" } });
    expect(login.purged).toEqual([]);

    // signing up makes a person: their name now leads somewhere, search and the sitemap find them
    const email = newEmail("signup");
    const code = await mailed(client, email, "register");
    const signup = await purgedBy(client, () => client.gql(LOGIN, { input: { email, passwordOrCode: code } }));
    expect(signup.result.data).toEqual({ emailLogin: { type: "Signup" } });
    const viewer = await client.gql<{ viewer: { userName: string } }>(`{ viewer { userName } }`);
    const userName = viewer.data?.viewer.userName as string;
    expect(signup.purged).toEqual([cacheTags.userByName(userName), cacheTags.search, cacheTags.sitemap]);
  },

  async verifyEmail() {
    const user = await createUser({ emailVerified: false });
    const client = await signIn(user.email as string);
    const code = await mailed(client, user.email as string, "email_verify");
    const { purged, result } = await purgedBy(client, () =>
      client.gql(`mutation($input: VerifyEmailInput!) { verifyEmail(input: $input) { type } }`, {
        input: { email: user.email, code },
      }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async generateSigningMessage() {
    // a message is kept for its signer alone
    const client = new Client();
    const { purged, result } = await purgedBy(client, () =>
      client.gql(SIGNING_MESSAGE, { input: { address: newWallet().address } }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async walletLogin() {
    // signing up with a wallet makes a person, as emailLogin's sign-up does; logging in changes nothing
    const wallet = newWallet();
    const client = new Client();
    const signup = await purgedBy(client, async () =>
      client.gql(WALLET_LOGIN, { input: await walletSigned(client, wallet, "login") }),
    );
    const userName = present(present(signup.result.data).walletLogin.user?.userName);
    expect(signup.purged).toEqual([cacheTags.userByName(userName), cacheTags.search, cacheTags.sitemap]);
    const login = await purgedBy(client, async () =>
      client.gql(WALLET_LOGIN, { input: await walletSigned(client, wallet, "login") }),
    );
    expect(present(login.result.data).walletLogin.type).toBe("Login");
    expect(login.purged).toEqual([]);
  },

  async addWalletLogin() {
    // profiles show the wallet (UserInfo.cryptoWallet)
    const user = await createUser();
    const client = await signIn(user.email as string);
    const wallet = newWallet();
    const { purged, result } = await purgedBy(client, async () =>
      client.gql(ADD_WALLET, { input: await walletSigned(client, wallet, "connect") }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([cacheTags.user(user.id)]);
  },

  async removeWalletLogin() {
    const user = await createUser();
    const client = await signIn(user.email as string);
    await client.gql(ADD_WALLET, { input: await walletSigned(client, newWallet(), "connect") });
    const { purged, result } = await purgedBy(client, () => client.gql(`mutation { removeWalletLogin { id } }`));
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([cacheTags.user(user.id)]);
  },

  // Google, Twitter and LikeCoin, through the local OAuth server (tests/support/social-rounds.ts)
  async generateSocialLoginUrl() {
    // a round begun changes nothing anyone sees
    const client = new Client().withVars(providerVars);
    const { purged, result } = await purgedBy(client, () => client.gql(SOCIAL_START, { type: "Google" }));
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async socialLogin() {
    // signing up with Google makes a person, as emailLogin's sign-up does; logging in changes nothing
    const who = newPerson();
    const signUp = await socialRound(new Client(), who);
    const userName = present(present(signUp.result.data).socialLogin.user?.userName);
    expect(signUp.purged).toEqual([cacheTags.userByName(userName), cacheTags.search, cacheTags.sitemap]);
    const login = await socialRound(new Client(), who);
    expect(present(login.result.data).socialLogin.type).toBe("Login");
    expect(login.purged).toEqual([]);
  },

  async addSocialLogin() {
    // the linked accounts are read uncached, as the viewer's; the person's tag, as addWalletLogin purges it
    const user = await createUser();
    const client = (await signIn(user.email as string)).withVars(providerVars);
    const { purged, result } = await linkGoogle(client, newPerson());
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([cacheTags.user(user.id)]);
  },

  async removeSocialLogin() {
    const user = await createUser();
    const client = (await signIn(user.email as string)).withVars(providerVars);
    await linkGoogle(client, newPerson());
    const { purged, result } = await purgedBy(client, () =>
      client.gql(`mutation { removeSocialLogin(input: { type: Google }) { id } }`),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([cacheTags.user(user.id)]);
  },

  async generateLikerIdUrl() {
    const user = await createUser();
    const client = (await signIn(user.email as string)).withVars(providerVars);
    const { purged, result } = await purgedBy(client, () => client.gql(`mutation { generateLikerIdUrl }`));
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async linkLikerId() {
    // profiles show the Civic Liker standing (User.liker)
    const user = await createUser();
    const client = (await signIn(user.email as string)).withVars(providerVars);
    const started = await client.gql<{ generateLikerIdUrl: string }>(`mutation { generateLikerIdUrl }`);
    const round = await authorize(present(started.data).generateLikerIdUrl);
    await actAs(round.code, { sub: `purge${Date.now().toString(36)}`.slice(0, 20), civicLiker: true });
    const { purged, result } = await purgedBy(client, () =>
      client.gql(`mutation($input: LinkLikerIdInput!) { linkLikerId(input: $input) { id } }`, {
        input: { authorizationCode: round.code, state: round.state },
      }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([cacheTags.user(user.id)]);
  },

  async userLogout() {
    const user = await createUser();
    const client = await signIn(user.email as string);
    const { purged, result } = await purgedBy(client, () => client.gql(`mutation { userLogout }`));
    expect(result.data).toEqual({ userLogout: true });
    expect(purged).toEqual([]);
  },

  async setEmail() {
    // the address is the account holder's alone, read uncached; the change waits for the code
    const user = await createUser();
    const client = await signIn(user.email as string);
    const email = newEmail("set-email");
    const asked = await purgedBy(client, () =>
      client.gql(`mutation($input: SetEmailInput!) { setEmail(input: $input) { id } }`, { input: { email } }),
    );
    expect(asked.result.errors).toBeUndefined();
    expect(asked.purged).toEqual([]);
    const verified = await purgedBy(client, async () =>
      client.gql(`mutation($input: VerifyEmailInput!) { verifyEmail(input: $input) { type } }`, {
        input: { email, code: await latestCode(email) },
      }),
    );
    expect(verified.result.errors).toBeUndefined();
    expect(verified.purged).toEqual([]);
  },

  async setCurrency() {
    // the currency is the viewer's own, read uncached: nothing cached shows it
    const user = await createUser();
    const client = await signIn(user.email as string);
    const { purged, result } = await purgedBy(client, () =>
      client.gql(`mutation { setCurrency(input: { currency: TWD }) { settings { currency } } }`),
    );
    expect(result.data).toEqual({ setCurrency: { settings: { currency: "TWD" } } });
    expect(purged).toEqual([]);
  },

  async logRecord() {
    // the follow feed's read marker is the reader's alone: no page caches it
    const client = await signIn((await createUser()).email as string);
    const { purged, result } = await purgedBy(client, () =>
      client.gql(`mutation { logRecord(input: { type: ReadFollowingFeed }) }`),
    );
    expect(result.data).toEqual({ logRecord: true });
    expect(purged).toEqual([]);
  },

  async revokeSession() {
    // signed-in devices are the account holder's alone: no page caches them
    const user = await createUser();
    const client = await signIn(user.email as string);
    const other = await signIn(user.email as string);
    const listed = await client.gql<{ viewer: { sessions: { id: string; current: boolean }[] } }>(
      `{ viewer { sessions { id current } } }`,
    );
    const id = present(listed.data?.viewer.sessions.find((s) => !s.current)?.id);
    const { purged, result } = await purgedBy(client, () =>
      client.gql(`mutation($input: RevokeSessionInput!) { revokeSession(input: $input) }`, { input: { id } }),
    );
    expect(result.data).toEqual({ revokeSession: true });
    expect(purged).toEqual([]);
    expect(codeOf(await other.gql(`{ viewer { id } }`))).toBe("TOKEN_INVALID");
  },

  async setPassword() {
    // an account made by code, which has no password yet
    const user = await createUser({ passwordHash: null });
    const client = new Client();
    await client.gql(LOGIN, {
      input: { email: user.email, passwordOrCode: await mailed(client, user.email as string, "email_otp") },
    });
    const { purged, result } = await purgedBy(client, () =>
      client.gql(`mutation($input: SetPasswordInput!) { setPassword(input: $input) { id } }`, {
        input: { password: "a-new-password-10" },
      }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async setUserName() {
    const user = await createUser();
    const client = await signIn(user.email as string);
    const renamed = `renamed${Math.floor(Math.random() * 1e9)}`;
    const { purged, result } = await purgedBy(client, () =>
      client.gql(`mutation($input: SetUserNameInput!) { setUserName(input: $input) { userName } }`, {
        input: { userName: renamed },
      }),
    );
    expect(result.data).toEqual({ setUserName: { userName: renamed } });
    expect(purged).toEqual([
      cacheTags.user(user.id),
      cacheTags.search,
      cacheTags.userByName(user.userName as string),
      cacheTags.userByName(renamed),
      cacheTags.sitemap,
    ]);
  },

  async updateUserInfo() {
    const user = await createUser();
    const client = await signIn(user.email as string);
    const update = (input: Record<string, unknown>) =>
      purgedBy(client, () =>
        client.gql(`mutation($input: UpdateUserInfoInput!) { updateUserInfo(input: $input) { id } }`, { input }),
      );

    // a new display name shows wherever the person does, and search may now find them by it
    const shown = await update({ displayName: "Someone Else" });
    expect(shown.result.errors).toBeUndefined();
    expect(shown.purged).toEqual([cacheTags.user(user.id), cacheTags.search]);

    // a new name as setUserName does
    const renamed = `info${Math.floor(Math.random() * 1e9)}`;
    const rename = await update({ userName: renamed });
    expect(rename.purged).toEqual([
      cacheTags.user(user.id),
      cacheTags.search,
      cacheTags.userByName(user.userName as string),
      cacheTags.userByName(renamed),
      cacheTags.sitemap,
    ]);

    // the payment pointer is named by the person's profile and articles: their pages go, search stays
    const pointer = await update({ paymentPointer: "$wallet.example.com/someone" });
    expect(pointer.result.errors).toBeUndefined();
    expect(pointer.purged).toEqual([cacheTags.user(user.id)]);

    // the language is the viewer's own, read uncached: nothing cached shows it
    const language = await update({ language: "zh_hans" });
    expect(language.result.errors).toBeUndefined();
    expect(language.purged).toEqual([]);
  },

  async setFeature() {
    const admin = await createUser({ role: "admin" });
    const client = await signIn(admin.email as string);
    const { purged, result } = await purgedBy(client, () =>
      client.gql(`mutation($input: SetFeatureInput!) { setFeature(input: $input) { enabled } }`, {
        input: { name: "tag_adoption", flag: "on" },
      }),
    );
    expect(result.data).toEqual({ setFeature: { enabled: true } });
    expect(purged).toEqual([cacheTags.features]);
  },

  async putDraft() {
    // drafts are their author's alone, read uncached: no page shows one
    const user = await createUser();
    const client = await signIn(user.email as string);
    const created = await purgedBy(client, () => client.gql(PUT_DRAFT, { input: { title: "Quiet" } }));
    expect(created.result.errors).toBeUndefined();
    expect(created.purged).toEqual([]);
    const id = present(created.result.data?.putDraft.id);
    const saved = await purgedBy(client, () => client.gql(PUT_DRAFT, { input: { id, content: "<p>still quiet</p>" } }));
    expect(saved.result.errors).toBeUndefined();
    expect(saved.purged).toEqual([]);
  },

  async deleteDraft() {
    const user = await createUser();
    const client = await signIn(user.email as string);
    const id = present((await client.gql(PUT_DRAFT, { input: { title: "Gone" } })).data?.putDraft.id);
    const { purged, result } = await purgedBy(client, () =>
      client.gql(`mutation($id: ID!) { deleteDraft(input: { id: $id }) }`, { id }),
    );
    expect(result.data).toEqual({ deleteDraft: true });
    expect(purged).toEqual([]);
  },

  async publishArticle() {
    // every list it joins (tests/api/publish.test.ts reads each of them afresh)
    const user = await createUser();
    const client = await signIn(user.email as string);
    const linkedDraft = { title: "Linked", content: "<p>Linked to</p>" };
    const linkedId = present((await client.gql(PUT_DRAFT, { input: linkedDraft })).data?.putDraft.id);
    const linked = present((await client.gql(PUBLISH, { id: linkedId })).data?.publishArticle.article);
    const input = {
      title: "Out now",
      content: "<p>Read me</p>",
      tags: [`purge tag ${Date.now()}`],
      connections: [linked.id],
    };
    const id = present((await client.gql(PUT_DRAFT, { input })).data?.putDraft.id);
    const { purged, result } = await purgedBy(client, () => client.gql(PUBLISH, { id }));
    const article = present(result.data?.publishArticle.article);
    expect(purged).toEqual(
      articlePublished({
        id: dbId(article.id),
        shortHash: article.shortHash,
        authorId: user.id,
        tagIds: (article.tags ?? []).map((t) => dbId(t.id)),
        collectionIds: [],
        challengeIds: [],
        connectionIds: [dbId(linked.id)],
      }),
    );
    expect(purged).toContain(cacheTags.newest);
    // the article it links lists it among its responses
    expect(purged).toContain(cacheTags.article(dbId(linked.id)));
  },

  async editArticle() {
    const user = await createUser();
    const client = await signIn(user.email as string);
    const id = present(
      (await client.gql(PUT_DRAFT, { input: { title: "Before", content: "<p>a</p>" } })).data?.putDraft.id,
    );
    const article = present((await client.gql(PUBLISH, { id })).data?.publishArticle.article);
    const articleId = dbId(article.id);
    const edit = (input: Record<string, unknown>) =>
      purgedBy(client, () =>
        client.gql(`mutation($input: EditArticleInput!) { editArticle(input: $input) { id } }`, {
          input: { id: article.id, ...input },
        }),
      );
    // a revision: its pages, and search and the sitemap, which hold its text and time
    expect((await edit({ title: "After" })).purged).toEqual([
      cacheTags.article(articleId),
      cacheTags.search,
      cacheTags.sitemap,
    ]);
    // a setting: its pages only
    expect((await edit({ canComment: false })).purged).toEqual([cacheTags.article(articleId)]);
    // its links: its pages, and those of the articles it starts and stops linking (another
    // author's, as publishing is limited to two an author in 12 minutes)
    const otherAuthor = await signIn((await createUser()).email as string);
    const other = async (title: string) => {
      const draftId = present(
        (await otherAuthor.gql(PUT_DRAFT, { input: { title, content: "<p>b</p>" } })).data?.putDraft.id,
      );
      const published = present((await otherAuthor.gql(PUBLISH, { id: draftId })).data?.publishArticle.article);
      return { gid: published.id, id: dbId(published.id) };
    };
    const [first, second] = [await other("First linked"), await other("Second linked")];
    expect((await edit({ connections: [first.gid] })).purged).toEqual([
      cacheTags.article(articleId),
      cacheTags.article(first.id),
    ]);
    expect((await edit({ connections: [second.gid] })).purged).toEqual([
      cacheTags.article(articleId),
      cacheTags.article(first.id),
      cacheTags.article(second.id),
    ]);
    // archived: out of every list it was in
    const archived = await edit({ state: "archived" });
    expect(archived.purged).toEqual(
      expect.arrayContaining([cacheTags.article(articleId), cacheTags.newest, cacheTags.userArticles(user.id)]),
    );
    // restored: back in its lists, and at its address, where a visitor's read found nothing
    // while it was archived (a read of nothing carries no article:<id> tag)
    const restored = await edit({ state: "active" });
    expect(restored.purged).toEqual(
      expect.arrayContaining([
        cacheTags.article(articleId),
        cacheTags.articleByHash(article.shortHash),
        cacheTags.newest,
        cacheTags.userArticles(user.id),
      ]),
    );
  },

  async migration() {
    // imported articles are drafts: their author's alone, read uncached
    const user = await createUser();
    const client = await signIn(user.email as string);
    const { purged, result } = await purgedBy(client, () =>
      importFiles(client, [{ name: "moved.md", body: "# Moved\n\nText" }]),
    );
    expect(result.data).toEqual({ migration: true });
    expect(purged).toEqual([]);
  },

  async putMoment() {
    // the moment, its address, its author's moments and its tags (tests/api/moment-writing.test.ts reads them afresh)
    const { listing, purged } = await someMoment();
    expect(listing.tagIds).toHaveLength(2);
    expect(purged).toEqual(momentListings(listing));
    expect(purged).toEqual(
      expect.arrayContaining([cacheTags.userMoments(listing.authorId), cacheTags.tag(listing.tagIds[0] ?? 0)]),
    );
  },

  async deleteMoment() {
    const { client, moment, listing } = await someMoment();
    const remove = () =>
      purgedBy(client, () =>
        client.gql(`mutation($id: ID!) { deleteMoment(input: { id: $id }) { id } }`, { id: moment.id }),
      );
    const deleted = await remove();
    expect(deleted.result.errors).toBeUndefined();
    expect(deleted.purged).toEqual(momentListings(listing));
    // already down: nothing changes
    expect((await remove()).purged).toEqual([]);
  },

  async updateMomentState() {
    // taken down by an admin: the same lists as when its author deletes it; a second time purges nothing
    const { moment, listing } = await someMoment();
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const archive = () =>
      purgedBy(admin, () =>
        admin.gql(`mutation($id: ID!) { updateMomentState(input: { id: $id, state: archived }) { id } }`, {
          id: moment.id,
        }),
      );
    const archived = await archive();
    expect(archived.result.errors).toBeUndefined();
    expect(archived.purged).toEqual(momentListings(listing));
    expect((await archive()).purged).toEqual([]);
  },

  async likeMoment() {
    // the count shows on the moment's page and every list that holds it (its entity tag)
    const { moment, listing } = await someMoment();
    const reader = await signIn((await createUser()).email as string);
    const like = () =>
      purgedBy(reader, () =>
        reader.gql(`mutation($id: ID!) { likeMoment(input: { id: $id }) { id } }`, { id: moment.id }),
      );
    const liked = await like();
    expect(liked.result.errors).toBeUndefined();
    expect(liked.purged).toEqual([cacheTags.moment(listing.id)]);
    // liked already: the count stays
    expect((await like()).purged).toEqual([]);
  },

  async unlikeMoment() {
    const { moment, listing } = await someMoment();
    const reader = await signIn((await createUser()).email as string);
    await reader.gql(`mutation($id: ID!) { likeMoment(input: { id: $id }) { id } }`, { id: moment.id });
    const unlike = () =>
      purgedBy(reader, () =>
        reader.gql(`mutation($id: ID!) { unlikeMoment(input: { id: $id }) { id } }`, { id: moment.id }),
      );
    const unliked = await unlike();
    expect(unliked.result.errors).toBeUndefined();
    expect(unliked.purged).toEqual([cacheTags.moment(listing.id)]);
    expect((await unlike()).purged).toEqual([]);
  },

  async putCollection() {
    const user = await createUser();
    const client = await signIn(user.email as string);
    const put = (input: Record<string, unknown>) =>
      purgedBy(client, () =>
        client.gql<{ putCollection: { id: string } }>(
          `mutation($input: PutCollectionInput!) { putCollection(input: $input) { id } }`,
          { input },
        ),
      );
    // a new collection joins the author's list
    const made = await put({ title: "New shelf" });
    expect(made.purged).toEqual([cacheTags.userCollections(user.id)]);
    const id = present(made.result.data?.putCollection.id);
    const collectionId = dbId(id);
    // an edit shows wherever it does (its page, the lists and article pages that show it carry its tag)
    expect((await put({ id, title: "Renamed" })).purged).toEqual([cacheTags.collection(collectionId)]);
    // pinned: the profile's pinned works too
    expect((await put({ id, pinned: true })).purged).toEqual([
      cacheTags.collection(collectionId),
      cacheTags.user(user.id),
      cacheTags.userArticles(user.id),
    ]);
    expect((await put({ title: "Pinned at once", pinned: true })).purged).toEqual([
      cacheTags.userCollections(user.id),
      cacheTags.user(user.id),
      cacheTags.userArticles(user.id),
    ]);
    // nothing changed, nothing purged
    expect((await put({ id, pinned: true })).purged).toEqual([]);
  },

  async deleteCollections() {
    const { user, client, collection } = await collectionOf();
    const { purged, result } = await purgedBy(client, () =>
      client.gql(`mutation($id: ID!) { deleteCollections(input: { ids: [$id] }) }`, { id: collection.id }),
    );
    expect(result.data).toEqual({ deleteCollections: true });
    expect(purged).toEqual([cacheTags.collection(collection.dbId), cacheTags.userCollections(user.id)]);
  },

  async addCollectionsArticles() {
    const { client, collection, article } = await collectionOf();
    const add = () =>
      purgedBy(client, () =>
        client.gql(
          `mutation($c: ID!, $a: ID!) { addCollectionsArticles(input: { collections: [$c], articles: [$a] }) { id } }`,
          {
            c: collection.id,
            a: article.id,
          },
        ),
      );
    // the collection's list, and the article's page, which lists the collections it is in
    expect((await add()).purged).toEqual([cacheTags.collection(collection.dbId), cacheTags.article(article.dbId)]);
    expect((await add()).purged).toEqual([]);
  },

  async deleteCollectionArticles() {
    const { client, collection, article } = await collectionOf(true);
    const remove = () =>
      purgedBy(client, () =>
        client.gql(
          `mutation($c: ID!, $a: ID!) { deleteCollectionArticles(input: { collection: $c, articles: [$a] }) { id } }`,
          {
            c: collection.id,
            a: article.id,
          },
        ),
      );
    // the article's page showed the collection, so it carries the collection's tag
    expect((await remove()).purged).toEqual([cacheTags.collection(collection.dbId)]);
    expect((await remove()).purged).toEqual([]);
  },

  async reorderCollectionArticles() {
    const { user, client, collection, article } = await collectionOf(true);
    const second = await published(user.id);
    await client.gql(
      `mutation($c: ID!, $a: ID!) { addCollectionsArticles(input: { collections: [$c], articles: [$a] }) { id } }`,
      {
        c: collection.id,
        a: second.id,
      },
    );
    const { purged, result } = await purgedBy(client, () =>
      client.gql(
        `mutation($c: ID!, $a: ID!) { reorderCollectionArticles(input: { collection: $c, moves: [{ item: $a, newPosition: 0 }] }) { id } }`,
        { c: collection.id, a: article.id },
      ),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([cacheTags.collection(collection.dbId)]);
  },

  async likeCollection() {
    const { collection } = await collectionOf();
    const reader = await signIn((await createUser()).email as string);
    const like = () =>
      purgedBy(reader, () =>
        reader.gql(`mutation($id: ID!) { likeCollection(input: { id: $id }) { id } }`, { id: collection.id }),
      );
    expect((await like()).purged).toEqual([cacheTags.collection(collection.dbId)]);
    expect((await like()).purged).toEqual([]);
  },

  async unlikeCollection() {
    const { collection } = await collectionOf();
    const reader = await signIn((await createUser()).email as string);
    await reader.gql(`mutation($id: ID!) { likeCollection(input: { id: $id }) { id } }`, { id: collection.id });
    const unlike = () =>
      purgedBy(reader, () =>
        reader.gql(`mutation($id: ID!) { unlikeCollection(input: { id: $id }) { id } }`, { id: collection.id }),
      );
    expect((await unlike()).purged).toEqual([cacheTags.collection(collection.dbId)]);
    expect((await unlike()).purged).toEqual([]);
  },

  async readArticle() {
    // history is read per request as the viewer; the article's reader count on cached pages
    // waits for the article's next purge rather than emptying its cache on every read
    const author = await createUser();
    const article = await insertArticle(author.id);
    const reader = await signIn((await createUser()).email as string);
    const { purged, result } = await purgedBy(reader, () =>
      reader.gql(`mutation($id: ID!) { readArticle(input: { id: $id }) { id } }`, {
        id: btoa(`Article:${article.id}`),
      }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async clearReadHistory() {
    // the history pages are the viewer's own and never cached
    const reader = await signIn((await createUser()).email as string);
    const { purged, result } = await purgedBy(reader, () =>
      reader.gql(`mutation { clearReadHistory(input: {}) { id } }`),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async clearSearchHistory() {
    // recent searches are the viewer's own and never cached (lib/graphql/reads/search.ts)
    const user = await createUser();
    const client = await signIn(user.email as string);
    const { purged, result } = await purgedBy(client, () => client.gql(`mutation { clearSearchHistory }`));
    expect(result.data).toEqual({ clearSearchHistory: true });
    expect(purged).toEqual([]);
  },

  async singleFileUpload() {
    // nothing cached shows an upload until a mutation that uses it (an avatar, a draft) is saved
    const user = await createUser();
    const client = await signIn(user.email as string);
    const { purged, result } = await purgedBy(client, async () =>
      uploadFile(client, { type: "avatar", entityType: "user" }, { bytes: await png(8, 8), name: "a.png", type: "" }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async toggleFollowUser() {
    // the counts on both profiles (and on their follower lists) change; nothing when nothing did
    const user = await createUser();
    const other = await createUser();
    const client = await signIn(user.email as string);
    const follow = (enabled: boolean) =>
      purgedBy(client, () => client.gql(TOGGLE("toggleFollowUser"), { id: btoa(`User:${other.id}`), enabled }));
    const followed = await follow(true);
    expect(followed.result.errors).toBeUndefined();
    expect(followed.purged).toEqual([cacheTags.userFollows(other.id), cacheTags.userFollows(user.id)]);
    expect((await follow(true)).purged).toEqual([]);
    expect((await follow(false)).purged).toEqual([cacheTags.userFollows(other.id), cacheTags.userFollows(user.id)]);
  },

  async toggleBlockUser() {
    // a block shows on no shared page; the follows it ends change both people's counts
    const user = await createUser();
    const other = await createUser();
    const client = await signIn(user.email as string);
    const id = btoa(`User:${other.id}`);
    const block = (enabled: boolean) => purgedBy(client, () => client.gql(TOGGLE("toggleBlockUser"), { id, enabled }));
    const quiet = await block(true);
    expect(quiet.result.errors).toBeUndefined();
    expect(quiet.purged).toEqual([]);
    expect((await block(false)).purged).toEqual([]);
    await client.gql(TOGGLE("toggleFollowUser"), { id, enabled: true });
    expect((await block(true)).purged).toEqual([cacheTags.userFollows(other.id), cacheTags.userFollows(user.id)]);
  },

  async toggleBookmarkArticle() {
    // the article's page shows its bookmark count; the cards that list it do not
    const article = await othersArticle();
    const reader = await createUser();
    const client = await signIn(reader.email as string);
    const bookmark = (enabled: boolean) =>
      purgedBy(client, () => client.gql(TOGGLE("toggleBookmarkArticle"), { id: article.gid, enabled }));
    const on = await bookmark(true);
    expect(on.result.errors).toBeUndefined();
    expect(on.purged).toEqual([cacheTags.articleBookmarks(article.id)]);
    expect((await bookmark(true)).purged).toEqual([]);
    expect((await bookmark(false)).purged).toEqual([cacheTags.articleBookmarks(article.id)]);
  },

  async toggleBookmarkTag() {
    // the tag's pages show how many bookmarked it; the cards with its chip do not
    const article = await othersArticle();
    const reader = await createUser();
    const client = await signIn(reader.email as string);
    const tagId = dbId(article.tagGid);
    const on = await purgedBy(client, () =>
      client.gql(TOGGLE("toggleBookmarkTag"), { id: article.tagGid, enabled: true }),
    );
    expect(on.result.errors).toBeUndefined();
    expect(on.purged).toEqual([cacheTags.tagBookmarks(tagId)]);
  },

  async putWritingChallenge() {
    // a new challenge: a 404 cached under its short hash, the navbar's channels and challenge
    // lists; a change: the challenge wherever it shows, and the same lists
    const admin = await createUser({ role: "admin" });
    const client = await signIn(admin.email as string);
    const PUT = `mutation($input: PutWritingChallengeInput!) { putWritingChallenge(input: $input) { id shortHash } }`;
    const made = await purgedBy(client, () =>
      client.gql<{ putWritingChallenge: { id: string; shortHash: string } }>(PUT, {
        input: { name: [{ language: "en", text: "Purged" }] },
      }),
    );
    expect(made.result.errors).toBeUndefined();
    const { id, shortHash } = present(made.result.data).putWritingChallenge;
    expect(made.purged).toEqual([cacheTags.channelByHash(shortHash), cacheTags.channels, cacheTags.campaigns]);
    const edited = await purgedBy(client, () => client.gql(PUT, { input: { id, state: "active" } }));
    expect(edited.purged).toEqual([cacheTags.writingChallenge(dbId(id)), cacheTags.channels, cacheTags.campaigns]);
  },

  async applyCampaign() {
    // the challenge's page lists its participants; applying again changes nothing
    const { channel } = await insertChallenge("active");
    const person = await createUser();
    const client = await signIn(person.email as string);
    const APPLY = `mutation($id: ID!) { applyCampaign(input: { id: $id }) { id } }`;
    const first = await purgedBy(client, () => client.gql(APPLY, { id: btoa(`WritingChallenge:${channel.id}`) }));
    expect(first.result.errors).toBeUndefined();
    expect(first.purged).toEqual([cacheTags.writingChallenge(channel.id)]);
    const again = await purgedBy(client, () => client.gql(APPLY, { id: btoa(`WritingChallenge:${channel.id}`) }));
    expect(again.purged).toEqual([]);
  },

  async updateCampaignApplicationState() {
    // the participants the challenge's page lists change; setting the state it has changes nothing
    const { channel, campaign } = await insertChallenge("active");
    const person = await createUser();
    await db().insert(campaignParticipants).values({ campaignId: campaign.id, userId: person.id });
    const admin = await createUser({ role: "admin" });
    const client = await signIn(admin.email as string);
    const SET = `mutation($c: ID!, $u: ID!, $s: CampaignApplicationState!) { updateCampaignApplicationState(input: { campaign: $c, user: $u, state: $s }) { id } }`;
    const vars = (s: string) => ({ c: btoa(`WritingChallenge:${channel.id}`), u: btoa(`User:${person.id}`), s });
    const rejected = await purgedBy(client, () => client.gql(SET, vars("rejected")));
    expect(rejected.result.errors).toBeUndefined();
    expect(rejected.purged).toEqual([cacheTags.writingChallenge(channel.id)]);
    expect((await purgedBy(client, () => client.gql(SET, vars("rejected")))).purged).toEqual([]);
  },

  async toggleWritingChallengeFeaturedArticles() {
    // the challenge's featured list and its entries' marks; featuring what is featured changes nothing
    const { channel, campaign, stage } = await insertChallenge("active");
    const article = await insertArticle((await createUser()).id);
    await db().insert(campaignArticles).values({ campaignId: campaign.id, articleId: article.id, stageId: stage.id });
    const admin = await createUser({ role: "admin" });
    const client = await signIn(admin.email as string);
    const FEATURE = `mutation($c: ID!, $a: ID!) { toggleWritingChallengeFeaturedArticles(input: { campaign: $c, articles: [$a], enabled: true }) { id } }`;
    const vars = { c: btoa(`WritingChallenge:${channel.id}`), a: btoa(`Article:${article.id}`) };
    const first = await purgedBy(client, () => client.gql(FEATURE, vars));
    expect(first.result.errors).toBeUndefined();
    expect(first.purged).toEqual([cacheTags.writingChallenge(channel.id)]);
    expect((await purgedBy(client, () => client.gql(FEATURE, vars))).purged).toEqual([]);
  },

  async banCampaignArticles() {
    // the challenge's lists lose the entry; the article's own pages show nothing of it. Banning again changes nothing
    const { channel, campaign, stage } = await insertChallenge("active");
    const article = await insertArticle((await createUser()).id);
    await db().insert(campaignArticles).values({ campaignId: campaign.id, articleId: article.id, stageId: stage.id });
    const admin = await createUser({ role: "admin" });
    const client = await signIn(admin.email as string);
    const BAN = `mutation($c: ID!, $a: ID!) { banCampaignArticles(input: { campaign: $c, articles: [$a] }) { id } }`;
    const vars = { c: btoa(`WritingChallenge:${channel.id}`), a: btoa(`Article:${article.id}`) };
    const first = await purgedBy(client, () => client.gql(BAN, vars));
    expect(first.result.errors).toBeUndefined();
    expect(first.purged).toEqual([cacheTags.writingChallenge(channel.id)]);
    expect((await purgedBy(client, () => client.gql(BAN, vars))).purged).toEqual([]);
  },

  async sendCampaignAnnouncement() {
    // notices are read by their reader alone, never cached: nothing to purge
    const { channel, campaign } = await insertChallenge("active");
    const person = await createUser();
    await db().insert(campaignParticipants).values({ campaignId: campaign.id, userId: person.id });
    const admin = await createUser({ role: "admin" });
    const client = await signIn(admin.email as string);
    const sent = await purgedBy(client, () =>
      client.gql(
        `mutation($id: ID!) { sendCampaignAnnouncement(input: { campaign: $id, announcement: [{ language: en, text: "Hi" }], link: "https://example.com/", password: "${PASSWORD}" }) }`,
        { id: btoa(`WritingChallenge:${channel.id}`) },
      ),
    );
    expect(sent.result.errors).toBeUndefined();
    expect(sent.purged).toEqual([]);
  },

  async putQuote() {
    // the challenge's quote wall and its count show on its page
    const { channel, campaign, stage } = await insertChallenge("active");
    await db().update(campaigns).set({ enableQuoteWall: true }).where(eq(campaigns.id, campaign.id));
    const article = await insertArticle((await createUser()).id);
    await db().insert(campaignArticles).values({ campaignId: campaign.id, articleId: article.id, stageId: stage.id });
    const reader = await createUser();
    const client = await signIn(reader.email as string);
    const PUT = `mutation($a: ID!) { putQuote(input: { articleId: $a, content: "Fixture text" }) { id } }`;
    const put = await purgedBy(client, () => client.gql(PUT, { a: btoa(`Article:${article.id}`) }));
    expect(put.result.errors).toBeUndefined();
    expect(put.purged).toEqual([cacheTags.writingChallenge(channel.id)]);
    // the same words again are refused, and change nothing
    expect((await purgedBy(client, () => client.gql(PUT, { a: btoa(`Article:${article.id}`) }))).purged).toEqual([]);
  },

  async deleteQuote() {
    // the wall loses the quote; a quote already down changes nothing
    const { channel, campaign, stage } = await insertChallenge("active");
    const article = await insertArticle((await createUser()).id);
    await db().insert(campaignArticles).values({ campaignId: campaign.id, articleId: article.id, stageId: stage.id });
    const poster = await createUser();
    const [row] = await db()
      .insert(quotes)
      .values({ campaignId: campaign.id, articleId: article.id, userId: poster.id, content: "Fixture" })
      .returning();
    const client = await signIn(poster.email as string);
    const DELETE = `mutation($id: ID!) { deleteQuote(input: { id: $id }) }`;
    const removed = await purgedBy(client, () => client.gql(DELETE, { id: btoa(`Quote:${row?.id}`) }));
    expect(removed.result.errors).toBeUndefined();
    expect(removed.purged).toEqual([cacheTags.writingChallenge(channel.id)]);
    expect((await purgedBy(client, () => client.gql(DELETE, { id: btoa(`Quote:${row?.id}`) }))).purged).toEqual([]);
  },

  async toggleUsersBadge() {
    // the person's profile shows their badges; giving one they hold already changes nothing
    const person = await createUser();
    const admin = await createUser({ role: "admin" });
    const client = await signIn(admin.email as string);
    const GIVE = `mutation($ids: [ID!]!, $on: Boolean!) { toggleUsersBadge(input: { ids: $ids, type: architect, enabled: $on }) { id } }`;
    const vars = (on: boolean) => ({ ids: [btoa(`User:${person.id}`)], on });
    const given = await purgedBy(client, () => client.gql(GIVE, vars(true)));
    expect(given.result.errors).toBeUndefined();
    expect(given.purged).toEqual([cacheTags.user(person.id)]);
    expect((await purgedBy(client, () => client.gql(GIVE, vars(true)))).purged).toEqual([]);
    expect((await purgedBy(client, () => client.gql(GIVE, vars(false)))).purged).toEqual([cacheTags.user(person.id)]);
  },

  async updateUserState() {
    // a person's state shows wherever they do (an archived name, a profile's indexing), and
    // their writing leaves or rejoins everything that lists it: Latest, Featured, search, the
    // sitemap, their articles' tags, and the articles they commented under; a refused second
    // ban purges nothing
    const own = await othersArticle();
    const other = await othersArticle();
    const commented = await own.author.gql(`mutation($input: PutCommentInput!) { putComment(input: $input) { id } }`, {
      input: { comment: { type: "article", articleId: other.gid, content: "<p>Hi</p>" } },
    });
    expect(commented.errors).toBeUndefined();
    const [row] = await db().select().from(articles).where(eq(articles.id, own.id));
    const [person] = await db()
      .select()
      .from(users)
      .where(eq(users.id, present(row).authorId));
    const admin = await createUser({ role: "admin" });
    const client = await signIn(admin.email as string);
    const BAN = `mutation($id: ID!) { updateUserState(input: { id: $id, state: banned, banDays: 1 }) { id } }`;
    const vars = { id: btoa(`User:${present(person).id}`) };
    const banned = await purgedBy(client, () => client.gql(BAN, vars));
    expect(banned.result.errors).toBeUndefined();
    expect(banned.purged).toEqual([
      cacheTags.user(present(person).id),
      cacheTags.userByName(present(person).userName as string),
      cacheTags.newest,
      cacheTags.featured,
      cacheTags.search,
      cacheTags.sitemap,
      cacheTags.tag(dbId(own.tagGid)),
      cacheTags.article(other.id),
    ]);
    expect((await purgedBy(client, () => client.gql(BAN, vars))).purged).toEqual([]);
  },

  async updateUserRole() {
    const person = await createUser();
    const admin = await createUser({ role: "admin" });
    const client = await signIn(admin.email as string);
    const ROLE = `mutation($id: ID!) { updateUserRole(input: { id: $id, role: admin }) { id } }`;
    const made = await purgedBy(client, () => client.gql(ROLE, { id: btoa(`User:${person.id}`) }));
    expect(made.result.errors).toBeUndefined();
    expect(made.purged).toEqual([cacheTags.user(person.id), cacheTags.userByName(person.userName as string)]);
  },

  async updateCommentsState() {
    // a comment folded or banned shows so on its article's page (its thread and count): the
    // comment and the article, by id and by hash; setting the state it has purges nothing
    const { commentId, article, hash } = await someComment();
    const admin = await createUser({ role: "admin" });
    const client = await signIn(admin.email as string);
    const SET = `mutation($ids: [ID!]!) { updateCommentsState(input: { ids: $ids, state: banned }) { id state } }`;
    const banned = await purgedBy(client, () => client.gql(SET, { ids: [commentId] }));
    expect(banned.result.errors).toBeUndefined();
    expect(banned.purged).toEqual([
      cacheTags.comment(dbId(commentId)),
      cacheTags.article(article.id),
      cacheTags.articleByHash(hash),
    ]);
    expect((await purgedBy(client, () => client.gql(SET, { ids: [commentId] }))).purged).toEqual([]);
    // on a moment: the comment and the moment, by id and by hash
    const { moment, listing } = await someMoment();
    const written = await client.gql<{ putComment: { id: string } }>(
      `mutation($input: PutCommentInput!) { putComment(input: $input) { id } }`,
      { input: { comment: { type: "moment", momentId: moment.id, content: "<p>Hi</p>" } } },
    );
    const onMoment = present(written.data?.putComment.id);
    const folded = await purgedBy(client, () => client.gql(SET, { ids: [onMoment] }));
    expect(folded.purged).toEqual([
      cacheTags.comment(dbId(onMoment)),
      cacheTags.moment(listing.id),
      cacheTags.momentByHash(listing.shortHash),
    ]);
  },

  async putCircle() {
    // a new circle: a 404 cached under its name must go, and the owner's profile; an edit: the
    // circle wherever it shows, and both names when it is renamed
    await db()
      .insert(features)
      .values({ name: "circle_management", flag: "on" })
      .onConflictDoUpdate({ target: features.name, set: { flag: "on" } });
    const owner = await createUser();
    const client = await signIn(owner.email as string);
    const name = `purge${Date.now().toString(36)}`;
    const PUT = `mutation($input: PutCircleInput!) { putCircle(input: $input) { id name } }`;
    const made = await purgedBy(client, () =>
      client.gql<{ putCircle: { id: string } }>(PUT, {
        input: { name, displayName: "Room", amount: 20 },
      }),
    );
    expect(made.result.errors).toBeUndefined();
    expect(made.purged).toEqual([cacheTags.circleByName(name), cacheTags.user(owner.id)]);
    const id = present(made.result.data).putCircle.id;
    const edited = await purgedBy(client, () => client.gql(PUT, { input: { id, displayName: "Den" } }));
    expect(edited.purged).toEqual([cacheTags.circle(dbId(id))]);
    const renamed = await purgedBy(client, () => client.gql(PUT, { input: { id, name: `${name}b` } }));
    expect(renamed.purged).toEqual([
      cacheTags.circle(dbId(id)),
      cacheTags.circleByName(name),
      cacheTags.circleByName(`${name}b`),
    ]);
  },

  async toggleFollowCircle() {
    // the circle's page shows how many follow it; following again changes nothing
    const owner = await createUser();
    const [circle] = await db()
      .insert(circles)
      .values({ ownerId: owner.id, name: `pf${Date.now().toString(36)}`, displayName: "Room" })
      .returning();
    const id = present(circle).id;
    const reader = await createUser();
    const client = await signIn(reader.email as string);
    const follow = (enabled: boolean) =>
      purgedBy(client, () => client.gql(TOGGLE("toggleFollowCircle"), { id: btoa(`Circle:${id}`), enabled }));
    const on = await follow(true);
    expect(on.result.errors).toBeUndefined();
    expect(on.purged).toEqual([cacheTags.circle(id)]);
    expect((await follow(true)).purged).toEqual([]);
    expect((await follow(false)).purged).toEqual([cacheTags.circle(id)]);
  },

  async subscribeCircle() {
    // the circle's page counts its members; the subscriber's own lists are read per request
    await db()
      .insert(features)
      .values({ name: "circle_interact", flag: "on" })
      .onConflictDoUpdate({ target: features.name, set: { flag: "on" } });
    const owner = await createUser();
    const [circle] = await db()
      .insert(circles)
      .values({ ownerId: owner.id, name: `ps${Date.now().toString(36)}`, displayName: "Room" })
      .returning();
    const id = present(circle).id;
    await db().insert(circlePrices).values({ circleId: id, amount: 20, currency: "HKD" });
    const reader = await createUser({ paymentPasswordHash: await paymentPasswordHash("135790") });
    await runBatch(
      db(),
      recordStatements(
        db(),
        { uid: crypto.randomUUID(), recipientId: reader.id, amount: 5000, currency: "HKD", purpose: "addCredit" },
        [
          { account: "processor", amount: -5000 },
          { account: userAccount(reader.id), amount: 5000 },
        ],
      ),
    );
    const client = await signIn(reader.email as string);
    const { purged, result } = await purgedBy(client, () =>
      client.gql(`mutation($id: ID!) { subscribeCircle(input: { id: $id, password: "135790" }) { circle { id } } }`, {
        id: btoa(`Circle:${id}`),
      }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([cacheTags.circle(id)]);
  },

  async putCircleArticles() {
    // each article whose access changed (its page, and the lock on every list showing it) and
    // search (the body leaves or joins the index); an article already as asked purges nothing
    const owner = await createUser();
    const [circle] = await db()
      .insert(circles)
      .values({ ownerId: owner.id, name: `pa${Date.now().toString(36)}`, displayName: "Room" })
      .returning();
    const id = present(circle).id;
    const article = await insertArticle(owner.id);
    const client = await signIn(owner.email as string);
    const put = (type: "add" | "remove") =>
      purgedBy(client, () =>
        client.gql(
          `mutation($id: ID!, $a: ID!, $type: PutCircleArticlesType!) { putCircleArticles(input: { id: $id, articles: [$a], type: $type, accessType: paywall }) { id } }`,
          { id: btoa(`Circle:${id}`), a: btoa(`Article:${article.id}`), type },
        ),
      );
    const added = await put("add");
    expect(added.result.errors).toBeUndefined();
    expect(added.purged).toEqual([cacheTags.article(article.id), cacheTags.search]);
    expect((await put("add")).purged).toEqual([]);
    expect((await put("remove")).purged).toEqual([cacheTags.article(article.id), cacheTags.search]);
  },

  async unsubscribeCircle() {
    // a trial ends at once and leaves the member count; a paid month stays counted to its end
    const owner = await createUser();
    const [circle] = await db()
      .insert(circles)
      .values({ ownerId: owner.id, name: `pu${Date.now().toString(36)}`, displayName: "Room" })
      .returning();
    const id = present(circle).id;
    const [trial, paid] = [await createUser(), await createUser()];
    await db()
      .insert(circleMembers)
      .values([
        { circleId: id, userId: trial.id, state: "trialing", periodEnd: Date.now() + 86_400_000 },
        { circleId: id, userId: paid.id, state: "active", periodEnd: Date.now() + 86_400_000 },
      ]);
    const leave = async (user: { email: string | null }) => {
      const client = await signIn(user.email as string);
      return purgedBy(client, () =>
        client.gql(`mutation($id: ID!) { unsubscribeCircle(input: { id: $id }) { id } }`, { id: btoa(`Circle:${id}`) }),
      );
    };
    const ended = await leave(trial);
    expect(ended.result.errors).toBeUndefined();
    expect(ended.purged).toEqual([cacheTags.circle(id)]);
    const kept = await leave(paid);
    expect(kept.result.errors).toBeUndefined();
    expect(kept.purged).toEqual([]);
  },

  async invite() {
    // nothing cached shows an invitation: the owner's lists and the invitee's invitedBy are read
    // per request; the invitee's notices are theirs alone
    const owner = await createUser();
    const [circle] = await db()
      .insert(circles)
      .values({ ownerId: owner.id, name: `pi${Date.now().toString(36)}`, displayName: "Room" })
      .returning();
    const id = present(circle).id;
    const reader = await createUser();
    const client = await signIn(owner.email as string);
    const { result, purged } = await purgedBy(client, () =>
      client.gql(`mutation($input: InviteCircleInput!) { invite(input: $input) { id } }`, {
        input: { circleId: btoa(`Circle:${id}`), freePeriod: 30, invitees: [{ id: btoa(`User:${reader.id}`) }] },
      }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async appreciateArticle() {
    // the total shows on the article's page and every card of it, which carry its tag
    const article = await othersArticle();
    const reader = await createUser();
    const client = await signIn(reader.email as string);
    const { purged, result } = await purgedBy(client, () =>
      client.gql(`mutation($id: ID!) { appreciateArticle(input: { id: $id, amount: 2 }) { id } }`, {
        id: article.gid,
      }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([cacheTags.article(article.id)]);
  },

  async payTo() {
    // the article's supporters list changes on its page; supporting a person (a moment's author) shows nowhere cached
    const author = await createUser();
    const article = await insertArticle(author.id);
    const supporter = await createUser({ paymentPasswordHash: await paymentPasswordHash("135790") });
    await runBatch(
      db(),
      recordStatements(
        db(),
        { uid: crypto.randomUUID(), recipientId: supporter.id, amount: 1000, currency: "HKD", purpose: "addCredit" },
        [
          { account: "processor", amount: -1000 },
          { account: userAccount(supporter.id), amount: 1000 },
        ],
      ),
    );
    await db()
      .insert(features)
      .values({ name: "payment", flag: "on" })
      .onConflictDoUpdate({ target: features.name, set: { flag: "on" } });
    const client = await signIn(supporter.email as string);
    const PAY = `mutation($to: ID!, $target: ID) { payTo(input: { amount: 2, currency: HKD, purpose: donation, recipientId: $to, targetId: $target, password: "135790" }) { transaction { id } } }`;
    const toArticle = await purgedBy(client, () =>
      client.gql(PAY, { to: btoa(`User:${author.id}`), target: btoa(`Article:${article.id}`) }),
    );
    expect(toArticle.result.errors).toBeUndefined();
    expect(toArticle.purged).toEqual([cacheTags.article(article.id)]);
    const toPerson = await purgedBy(client, () => client.gql(PAY, { to: btoa(`User:${author.id}`) }));
    expect(toPerson.result.errors).toBeUndefined();
    expect(toPerson.purged).toEqual([]);
  },

  async withdrawLockedTokens() {
    // the tokens leave a contract for the person's own wallet: no page shows the vault
    const chain = await localChainInfo();
    const author = await createUser({ ethAddress: newWallet().address.toLowerCase() });
    await depositToVault(chain, (await fundedUsdtWallet(chain, 5)).wallet, author.id, 5);
    const client = (await signIn(author.email as string)).withVars({ LOCAL_RPC_URL: chain.rpcUrl });
    const { purged, result } = await purgedBy(client, () =>
      client.gql(`mutation { withdrawLockedTokens { transaction { state } } }`),
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ withdrawLockedTokens: { transaction: { state: "succeeded" } } });
    expect(purged).toEqual([]);
  },

  async markAllNoticesAsRead() {
    // notices are read uncached, by their reader alone: no page shows them
    const reader = await createUser();
    const client = await signIn(reader.email as string);
    const { purged, result } = await purgedBy(client, () => client.gql(`mutation { markAllNoticesAsRead }`));
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async updateNotificationSetting() {
    // a reader's switches show on their own settings page alone, read uncached
    const reader = await createUser();
    const client = await signIn(reader.email as string);
    const { purged, result } = await purgedBy(client, () =>
      client.gql(`mutation { updateNotificationSetting(input: { type: newLike, enabled: false }) { id } }`),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async toggleSeedingUsers() {
    // a seeding user sees seeding features in their own requests; pages read flags as a visitor
    const person = await createUser();
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const { purged, result } = await purgedBy(admin, () =>
      admin.gql(`mutation($id: ID!) { toggleSeedingUsers(input: { ids: [$id], enabled: true }) { id } }`, {
        id: btoa(`User:${person.id}`),
      }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async putRestrictedUsers() {
    // kept out of Latest: its list; out of hottest: the pages of its articles' tags (the
    // site's hottest is not cached); an unchanged put purges nothing
    const article = await othersArticle();
    const [row] = await db().select().from(articles).where(eq(articles.id, article.id));
    const tag = cacheTags.tag(dbId(article.tagGid));
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const PUT = `mutation($id: ID!, $r: [UserRestrictionType!]!) { putRestrictedUsers(input: { ids: [$id], restrictions: $r }) { id } }`;
    const put = (r: string[]) =>
      purgedBy(admin, () => admin.gql(PUT, { id: btoa(`User:${present(row).authorId}`), r }));
    const newest = await put(["articleNewest"]);
    expect(newest.result.errors).toBeUndefined();
    expect(newest.purged).toEqual([cacheTags.newest]);
    expect((await put(["articleNewest"])).purged).toEqual([]);
    expect((await put(["articleNewest", "articleHottest"])).purged).toEqual([tag]);
    expect((await put([])).purged).toEqual([cacheTags.newest, tag]);
  },

  async putUserFeatureFlags() {
    // a person's flags show only to admins (User.oss), read uncached
    const person = await createUser();
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const { purged, result } = await purgedBy(admin, () =>
      admin.gql(`mutation($id: ID!) { putUserFeatureFlags(input: { ids: [$id], flags: [fediverseBeta] }) { id } }`, {
        id: btoa(`User:${person.id}`),
      }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async resolveReports() {
    // closes reports in the moderators' queue, which no cached page shows
    const article = await othersArticle();
    const reader = await signIn((await createUser()).email as string);
    await reader.gql(`mutation($id: ID!) { submitReport(input: { targetId: $id, reason: tort }) { id } }`, {
      id: article.gid,
    });
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const { purged, result } = await purgedBy(admin, () =>
      admin.gql(`mutation($id: ID!) { resolveReports(input: { targetId: $id }) }`, { id: article.gid }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async communityWatchRemoveComment() {
    // a removed comment leaves its article's page (its thread and count): the comment and the
    // article, by id and by hash; so does each admin step that changes it back or keeps it
    const { commentId, article, hash } = await someComment();
    const watcher = await createUser();
    await db().insert(userFeatureFlags).values({ userId: watcher.id, type: "communityWatch" });
    const client = await signIn(watcher.email as string);
    const REMOVE = `mutation($id: ID!) { communityWatchRemoveComment(input: { id: $id, reason: spam_ad }) { id communityWatchAction { uuid } } }`;
    const removed = await purgedBy(client, () =>
      client.gql<{ communityWatchRemoveComment: { communityWatchAction: { uuid: string } } }>(REMOVE, {
        id: commentId,
      }),
    );
    expect(removed.result.errors).toBeUndefined();
    const onPage = [cacheTags.comment(dbId(commentId)), cacheTags.article(article.id), cacheTags.articleByHash(hash)];
    expect(removed.purged).toEqual(onPage);
    // a second removal is refused and purges nothing
    expect((await purgedBy(client, () => client.gql(REMOVE, { id: commentId }))).purged).toEqual([]);
    const uuid = present(removed.result.data?.communityWatchRemoveComment.communityWatchAction).uuid;
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    for (const step of [
      `mutation($uuid: ID!) { updateCommunityWatchActionState(input: { uuid: $uuid, reviewState: upheld }) { uuid } }`,
      `mutation($uuid: ID!) { restoreCommunityWatchComment(input: { uuid: $uuid }) { uuid } }`,
      `mutation($uuid: ID!) { clearCommunityWatchOriginalContent(input: { uuid: $uuid }) { uuid } }`,
    ]) {
      const done = await purgedBy(admin, () => admin.gql(step, { uuid }));
      // the last is refused (a restored comment keeps its words): nothing to purge
      expect(done.purged).toEqual(done.result.errors ? [] : onPage);
    }
  },
  async updateCommunityWatchActionState() {
    await CASES.communityWatchRemoveComment?.();
  },
  async restoreCommunityWatchComment() {
    await CASES.communityWatchRemoveComment?.();
  },
  async clearCommunityWatchOriginalContent() {
    // clearing the kept words of a removed comment: the comment's tags (it stays removed)
    const { commentId, article, hash } = await someComment();
    const watcher = await createUser();
    await db().insert(userFeatureFlags).values({ userId: watcher.id, type: "communityWatch" });
    const client = await signIn(watcher.email as string);
    const removed = await client.gql<{ communityWatchRemoveComment: { communityWatchAction: { uuid: string } } }>(
      `mutation($id: ID!) { communityWatchRemoveComment(input: { id: $id, reason: porn_ad }) { communityWatchAction { uuid } } }`,
      { id: commentId },
    );
    const uuid = present(removed.data?.communityWatchRemoveComment.communityWatchAction).uuid;
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const CLEAR = `mutation($uuid: ID!) { clearCommunityWatchOriginalContent(input: { uuid: $uuid }) { uuid } }`;
    const cleared = await purgedBy(admin, () => admin.gql(CLEAR, { uuid }));
    expect(cleared.result.errors).toBeUndefined();
    expect(cleared.purged).toEqual([
      cacheTags.comment(dbId(commentId)),
      cacheTags.article(article.id),
      cacheTags.articleByHash(hash),
    ]);
  },

  async applyMomentFeed() {
    // the application shows on the person (User.isMomentFeedApplied, the admins' list): the person
    const person = await createUser();
    const client = await signIn(person.email as string);
    const applied = await purgedBy(client, () => client.gql(`mutation { applyMomentFeed { id } }`));
    expect(applied.result.errors).toBeUndefined();
    expect(applied.purged).toEqual([cacheTags.user(person.id)]);
    // applying again while pending is refused and purges nothing
    expect((await purgedBy(client, () => client.gql(`mutation { applyMomentFeed { id } }`))).purged).toEqual([]);
  },
  async updateMomentFeedApplicationState() {
    const person = await createUser();
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const SET = `mutation($id: ID!) { updateMomentFeedApplicationState(input: { id: $id, state: approved }) { id } }`;
    const approved = await purgedBy(admin, () => admin.gql(SET, { id: btoa(`User:${person.id}`) }));
    expect(approved.result.errors).toBeUndefined();
    expect(approved.purged).toEqual([cacheTags.user(person.id)]);
  },

  async updateArticleState() {
    // banned: its pages (by id and address) and every list it was in (Latest, its author's
    // pages, its tags, search, the sitemap, the editors' picks); restored: the same, back; a
    // refused second ban purges nothing
    const article = await othersArticle();
    const hash = await shortHashOf(article.gid);
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const SET = `mutation($id: ID!, $state: ArticleState!) { updateArticleState(input: { id: $id, state: $state }) { id } }`;
    const authorId = present((await db().select().from(articles).where(eq(articles.id, article.id)))[0]).authorId;
    const everywhere = [
      cacheTags.article(article.id),
      cacheTags.articleByHash(hash),
      cacheTags.newest,
      cacheTags.user(authorId),
      cacheTags.userArticles(authorId),
      cacheTags.tag(dbId(article.tagGid)),
      cacheTags.tagList,
      cacheTags.search,
      cacheTags.sitemap,
      cacheTags.featured,
    ];
    const banned = await purgedBy(admin, () => admin.gql(SET, { id: article.gid, state: "banned" }));
    expect(banned.result.errors).toBeUndefined();
    expect(banned.purged).toEqual(everywhere);
    expect((await purgedBy(admin, () => admin.gql(SET, { id: article.gid, state: "banned" }))).purged).toEqual([]);
    expect((await purgedBy(admin, () => admin.gql(SET, { id: article.gid, state: "active" }))).purged).toEqual(
      everywhere,
    );
  },

  async updateArticleSensitive() {
    // the mark shows on its page and cards, all of which carry its tag; the same mark again: nothing
    const article = await othersArticle();
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const MARK = `mutation($id: ID!) { updateArticleSensitive(input: { id: $id, sensitive: true }) { id } }`;
    const marked = await purgedBy(admin, () => admin.gql(MARK, { id: article.gid }));
    expect(marked.result.errors).toBeUndefined();
    expect(marked.purged).toEqual([cacheTags.article(article.id)]);
    expect((await purgedBy(admin, () => admin.gql(MARK, { id: article.gid }))).purged).toEqual([]);
  },

  async toggleArticleRecommend() {
    // each switch: the article, and the lists it joins or leaves (where it is not, a list holds
    // no tag of it): the editors' picks; search; Latest and its tags' newest; its tags' hottest
    const article = await othersArticle();
    const tag = cacheTags.tag(dbId(article.tagGid));
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const TOGGLE_LIST = `mutation($id: ID!, $on: Boolean!, $type: RecommendTypes) { toggleArticleRecommend(input: { id: $id, enabled: $on, type: $type }) { id } }`;
    const toggle = (type: string, on: boolean) =>
      purgedBy(admin, () => admin.gql(TOGGLE_LIST, { id: article.gid, on, type }));
    const itself = cacheTags.article(article.id);
    expect((await toggle("icymi", true)).purged).toEqual([itself, cacheTags.featured]);
    expect((await toggle("icymi", true)).purged).toEqual([]);
    expect((await toggle("search", false)).purged).toEqual([itself, cacheTags.search]);
    expect((await toggle("newest", false)).purged).toEqual([itself, cacheTags.newest, tag]);
    expect((await toggle("hottest", false)).purged).toEqual([itself, tag]);
    expect((await toggle("hottest", false)).purged).toEqual([]);
  },

  async setBoost() {
    // the site's hottest is not cached; its tags' pages rank by it
    const article = await othersArticle();
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const BOOST = `mutation($id: ID!) { setBoost(input: { id: $id, boost: 3, type: Article }) { id } }`;
    const boosted = await purgedBy(admin, () => admin.gql(BOOST, { id: article.gid }));
    expect(boosted.result.errors).toBeUndefined();
    expect(boosted.purged).toEqual([cacheTags.tag(dbId(article.tagGid))]);
    expect((await purgedBy(admin, () => admin.gql(BOOST, { id: article.gid }))).purged).toEqual([]);
    // a tag's boost orders the tag list and Discover's picks
    const BOOST_TAG = `mutation($id: ID!) { setBoost(input: { id: $id, boost: 2, type: Tag }) { id } }`;
    const tagBoosted = await purgedBy(admin, () => admin.gql(BOOST_TAG, { id: article.tagGid }));
    expect(tagBoosted.result.errors).toBeUndefined();
    expect(tagBoosted.purged).toEqual([cacheTags.tagList, cacheTags.recommendation]);
  },

  async setSpamStatus() {
    // spam leaves Latest, search, its tags' pages and its channels (none here); judging it again purges nothing
    const article = await othersArticle();
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const SPAM = `mutation($id: ID!) { setSpamStatus(input: { id: $id, isSpam: true }) { __typename } }`;
    const judged = await purgedBy(admin, () => admin.gql(SPAM, { id: article.gid }));
    expect(judged.result.errors).toBeUndefined();
    expect(judged.purged).toEqual([
      cacheTags.article(article.id),
      cacheTags.newest,
      cacheTags.search,
      cacheTags.tag(dbId(article.tagGid)),
    ]);
    expect((await purgedBy(admin, () => admin.gql(SPAM, { id: article.gid }))).purged).toEqual([]);
  },

  async setAdStatus() {
    // an advertisement leaves hottest (its tags' pages) and its channels
    const article = await othersArticle();
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const AD = `mutation($id: ID!) { setAdStatus(input: { id: $id, isAd: true }) { id } }`;
    const judged = await purgedBy(admin, () => admin.gql(AD, { id: article.gid }));
    expect(judged.result.errors).toBeUndefined();
    expect(judged.purged).toEqual([cacheTags.article(article.id), cacheTags.tag(dbId(article.tagGid))]);
  },

  async setWritingAdStatus() {
    // a comment's words hidden: the comment and its article's page, by id and by hash
    const { commentId, article, hash } = await someComment();
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const AD = `mutation($id: ID!) { setWritingAdStatus(input: { id: $id, isAd: true }) { __typename } }`;
    const judged = await purgedBy(admin, () => admin.gql(AD, { id: commentId }));
    expect(judged.result.errors).toBeUndefined();
    expect(judged.purged).toEqual([
      cacheTags.comment(dbId(commentId)),
      cacheTags.article(article.id),
      cacheTags.articleByHash(hash),
    ]);
  },

  // Topic and curation channels: a channel's page carries its entity tag (and, while it was a
  // 404, its address's tag); the navbar carries `channels`.
  async putTopicChannel() {
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const PUT = `mutation($input: PutTopicChannelInput!) { putTopicChannel(input: $input) { id shortHash } }`;
    const made = await purgedBy(admin, () =>
      admin.gql<{ putTopicChannel: { id: string; shortHash: string } }>(PUT, {
        input: { name: [{ language: "en", text: "Purge topic" }] },
      }),
    );
    const { id, shortHash } = present(made.result.data?.putTopicChannel);
    const tags = [cacheTags.channels, `topicchannel:${dbId(id)}`, cacheTags.channelByHash(shortHash)];
    expect(made.purged).toEqual(tags);
    expect((await purgedBy(admin, () => admin.gql(PUT, { input: { id, enabled: false } }))).purged).toEqual(tags);
    // as it is already: nothing
    expect((await purgedBy(admin, () => admin.gql(PUT, { input: { id, enabled: false } }))).purged).toEqual([]);
  },

  async putCurationChannel() {
    const { admin, id, shortHash, dbId: channelId } = await adminChannel("Curation");
    const PUT = `mutation($input: PutCurationChannelInput!) { putCurationChannel(input: $input) { id } }`;
    const tags = [cacheTags.channels, `curationchannel:${channelId}`, cacheTags.channelByHash(shortHash)];
    expect((await purgedBy(admin, () => admin.gql(PUT, { input: { id, pinAmount: 2 } }))).purged).toEqual(tags);
    expect((await purgedBy(admin, () => admin.gql(PUT, { input: { id, pinAmount: 2 } }))).purged).toEqual([]);
  },

  async togglePinChannelArticles() {
    const { admin, id, dbId: channelId } = await adminChannel("Curation");
    const article = await othersArticle();
    await admin.gql(
      `mutation($c: ID!, $a: ID!) { addCurationChannelArticles(input: { channel: $c, articles: [$a] }) { id } }`,
      {
        c: id,
        a: article.gid,
      },
    );
    const PIN = `mutation($c: ID!, $a: ID!) { togglePinChannelArticles(input: { channels: [$c], articles: [$a], pinned: true }) { id } }`;
    const pinned = await purgedBy(admin, () => admin.gql(PIN, { c: id, a: article.gid }));
    expect(pinned.result.errors).toBeUndefined();
    expect(pinned.purged).toEqual([`curationchannel:${channelId}`]);
  },

  async reorderChannels() {
    // the navbar's order; the channel pages do not show it
    const { admin } = await adminChannel("Curation");
    const ids = (await admin.gql<{ channels: { id: string }[] }>(`query { channels(input: { oss: true }) { id } }`))
      .data?.channels;
    const { purged, result } = await purgedBy(admin, () =>
      admin.gql(`mutation($ids: [ID!]!) { reorderChannels(input: { ids: $ids }) }`, { ids: ids?.map((c) => c.id) }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([cacheTags.channels]);
  },

  async setArticleTopicChannels() {
    // the article, and the channels it joins or leaves; the same channels again: nothing
    const { admin, id, dbId: channelId } = await adminChannel("Topic");
    const article = await othersArticle();
    const SET = `mutation($id: ID!, $c: [ID!]!) { setArticleTopicChannels(input: { id: $id, channels: $c }) { id } }`;
    expect((await purgedBy(admin, () => admin.gql(SET, { id: article.gid, c: [id] }))).purged).toEqual([
      cacheTags.article(article.id),
      `topicchannel:${channelId}`,
    ]);
    expect((await purgedBy(admin, () => admin.gql(SET, { id: article.gid, c: [id] }))).purged).toEqual([]);
  },

  async setViewerFederationSetting() {
    // whether the author is on the fediverse is public (User.federationSetting): their entity
    const user = await createUser();
    const client = await signIn(user.email as string);
    const { purged, result } = await purgedBy(client, () =>
      client.gql(`mutation { setViewerFederationSetting(input: { state: enabled }) { state } }`),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([`user:${user.id}`]);
  },

  async actFediverse() {
    // what a reader does on the fediverse is theirs alone (viewerFediverse), never a cached page's
    const user = await createUser();
    const client = await signIn(user.email as string);
    await client.gql(`mutation { setViewerFederationSetting(input: { state: enabled }) { state } }`);
    const { purged, result } = await purgedBy(client, () =>
      client.gql(`mutation { actFediverse(input: { action: mark_read }) { status } }`),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async refreshFediverseProfile() {
    // followed accounts' profiles are the reader's own page's
    const user = await createUser();
    const client = await signIn(user.email as string);
    await client.gql(`mutation { setViewerFederationSetting(input: { state: enabled }) { state } }`);
    const { purged, result } = await purgedBy(client, () => client.gql(`mutation { refreshFediverseProfile }`));
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async setArticleFederationSetting() {
    // the article's federationEligibility changes with it: the article's entity
    const article = await othersArticle();
    const { purged, result } = await purgedBy(article.author, () =>
      article.author.gql(
        `mutation($id: ID!) { setArticleFederationSetting(input: { id: $id, state: disabled }) { state } }`,
        { id: article.gid },
      ),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([`article:${article.id}`]);
  },

  async putUserFederationSetting() {
    // an admin's override changes what the person's pages say of them, as their own choice does
    const user = await createUser();
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const { purged, result } = await purgedBy(admin, () =>
      admin.gql(`mutation($id: ID!) { putUserFederationSetting(input: { id: $id, state: enabled }) { state } }`, {
        id: btoa(`User:${user.id}`),
      }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([`user:${user.id}`]);
  },

  async putArticleFederationSetting() {
    const article = await othersArticle();
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const { purged, result } = await purgedBy(admin, () =>
      admin.gql(`mutation($id: ID!) { putArticleFederationSetting(input: { id: $id, state: disabled }) { state } }`, {
        id: article.gid,
      }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([`article:${article.id}`]);
  },

  async replayFediverseDeadLetter() {
    // the gateway's rows are shown on the admin's page alone, never from a cached page
    const [row] = await db()
      .insert(federationDeadLetters)
      .values({ queue: "margins-federation", body: { type: "outbox", id: crypto.randomUUID() }, attempts: 8 })
      .returning();
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const { purged, result } = await purgedBy(admin, () =>
      admin.gql(`mutation($id: ID!) { replayFediverseDeadLetter(input: { id: $id }) }`, {
        id: btoa(`FediverseDeadLetter:${present(row).id}`),
      }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async resolveFediverseDeadLetter() {
    const [row] = await db()
      .insert(federationDeadLetters)
      .values({ queue: "margins-federation", body: { type: "outbox", id: crypto.randomUUID() }, attempts: 8 })
      .returning();
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const { purged, result } = await purgedBy(admin, () =>
      admin.gql(`mutation($id: ID!) { resolveFediverseDeadLetter(input: { id: $id, reason: "Gone for good" }) }`, {
        id: btoa(`FediverseDeadLetter:${present(row).id}`),
      }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async resolveFediverseReport() {
    const [row] = await db()
      .insert(federationReports)
      .values({ category: "inbound", remoteActorUri: "https://purges.example/users/x", reason: "spam" })
      .returning();
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const { purged, result } = await purgedBy(admin, () =>
      admin.gql(`mutation($id: ID!) { resolveFediverseReport(input: { id: $id, resolution: "Looked at it" }) }`, {
        id: btoa(`FediverseReport:${present(row).id}`),
      }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async putFediverseDomainBlock() {
    // an instance block changes what the fediverse may send, no page
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const { purged, result } = await purgedBy(admin, () =>
      admin.gql(`mutation { putFediverseDomainBlock(input: { domain: "purges.example", blocked: true }) { domain } }`),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async pruneFediverseSocialData() {
    // timeline posts and notifications are read by their people alone, never from a cached page
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const { purged, result } = await purgedBy(admin, () => admin.gql(`mutation { pruneFediverseSocialData }`));
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async submitTopicChannelFeedback() {
    // the author's feedback is read by the author and admins alone, never from a cached page
    const article = await othersArticle();
    const { purged, result } = await purgedBy(article.author, () =>
      article.author.gql(
        `mutation($id: ID!) { submitTopicChannelFeedback(input: { article: $id, type: positive }) { id } }`,
        { id: article.gid },
      ),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async reviewTopicChannelFeedback() {
    // accepting files the article under the asked channels: the article and the channels it
    // joins or leaves; rejecting changes nothing a reader sees
    const { admin, id: channelGid, dbId: channelId } = await adminChannel("Topic");
    await admin.gql(`mutation($id: ID!) { putTopicChannel(input: { id: $id, enabled: true }) { id } }`, {
      id: channelGid,
    });
    const SUBMIT = `mutation($id: ID!, $c: [ID!]) {
      submitTopicChannelFeedback(input: { article: $id, type: negative, channels: $c }) { id }
    }`;
    const REVIEW = `mutation($id: ID!, $action: TopicChannelFeedbackAction!) {
      reviewTopicChannelFeedback(input: { feedback: $id, action: $action }) { id }
    }`;
    const feedbackOn = async () => {
      const article = await othersArticle();
      const sent = await article.author.gql<{ submitTopicChannelFeedback: { id: string } }>(SUBMIT, {
        id: article.gid,
        c: [channelGid],
      });
      return { article, feedback: present(sent.data).submitTopicChannelFeedback.id };
    };
    const accepted = await feedbackOn();
    const accepting = await purgedBy(admin, () => admin.gql(REVIEW, { id: accepted.feedback, action: "accept" }));
    expect(accepting.result.errors).toBeUndefined();
    expect(accepting.purged).toEqual([cacheTags.article(accepted.article.id), `topicchannel:${channelId}`]);
    const rejected = await feedbackOn();
    const rejecting = await purgedBy(admin, () => admin.gql(REVIEW, { id: rejected.feedback, action: "reject" }));
    expect(rejecting.result.errors).toBeUndefined();
    expect(rejecting.purged).toEqual([]);
  },

  async putTagChannel() {
    // the tag's page (its navbar title and channel switch); the same again: nothing
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const article = await othersArticle();
    const PUT = `mutation($id: ID!) { putTagChannel(input: { id: $id, enabled: true }) { id } }`;
    expect((await purgedBy(admin, () => admin.gql(PUT, { id: article.tagGid }))).purged).toEqual([
      cacheTags.tag(dbId(article.tagGid)),
    ]);
    expect((await purgedBy(admin, () => admin.gql(PUT, { id: article.tagGid }))).purged).toEqual([]);
  },

  async classifyArticlesChannels() {
    // there is no classifier: nothing is queued or changed
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const article = await othersArticle();
    const { purged, result } = await purgedBy(admin, () =>
      admin.gql(`mutation($id: ID!) { classifyArticlesChannels(input: { ids: [$id] }) }`, { id: article.gid }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async addCurationChannelArticles() {
    const { admin, id, dbId: channelId } = await adminChannel("Curation");
    const article = await othersArticle();
    const { purged, result } = await purgedBy(admin, () =>
      admin.gql(
        `mutation($c: ID!, $a: ID!) { addCurationChannelArticles(input: { channel: $c, articles: [$a] }) { id } }`,
        {
          c: id,
          a: article.gid,
        },
      ),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([`curationchannel:${channelId}`]);
  },

  async deleteCurationChannelArticles() {
    const { admin, id, dbId: channelId } = await adminChannel("Curation");
    const article = await othersArticle();
    const { purged, result } = await purgedBy(admin, () =>
      admin.gql(
        `mutation($c: ID!, $a: ID!) { deleteCurationChannelArticles(input: { channel: $c, articles: [$a] }) { id } }`,
        { c: id, a: article.gid },
      ),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([`curationchannel:${channelId}`]);
  },

  async renameTag() {
    // its page and every card naming it carry its tag; the tag list, search and the sitemap list it by name
    const tag = await freshTag("rename");
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const RENAME = `mutation($id: ID!, $content: String!) { renameTag(input: { id: $id, content: $content }) { id } }`;
    const renamed = await purgedBy(admin, () => admin.gql(RENAME, { id: tag.gid, content: `${tag.content}x` }));
    expect(renamed.result.errors).toBeUndefined();
    expect(renamed.purged).toEqual(TAG_LISTS(tag.id));
    // the name it has: nothing
    expect(
      (await purgedBy(admin, () => admin.gql(RENAME, { id: tag.gid, content: `${tag.content}x` }))).purged,
    ).toEqual([]);
  },

  async mergeTags() {
    // the tag kept and the tags gone, and the lists that named them
    const [kept, gone] = [await freshTag("kept"), await freshTag("gone")];
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const merged = await purgedBy(admin, () =>
      admin.gql(
        `mutation($ids: [ID!]!, $content: String!) { mergeTags(input: { ids: $ids, content: $content }) { id } }`,
        {
          ids: [kept.gid, gone.gid],
          content: kept.content,
        },
      ),
    );
    expect(merged.result.errors).toBeUndefined();
    expect(merged.purged).toEqual([
      cacheTags.tag(kept.id),
      cacheTags.tag(gone.id),
      cacheTags.tagList,
      cacheTags.search,
      cacheTags.sitemap,
    ]);
  },

  async deleteTags() {
    const tag = await freshTag("delete");
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const DELETE = `mutation($ids: [ID!]!) { deleteTags(input: { ids: $ids }) }`;
    const deleted = await purgedBy(admin, () => admin.gql(DELETE, { ids: [tag.gid] }));
    expect(deleted.result.errors).toBeUndefined();
    expect(deleted.purged).toEqual(TAG_LISTS(tag.id));
  },

  async toggleFollowTag() {
    // toggleBookmarkTag's old name: the tag's pages show how many bookmarked it
    const tag = await freshTag("follow");
    const client = await signIn((await createUser()).email as string);
    const on = await purgedBy(client, () => client.gql(TOGGLE("toggleFollowTag"), { id: tag.gid, enabled: true }));
    expect(on.result.errors).toBeUndefined();
    expect(on.purged).toEqual([cacheTags.tagBookmarks(tag.id)]);
  },

  async putFeaturedTags() {
    // the person's profile shows them
    const tag = await freshTag("featured");
    const person = await createUser();
    const client = await signIn(person.email as string);
    const put = await purgedBy(client, () =>
      client.gql(`mutation($ids: [ID!]!) { putFeaturedTags(input: { ids: $ids }) { id } }`, { ids: [tag.gid] }),
    );
    expect(put.result.errors).toBeUndefined();
    expect(put.purged).toEqual([cacheTags.user(person.id)]);
  },

  // The editors' curation: the home page shows the published ICYMI topic (under the Featured
  // feed's tag) and the live announcements (their list's tag).
  async putIcymiTopic() {
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const author = await createUser();
    const articles: string[] = [];
    for (let i = 0; i < 3; i++) articles.push(btoa(`Article:${(await insertArticle(author.id)).id}`));
    const PUT = `mutation($input: PutIcymiTopicInput!) { putIcymiTopic(input: $input) { id } }`;
    const title = [{ language: "en", text: "Purged picks" }];
    // a topic being edited is on no page
    const draft = await purgedBy(admin, () => admin.gql(PUT, { input: { title, articles } }));
    expect(draft.purged).toEqual([]);
    const id = present((draft.result.data as { putIcymiTopic: { id: string } }).putIcymiTopic.id);
    const published = await purgedBy(admin, () => admin.gql(PUT, { input: { id, state: "published" } }));
    expect(published.result.errors).toBeUndefined();
    expect(published.purged).toEqual([cacheTags.featured, `icymitopic:${dbId(id)}`]);
    // archived: it leaves the home page
    const archived = await purgedBy(admin, () => admin.gql(PUT, { input: { id, state: "archived" } }));
    expect(archived.purged).toEqual([cacheTags.featured, `icymitopic:${dbId(id)}`]);
  },

  async putAnnouncement() {
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const PUT = `mutation { putAnnouncement(input: { title: [{ language: en, text: "Purged" }], type: product, visible: true }) { id } }`;
    const { purged, result } = await purgedBy(admin, () => admin.gql(PUT));
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([cacheTags.announcements]);
  },

  async deleteAnnouncements() {
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const PUT = `mutation { putAnnouncement(input: { title: [{ language: en, text: "Gone" }], type: product, visible: true }) { id } }`;
    const id = present(((await admin.gql(PUT)).data as { putAnnouncement: { id: string } }).putAnnouncement.id);
    const DELETE = `mutation($id: ID!) { deleteAnnouncements(input: { ids: [$id] }) }`;
    const { purged, result } = await purgedBy(admin, () => admin.gql(DELETE, { id }));
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([cacheTags.announcements]);
  },

  // The site as an OAuth provider: apps and people's consent to them are on no cached page
  // (the consent page and settings read them per request, as the viewer).
  async putOAuthClient() {
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    const { purged, result } = await purgedBy(admin, () => admin.gql(OAUTH_APP));
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async authorizeOAuthClient() {
    const reader = await signIn((await createUser()).email as string);
    const { purged, result } = await purgedBy(reader, async () =>
      reader.gql(AUTHORIZE, { input: await consentInput() }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async revokeOAuthAuthorization() {
    const reader = await signIn((await createUser()).email as string);
    const input = await consentInput();
    await reader.gql(AUTHORIZE, { input });
    const { purged, result } = await purgedBy(reader, () =>
      reader.gql(`mutation($id: ID!) { revokeOAuthAuthorization(input: { id: $id }) { id } }`, { id: input.clientId }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async submitReport() {
    // kept for the moderators; no page shows it
    const article = await othersArticle();
    const reader = await createUser();
    const client = await signIn(reader.email as string);
    const { purged, result } = await purgedBy(client, () =>
      client.gql(`mutation($id: ID!) { submitReport(input: { targetId: $id, reason: tort }) { id } }`, {
        id: article.gid,
      }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
    // the article's author reporting a comment on it folds it: the comment and its article's page
    const discussed = await someComment();
    const author = discussed.article.author;
    const folding = await purgedBy(author, () =>
      author.gql(`mutation($id: ID!) { submitReport(input: { targetId: $id, reason: other }) { id } }`, {
        id: discussed.commentId,
      }),
    );
    expect(folding.result.errors).toBeUndefined();
    expect(folding.purged).toEqual([
      cacheTags.comment(dbId(discussed.commentId)),
      cacheTags.article(discussed.article.id),
      cacheTags.articleByHash(discussed.hash),
    ]);
  },

  async putComment() {
    // a new comment shows in the thread and count of the article's page; an edit, on the comment alone
    const article = await othersArticle();
    const reader = await createUser();
    const client = await signIn(reader.email as string);
    const put = (input: Record<string, unknown>) =>
      purgedBy(client, () =>
        client.gql<{ putComment: { id: string } }>(
          `mutation($input: PutCommentInput!) { putComment(input: $input) { id } }`,
          { input },
        ),
      );
    const comment = { type: "article", articleId: article.gid, content: "<p>Hello</p>" };
    const written = await put({ comment });
    expect(written.result.errors).toBeUndefined();
    const hash = await shortHashOf(article.gid);
    expect(written.purged).toEqual([cacheTags.article(article.id), cacheTags.articleByHash(hash)]);
    const id = present(written.result.data?.putComment.id);
    const edited = await put({ id, comment: { ...comment, content: "<p>Hello again</p>" } });
    expect(edited.purged).toEqual([cacheTags.comment(dbId(id))]);
    // the same words again: nothing changed
    expect((await put({ id, comment: { ...comment, content: "<p>Hello again</p>" } })).purged).toEqual([]);
    // a writing challenge's discussion shows on the challenge's page, with its count
    const { channel } = await insertChallenge("active");
    const discussed = await put({
      comment: { type: "campaignDiscussion", campaignId: btoa(`WritingChallenge:${channel.id}`), content: "<p>Hi</p>" },
    });
    expect(discussed.result.errors).toBeUndefined();
    expect(discussed.purged).toEqual([cacheTags.writingChallenge(channel.id)]);
  },

  async deleteComment() {
    const { client, commentId, article, hash } = await someComment();
    const remove = () =>
      purgedBy(client, () =>
        client.gql(`mutation($id: ID!) { deleteComment(input: { id: $id }) { id } }`, { id: commentId }),
      );
    const removed = await remove();
    expect(removed.result.errors).toBeUndefined();
    expect(removed.purged).toEqual([
      cacheTags.comment(dbId(commentId)),
      cacheTags.article(article.id),
      cacheTags.articleByHash(hash),
    ]);
    expect((await remove()).purged).toEqual([]);
  },

  async togglePinComment() {
    // the pinned mark shows on the comment, and the author's pins on the article
    const { commentId, article, hash, author } = await someComment();
    const pin = (enabled: boolean) =>
      purgedBy(author, () =>
        author.gql(`mutation($id: ID!, $on: Boolean) { togglePinComment(input: { id: $id, enabled: $on }) { id } }`, {
          id: commentId,
          on: enabled,
        }),
      );
    const pinned = await pin(true);
    expect(pinned.result.errors).toBeUndefined();
    expect(pinned.purged).toEqual([
      cacheTags.comment(dbId(commentId)),
      cacheTags.article(article.id),
      cacheTags.articleByHash(hash),
    ]);
    expect((await pin(true)).purged).toEqual([]);
  },

  async pinComment() {
    // togglePinComment's purge: the comment, and the article that lists its pins
    const { commentId, article, hash, author } = await someComment();
    const pin = () =>
      purgedBy(author, () =>
        author.gql(`mutation($id: ID!) { pinComment(input: { id: $id }) { id } }`, { id: commentId }),
      );
    const pinned = await pin();
    expect(pinned.result.errors).toBeUndefined();
    expect(pinned.purged).toEqual([
      cacheTags.comment(dbId(commentId)),
      cacheTags.article(article.id),
      cacheTags.articleByHash(hash),
    ]);
    expect((await pin()).purged).toEqual([]);
  },

  async unpinComment() {
    const { commentId, article, hash, author } = await someComment();
    await author.gql(`mutation($id: ID!) { pinComment(input: { id: $id }) { id } }`, { id: commentId });
    const unpin = () =>
      purgedBy(author, () =>
        author.gql(`mutation($id: ID!) { unpinComment(input: { id: $id }) { id } }`, { id: commentId }),
      );
    const unpinned = await unpin();
    expect(unpinned.result.errors).toBeUndefined();
    expect(unpinned.purged).toEqual([
      cacheTags.comment(dbId(commentId)),
      cacheTags.article(article.id),
      cacheTags.articleByHash(hash),
    ]);
    expect((await unpin()).purged).toEqual([]);
  },

  async voteComment() {
    // the counts show on the comment, wherever it is shown
    const { commentId } = await someComment();
    const voter = await signIn((await createUser()).email as string);
    const vote = () =>
      purgedBy(voter, () =>
        voter.gql(`mutation($id: ID!) { voteComment(input: { id: $id, vote: up }) { id } }`, { id: commentId }),
      );
    const voted = await vote();
    expect(voted.result.errors).toBeUndefined();
    expect(voted.purged).toEqual([cacheTags.comment(dbId(commentId))]);
    expect((await vote()).purged).toEqual([]);
  },

  async unvoteComment() {
    const { commentId } = await someComment();
    const voter = await signIn((await createUser()).email as string);
    await voter.gql(`mutation($id: ID!) { voteComment(input: { id: $id, vote: down }) { id } }`, { id: commentId });
    const unvote = () =>
      purgedBy(voter, () =>
        voter.gql(`mutation($id: ID!) { unvoteComment(input: { id: $id }) { id } }`, { id: commentId }),
      );
    const unvoted = await unvote();
    expect(unvoted.result.errors).toBeUndefined();
    expect(unvoted.purged).toEqual([cacheTags.comment(dbId(commentId))]);
    expect((await unvote()).purged).toEqual([]);
  },

  async directImageUpload() {
    const user = await createUser();
    const client = await signIn(user.email as string);
    const { purged, result } = await purgedBy(client, () =>
      client.gql(`mutation($input: DirectImageUploadInput!) { directImageUpload(input: $input) { id } }`, {
        input: { type: "cover", entityType: "user" },
      }),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async addCredit() {
    // a pending top-up changes nothing anyone sees; the webhook's credit is the wallet's, never cached
    const user = await createUser();
    const client = await signIn(user.email as string);
    const admin = await signIn((await createUser({ role: "admin" })).email as string);
    await admin.gql(`mutation { setFeature(input: { name: add_credit, flag: on }) { enabled } }`);
    const { purged, result } = await purgedBy(client, () =>
      client.gql(`mutation { addCredit(input: { amount: 100 }) { client_secret } }`),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async connectStripeAccount() {
    // the connected account is the wallet's, read per request by its holder: nothing cached shows it
    const user = await createUser();
    const client = await signIn(user.email as string);
    await db()
      .insert(features)
      .values({ name: "payout", flag: "on" })
      .onConflictDoUpdate({ target: features.name, set: { flag: "on" } });
    const { purged, result } = await purgedBy(client, () =>
      client.gql(`mutation { connectStripeAccount(input: { country: HongKong }) { redirectUrl } }`),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },

  async payout() {
    // a payout changes the holder's wallet and transactions alone, read per request and never cached
    const user = await createUser({ paymentPasswordHash: await paymentPasswordHash("135790") });
    await runBatch(
      db(),
      recordStatements(
        db(),
        { uid: crypto.randomUUID(), recipientId: user.id, amount: 20_000, currency: "HKD", purpose: "addCredit" },
        [
          { account: "processor", amount: -20_000 },
          { account: userAccount(user.id), amount: 20_000 },
        ],
      ),
    );
    const client = await signIn(user.email as string);
    await db()
      .insert(features)
      .values({ name: "payout", flag: "on" })
      .onConflictDoUpdate({ target: features.name, set: { flag: "on" } });
    const connected = await client.gql<{ connectStripeAccount: { redirectUrl: string } }>(
      `mutation { connectStripeAccount(input: { country: HongKong }) { redirectUrl } }`,
    );
    const accountId = new URL(present(connected.data).connectStripeAccount.redirectUrl, "http://x").searchParams.get(
      "account",
    );
    await completeLocalOnboarding(db(), env, {
      accountId: present(accountId),
      webhookUrl: "http://127.0.0.1:8787/pay/stripe/webhook",
      deliver: (request) => handlePaymentWebhook(request, env),
    });
    const { purged, result } = await purgedBy(client, () =>
      client.gql(`mutation { payout(input: { amount: 100, password: "135790" }) { id } }`),
    );
    expect(result.errors).toBeUndefined();
    expect(purged).toEqual([]);
  },
};

describe("cache purges", () => {
  it("are decided for every mutation of the schema", () => {
    const mutation = buildSchema(typeDefs.join("\n")).getMutationType() as GraphQLObjectType;
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(mutation.getFields()).sort());
  });

  // some cases go through the local chain (withdrawLockedTokens takes about 3 s alone), over
  // vitest's 5 s when the machine is busy
  it.each(Object.keys(CASES))(
    "%s purges what it changed",
    async (name) => {
      await CASES[name]?.();
    },
    20_000,
  );

  it("a refused mutation purges nothing", async () => {
    const user = await createUser();
    const other = await createUser();
    const client = await signIn(user.email as string);
    const { purged, result } = await purgedBy(client, () =>
      client.gql(`mutation($input: SetUserNameInput!) { setUserName(input: $input) { id } }`, {
        input: { userName: other.userName },
      }),
    );
    expect(codeOf(result)).toBe("NAME_EXISTS");
    expect(purged).toEqual([]);
  });
});
