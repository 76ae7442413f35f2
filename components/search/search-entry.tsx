import { headers } from "next/headers";
import { requestOrigin } from "@/lib/url/request-origin";
import { safeTarget } from "@/lib/url/safe-target";
import { SearchBar } from "./search-bar";
import styles from "./search-entry.module.css";
import { SearchToggle } from "./search-toggle";

/** Search in the top bar: the search bar on wide screens, a button to the search page on narrow ones (section 2.5). */
export async function SearchEntry() {
  // where the narrow button leads back to from the search page, even before scripts run
  const requestHeaders = await headers();
  const backHref = referrerPath(requestHeaders.get("referer"), requestOrigin(requestHeaders)) ?? "/";
  return (
    <>
      <SearchBar className={styles.form} />
      <SearchToggle backHref={backHref} />
    </>
  );
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The page the reader came from on this site (not the search page itself), as a path. Local
 * runtimes may call the same address localhost or 127.0.0.1: loopback names count as one.
 */
function referrerPath(referer: string | null, origin: string): string | undefined {
  if (!referer) return undefined;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return undefined;
  }
  const here = new URL(origin);
  const sameHost =
    from.host === here.host || (LOOPBACK.has(from.hostname) && LOOPBACK.has(here.hostname) && from.port === here.port);
  if (!sameHost) return undefined;
  const path = safeTarget(referer, from.origin);
  return path?.startsWith("/search") ? undefined : path;
}
