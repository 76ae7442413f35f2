import "server-only";
import { createPublicClient, type Hex, http, parseAbi } from "viem";
import { RPC_TIMEOUT_MS } from "@/lib/web3/chains";
import { logbookChain } from "@/lib/web3/support-chain";
import type { Context } from "../context";

// The Logbook badge: whether a person's linked wallet holds one of the Logbook collection, read
// from the collection's contract through the chain's RPC. Answers are kept a while in the
// worker's cache (the Cache API, per data centre), so a page of people showing wallets does not
// ask the chain on every view; within a request each address is asked once.

const LOGBOOK_ABI = parseAbi([
  "function balanceOf(address owner) view returns (uint256)",
  "function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)",
]);

/** How long a holding is believed: a badge bought or sold shows within this. */
const CACHE_SECONDS = 600;
/** The tokens listed per wallet (CryptoWallet.nfts); a holder of more still shows the badge. */
const MAX_LISTED = 10;

export type LogbookHolding = { contract: Hex; tokenIds: string[] };

const perRequest = new WeakMap<Context, Map<string, Promise<LogbookHolding | null>>>();

/** The Logbooks `address` holds (up to MAX_LISTED); null when no collection is configured or the chain did not answer. */
export function logbookHolding(ctx: Context, address: string): Promise<LogbookHolding | null> {
  let asked = perRequest.get(ctx);
  if (!asked) {
    asked = new Map();
    perRequest.set(ctx, asked);
  }
  const key = address.toLowerCase();
  let answer = asked.get(key);
  if (!answer) {
    answer = readHolding(ctx, key as Hex);
    asked.set(key, answer);
  }
  return answer;
}

async function readHolding(ctx: Context, owner: Hex): Promise<LogbookHolding | null> {
  const config = logbookChain(ctx.env);
  if (!config) return null;
  const cacheKey = new Request(`https://logbook.cache.invalid/${config.chain.id}/${config.logbook}/${owner}`);
  const cache = typeof caches === "undefined" ? null : (caches as unknown as { default: Cache }).default;
  const cached = await cache?.match(cacheKey).catch(() => undefined);
  if (cached) return (await cached.json()) as LogbookHolding;
  try {
    const client = createPublicClient({
      chain: config.chain,
      transport: http(config.rpcUrl, { timeout: RPC_TIMEOUT_MS, batch: true }),
    });
    const balance = await client.readContract({
      address: config.logbook,
      abi: LOGBOOK_ABI,
      functionName: "balanceOf",
      args: [owner],
    });
    const listed = Number(balance < BigInt(MAX_LISTED) ? balance : BigInt(MAX_LISTED));
    const tokenIds = await Promise.all(
      Array.from({ length: listed }, (_, index) =>
        client.readContract({
          address: config.logbook,
          abi: LOGBOOK_ABI,
          functionName: "tokenOfOwnerByIndex",
          args: [owner, BigInt(index)],
        }),
      ),
    );
    const holding: LogbookHolding = { contract: config.logbook, tokenIds: tokenIds.map(String) };
    await cache
      ?.put(
        cacheKey,
        new Response(JSON.stringify(holding), {
          headers: { "content-type": "application/json", "cache-control": `max-age=${CACHE_SECONDS}` },
        }),
      )
      .catch(() => undefined);
    return holding;
  } catch {
    // a silent chain is no verdict: not cached, asked again next time
    return null;
  }
}
