import "server-only";
import { getCloudflareContext } from "@opennextjs/cloudflare";
import { notePageChangesAt } from "./page-reads";

const MINUTE_MS = 60_000;

/**
 * Section 3's LastFetchRandom: Discover's picks are shuffled by the minute of the hour modulo
 * 10, so a page showing them changes when the minute turns; a visitor's page kept whole
 * (server/cache/visitor-pages.ts) is kept until then and no longer.
 */
export async function shuffleOfTheMinute(): Promise<number> {
  const now = Date.now();
  const { ctx } = await getCloudflareContext({ async: true });
  notePageChangesAt(ctx, (Math.floor(now / MINUTE_MS) + 1) * MINUTE_MS);
  return new Date(now).getMinutes() % 10;
}
