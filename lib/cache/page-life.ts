import "server-only";
import { getCloudflareContext } from "@opennextjs/cloudflare";
import { notePageChangesAt } from "./page-reads";

/**
 * The page being rendered shows something else at `at` (ms) by the clock alone, with no write
 * to purge it: a visitor's page kept whole (server/cache/visitor-pages.ts) is kept until then.
 */
export function pageChangesAt(at: number | undefined): void {
  if (at === undefined) return;
  try {
    notePageChangesAt(getCloudflareContext().ctx, at);
  } catch {
    // outside a request (a build's prerender): nothing is kept
  }
}
