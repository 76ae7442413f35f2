import "server-only";
import { getCloudflareContext } from "@opennextjs/cloudflare";
import type { UsdtSupportConfig } from "@/lib/web3/curation";
import { publicSupportConfig } from "@/lib/web3/support-chain";

/**
 * Where USDT support is paid (the chain, token and support contract), passed to the support
 * dialog as a prop; null when this deployment has not configured it, and then USDT is not offered.
 */
export async function usdtSupportConfig(): Promise<UsdtSupportConfig | null> {
  const { env } = await getCloudflareContext({ async: true });
  return publicSupportConfig(env);
}
