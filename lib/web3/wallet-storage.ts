// Where wagmi keeps the wallet's connection state in the browser (spec section 3: connections
// with their accounts, chain and connector; the current connection; chainId; status), and how
// logging out forgets it (spec section 4) without loading wagmi: clearing the keys is enough,
// since wagmi restores from them on the next load and finds nothing to reconnect. Kept small:
// the user menu, on every page, carries it.

/** wagmi's storage prefix: its state is `wagmi.store`, its connectors' flags `wagmi.<id>.…`. */
export const WALLET_STORAGE_KEY = "wagmi";

/** Removes every item wagmi stored (the connection state, the recent connector, shim flags). */
export function forgetWalletConnection(storage: Storage = localStorage) {
  for (const key of Object.keys(storage)) if (key.startsWith(`${WALLET_STORAGE_KEY}.`)) storage.removeItem(key);
}
