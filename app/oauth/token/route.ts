import { getCloudflareContext } from "@opennextjs/cloudflare";
import { handleTokenRequest } from "@/server/auth/oauth/token-endpoint";

// The OAuth token endpoint's door: apps trade codes and refresh tokens here (RFC 6749 §3.2).
export async function POST(request: Request) {
  const { env } = await getCloudflareContext({ async: true });
  return handleTokenRequest(request, env);
}
