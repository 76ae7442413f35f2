// Web Monetization names a wallet address, a URL; people give a payment pointer, its short form
// ($wallet.example/alice). The pointer's rule (Interledger RFC 26): `$host/path` is
// https://host/path, and `$host` alone is https://host/.well-known/pay.

/** The wallet address a payment pointer stands for; null for anything that is not one. */
export function paymentPointerUrl(pointer: string | null | undefined): string | null {
  if (!pointer?.startsWith("$")) return null;
  try {
    const url = new URL(`https://${pointer.slice(1)}`);
    if (url.username || url.password || url.search || url.hash) return null;
    if (url.pathname === "/") url.pathname = "/.well-known/pay";
    return url.href;
  } catch {
    return null;
  }
}
