import "server-only";
import { and, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import { cacheTags, userCreated } from "@/lib/cache/tags";
import { isLoopbackUrl } from "@/lib/url/loopback";
import { chainById, LOCAL_CHAIN_ID, RPC_URL_VARS, type RpcUrlVar } from "@/lib/web3/chains";
import {
  ChainUnavailableError,
  checkSignature,
  newNonce,
  parseAddress,
  SIGNING_MESSAGE_TTL_MS,
  signingMessage,
  storedAddress,
} from "@/server/auth/siwe";
import { indexNewWalletUser } from "@/server/db/queries/search";
import {
  deleteExpiredSigningMessages,
  insertSigningMessage,
  type SigningMessageRow,
  signingMessageByNonce,
  spendSigningMessage,
} from "@/server/db/queries/signing-messages";
import { isUserNameConflict, type UserRow, userByEthAddress } from "@/server/db/queries/users";
import { type SIGNING_MESSAGE_PURPOSES, socialAccounts, users } from "@/server/db/schema";
import type { Context } from "../context";
import { ApiError } from "../errors";
import { signUpDisplayName, validateReferralCode } from "../validation";
import { startSession, withFreeUserName } from "./account";
import { userIndexText } from "./search";

// Sign-In with Ethereum: the messages we issue, logging in or signing up with a wallet's
// signature of one, and linking or unlinking a wallet. The message and signature work is in
// server/auth/siwe.ts; what is decided here is which chains, which purposes, and whose account.

type Purpose = (typeof SIGNING_MESSAGE_PURPOSES)[number];
type Language = UserRow["language"];

/** When the deployment names no chain (SIWE_CHAIN_ID): OP Mainnet, where the product's wallet features live. */
const DEFAULT_CHAIN_ID = 10;

/** How long an expired message is kept, so that using it says "expired" rather than "not ours". */
const KEEP_EXPIRED_MS = 60 * 60 * 1000;

const STATEMENTS: Record<Purpose, string> = {
  login: "Sign in to Margins with this wallet.",
  signup: "Create a Margins account with this wallet.",
  connect: "Link this wallet to your Margins account.",
  airdrop: "Confirm this wallet for an airdrop from Margins.",
  claimLogbook: "Confirm this wallet to claim a Logbook on Margins.",
};

const signatureInvalid = () =>
  new ApiError("CRYPTO_WALLET_SIGNATURE_INVALID", "The signature does not prove that this wallet signed our message.");
const messageUsed = () =>
  new ApiError("CRYPTO_WALLET_SIGNING_MESSAGE_USED", "This signing message was used already; ask for a new one.");

function siteUrl(ctx: Context) {
  const url = ctx.env.SITE_URL;
  if (!url || !URL.canParse(url)) throw new Error("SITE_URL is not set: signing messages name the site");
  return url;
}

/** The chains a message may name here: the product's four, and the local chain on a loopback site. */
function allowedChain(ctx: Context, chainId: number) {
  if (!chainById(chainId)) return false;
  return chainId !== LOCAL_CHAIN_ID || isLoopbackUrl(ctx.env.SITE_URL);
}

function rpcUrl(ctx: Context, chainId: number) {
  const name = RPC_URL_VARS[chainId as keyof typeof RPC_URL_VARS] as RpcUrlVar | undefined;
  return (name && ctx.env[name]) || undefined;
}

function addressOf(raw: string) {
  const address = parseAddress(raw);
  if (!address) {
    throw new ApiError(
      "BAD_USER_INPUT",
      "A wallet address is 0x and 40 hex digits (mixed case: its EIP-55 checksum).",
      {
        field: "address",
      },
    );
  }
  return address;
}

export async function generateSigningMessage(
  ctx: Context,
  input: { address: string; purpose?: Purpose | null; chainId?: number | null },
) {
  const address = addressOf(input.address);
  const purpose = input.purpose ?? "login";
  const chainId = input.chainId ?? (Number(ctx.env.SIWE_CHAIN_ID) || DEFAULT_CHAIN_ID);
  if (!allowedChain(ctx, chainId)) {
    throw new ApiError("BAD_USER_INPUT", `Chain ${chainId} is not one this site signs in on.`, { field: "chainId" });
  }
  const nonce = newNonce();
  const expiresAt = ctx.now + SIGNING_MESSAGE_TTL_MS;
  const message = signingMessage({
    siteUrl: siteUrl(ctx),
    address,
    chainId,
    nonce,
    statement: STATEMENTS[purpose],
    issuedAt: ctx.now,
    expiresAt,
  });
  // the table holds the last hour's messages: older ones are refused anyway (an unknown nonce
  // is as invalid as a spent or expired one), and nothing else prunes it
  await ctx.db.batch([
    deleteExpiredSigningMessages(ctx.db, ctx.now - KEEP_EXPIRED_MS),
    insertSigningMessage(ctx.db, {
      nonce,
      address: storedAddress(address),
      purpose,
      chainId,
      message,
      expiresAt,
      createdAt: ctx.now,
    }),
  ]);
  return {
    nonce,
    purpose,
    signingMessage: message,
    createdAt: new Date(ctx.now),
    expiredAt: new Date(expiresAt),
  };
}

type SignedInput = { ethAddress: string; signedMessage: string; signature: string; nonce: string };

/**
 * The message of `input.nonce`, once its signature is proven to be the address's: ours, unchanged,
 * for this address and one of `purposes`, unexpired, unused. Not spent yet: the caller spends it
 * with the change it makes.
 */
async function provenMessage(ctx: Context, input: SignedInput, purposes: readonly Purpose[]) {
  const address = addressOf(input.ethAddress);
  const row = await signingMessageByNonce(ctx.db, input.nonce);
  if (
    !row ||
    row.address !== storedAddress(address) ||
    !purposes.includes(row.purpose) ||
    row.message !== input.signedMessage
  ) {
    throw signatureInvalid();
  }
  if (row.usedAt !== null) throw messageUsed();
  if (ctx.now >= row.expiresAt) {
    throw new ApiError("CRYPTO_WALLET_SIGNING_MESSAGE_EXPIRED", "This signing message expired; ask for a new one.");
  }
  try {
    const check = await checkSignature({
      message: row.message,
      signature: input.signature,
      address,
      siteUrl: siteUrl(ctx),
      nonce: row.nonce,
      chainId: row.chainId,
      now: ctx.now,
      rpcUrl: rpcUrl(ctx, row.chainId),
    });
    if (!check.ok) throw signatureInvalid();
  } catch (error) {
    if (error instanceof ChainUnavailableError) {
      console.error(`[siwe] ${error.message}: ${(error.cause as Error | undefined)?.message ?? error.cause}`);
      throw new ApiError("ACTION_FAILED", "The wallet's chain did not answer; try again later.");
    }
    throw error;
  }
  return row;
}

const isUniqueViolation = (error: unknown) => /UNIQUE constraint failed/.test(String((error as Error)?.message));

export async function walletLogin(
  ctx: Context,
  input: SignedInput & { language?: Language | null; referralCode?: string | null },
) {
  const referralCode = validateReferralCode(input.referralCode);
  const row = await provenMessage(ctx, input, ["login", "signup"]);
  const existing = await userByEthAddress(ctx.db, row.address);
  if (existing) {
    const [spent] = await spendSigningMessage(ctx.db, row.id, ctx.now);
    if (!spent) throw messageUsed();
    await startSession(ctx, existing);
    return { auth: true, token: null, type: "Login" as const, user: existing };
  }
  const user = await createWalletUser(ctx, row, { language: input.language ?? "zh_hant", referralCode });
  await startSession(ctx, user);
  return { auth: true, token: null, type: "Signup" as const, user };
}

/**
 * The account, its search entry and the spent message are written together. Two sign-ups with
 * one message race to the unique address: the loser's batch is undone whole, message included.
 */
async function createWalletUser(
  ctx: Context,
  message: SigningMessageRow,
  { language, referralCode }: { language: Language; referralCode: string | null },
) {
  const address = message.address;
  let user: UserRow | undefined;
  try {
    user = await withFreeUserName(ctx, `wallet_${address.slice(2, 8)}`, async (userName) => {
      const displayName = signUpDisplayName(`${address.slice(0, 6)}…${address.slice(-4)}`, userName);
      const [spent, [inserted]] = await ctx.db.batch([
        spendSigningMessage(ctx.db, message.id, ctx.now),
        ctx.db
          .insert(users)
          .values({
            ethAddress: address,
            walletSignup: true,
            userName,
            displayName,
            language,
            referralCode,
            agreeOn: ctx.now,
            createdAt: ctx.now,
          })
          .returning(),
        indexNewWalletUser(ctx.db, address, userIndexText({ userName, displayName, description: null })),
      ]);
      if (spent.length === 0) throw new Error("unreachable: a spent message with no account for its address");
      return inserted;
    });
  } catch (error) {
    // the address: the other sign-up with this message won (a name still taken after the
    // tries is no reason to say the message was used)
    if (isUniqueViolation(error) && !isUserNameConflict(error)) throw messageUsed();
    throw error;
  }
  if (!user) throw new Error("user insert returned nothing");
  ctx.purge(userCreated(user.userName as string));
  return user;
}

export async function addWalletLogin(ctx: Context, viewer: UserRow, input: SignedInput) {
  const row = await provenMessage(ctx, input, ["connect"]);
  const owner = await userByEthAddress(ctx.db, row.address);
  if (owner && owner.id !== viewer.id) {
    throw new ApiError("CRYPTO_WALLET_EXISTS", "Wallet is linked to a different account.");
  }
  if (!owner && viewer.ethAddress) {
    throw new ApiError("FORBIDDEN", "The account has another wallet linked; remove it first.");
  }
  let user: UserRow | undefined;
  try {
    const [spent, [updated]] = await ctx.db.batch([
      spendSigningMessage(ctx.db, row.id, ctx.now),
      ctx.db
        .update(users)
        .set({ ethAddress: row.address, updatedAt: ctx.now })
        .where(and(eq(users.id, viewer.id), owner ? eq(users.ethAddress, row.address) : isNull(users.ethAddress)))
        .returning(),
    ]);
    if (spent.length === 0) throw messageUsed();
    user = updated;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError("CRYPTO_WALLET_EXISTS", "Wallet is linked to a different account.");
    throw error;
  }
  if (!user) throw new ApiError("FORBIDDEN", "The account has another wallet linked; remove it first.");
  if (!owner) ctx.purge([cacheTags.user(viewer.id)]);
  return user;
}

export async function removeWalletLogin(ctx: Context, viewer: UserRow) {
  if (!viewer.ethAddress) return viewer;
  // never the last way in: the account keeps an email or a Google or Twitter account, asked in
  // the same statement, so unlinking a provider at the same moment cannot leave it with none
  const [user] = await ctx.db
    .update(users)
    .set({ ethAddress: null, updatedAt: ctx.now })
    .where(
      and(
        eq(users.id, viewer.id),
        or(
          isNotNull(users.email),
          sql`exists (select 1 from ${socialAccounts} where ${socialAccounts.userId} = ${viewer.id})`,
        ),
      ),
    )
    .returning();
  if (!user) {
    throw new ApiError("FORBIDDEN", "Add an email to the account before removing its only way to sign in.");
  }
  ctx.purge([cacheTags.user(viewer.id)]);
  return user;
}
