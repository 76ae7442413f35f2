import "server-only";
import { type Address, createPublicClient, getAddress, type Hex, hashMessage, http, recoverMessageAddress } from "viem";
import { getCode, verifyHash } from "viem/actions";
import { createSiweMessage, generateSiweNonce, parseSiweMessage, validateSiweMessage } from "viem/siwe";
import { chainById, RPC_BATCH_SIZE, RPC_TIMEOUT_MS } from "@/lib/web3/chains";

// Sign-In with Ethereum (EIP-4361): the message we ask a wallet to sign, and the check of what it
// signed. Which chains are allowed and where their RPC is are the API's to decide
// (server/api/services/wallet-login.ts); this file only builds and checks messages.

/** How long a signing message may be signed and sent back. */
export const SIGNING_MESSAGE_TTL_MS = 10 * 60 * 1000;

/** ERC-6492's magic suffix: a signature for a contract wallet that is not deployed yet. */
const ERC6492_SUFFIX = "6492649264926492649264926492649264926492649264926492649264926492";

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/**
 * An address as people write it (spec section 5): `0x` and 40 hex digits; all lower or all upper
 * case is taken as it is, mixed case must be the EIP-55 checksum. Answers the checksummed form,
 * or null for anything else.
 */
export function parseAddress(raw: string): Address | null {
  const text = raw.trim();
  if (!ADDRESS_PATTERN.test(text)) return null;
  const checksummed = getAddress(text);
  const digits = text.slice(2);
  const oneCase = digits === digits.toLowerCase() || digits === digits.toUpperCase();
  return oneCase || text === checksummed ? checksummed : null;
}

/** How an address is stored and compared: lower case, one spelling per wallet. */
export const storedAddress = (address: string) => address.toLowerCase();

/** Alphanumeric (as EIP-4361 requires), 96 characters of randomness from viem. */
export const newNonce = () => generateSiweNonce();

export function signingMessage(input: {
  /** The site's address (SITE_URL): its host is the message's domain. */
  siteUrl: string;
  address: Address;
  chainId: number;
  nonce: string;
  statement: string;
  issuedAt: number;
  expiresAt: number;
}): string {
  const site = new URL(input.siteUrl);
  return createSiweMessage({
    domain: site.host,
    scheme: site.protocol.replace(":", ""),
    uri: site.origin,
    address: input.address,
    chainId: input.chainId,
    nonce: input.nonce,
    statement: input.statement,
    version: "1",
    issuedAt: new Date(input.issuedAt),
    expirationTime: new Date(input.expiresAt),
  });
}

export class ChainUnavailableError extends Error {
  constructor(chainId: number, cause: unknown) {
    super(`chain ${chainId} did not answer`, { cause });
  }
}

export type SignatureCheck = { ok: true; by: "key" | "contract" } | { ok: false };

/**
 * Whether `signature` is `address`'s over `message`, which must be a well-formed EIP-4361
 * message for that address, this site's domain and this nonce, valid at `now`. An ordinary key
 * is recovered here, without any network; a smart-contract wallet (ERC-1271, or ERC-6492 for one
 * not yet deployed) is asked through the chain's RPC when one is given.
 */
export async function checkSignature(input: {
  message: string;
  signature: string;
  address: Address;
  siteUrl: string;
  nonce: string;
  chainId: number;
  now: number;
  rpcUrl?: string;
}): Promise<SignatureCheck> {
  if (!/^0x([0-9a-fA-F]{2})+$/.test(input.signature)) return { ok: false };
  const signature = input.signature as Hex;
  const parsed = parseSiweMessage(input.message);
  const valid =
    parsed.chainId === input.chainId &&
    validateSiweMessage({
      message: parsed,
      address: input.address,
      domain: new URL(input.siteUrl).host,
      nonce: input.nonce,
      time: new Date(input.now),
    });
  if (!valid) return { ok: false };
  try {
    const signer = await recoverMessageAddress({ message: input.message, signature });
    if (signer === input.address) return { ok: true, by: "key" };
  } catch {
    // not a recoverable 65-byte signature: perhaps a contract's
  }
  const chain = chainById(input.chainId);
  if (!input.rpcUrl || !chain) return { ok: false };
  const client = createPublicClient({
    chain,
    transport: http(input.rpcUrl, { timeout: RPC_TIMEOUT_MS, batch: { batchSize: RPC_BATCH_SIZE, wait: 0 } }),
  });
  let code: Hex | undefined;
  try {
    code = await getCode(client, { address: input.address });
  } catch (error) {
    // the chain did not answer (timeout, HTTP or RPC error): not a verdict on the signature
    throw new ChainUnavailableError(input.chainId, error);
  }
  // no contract there, and no ERC-6492 wrapper that would deploy one: nothing else can sign
  if ((!code || code === "0x") && !signature.toLowerCase().endsWith(ERC6492_SUFFIX)) return { ok: false };
  // viem reads any failure of the call itself as "not valid": the chain answered just now
  const verified = await verifyHash(client, { address: input.address, hash: hashMessage(input.message), signature });
  return verified ? { ok: true, by: "contract" } : { ok: false };
}
