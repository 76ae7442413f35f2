import "server-only";
import { pageChangesAt } from "./page-life";

const MINUTE_MS = 60_000;

/**
 * Section 3's LastFetchRandom: Discover's picks are shuffled by the minute of the hour modulo
 * 10, so a page showing them changes when the minute turns.
 */
export function shuffleOfTheMinute(): number {
  const now = Date.now();
  pageChangesAt((Math.floor(now / MINUTE_MS) + 1) * MINUTE_MS);
  return new Date(now).getMinutes() % 10;
}
