import "server-only";
import { getCloudflareContext } from "@opennextjs/cloudflare";

/**
 * WalletConnect's project id (a var, WALLETCONNECT_PROJECT_ID), passed to the wallet islands as
 * a prop; null when unset, and then WalletConnect is not offered: its relay refuses a client
 * without one (README, "Wallets and Sign-In with Ethereum").
 */
export async function walletConnectProjectId(): Promise<string | null> {
  const { env } = await getCloudflareContext({ async: true });
  return env.WALLETCONNECT_PROJECT_ID?.trim() || null;
}
