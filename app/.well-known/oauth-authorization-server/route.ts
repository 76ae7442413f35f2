import { getCloudflareContext } from "@opennextjs/cloudflare";
import { metadataResponse } from "@/server/auth/oauth/issuer";

// Where apps discover the site's OAuth endpoints (RFC 8414).
export async function GET() {
  const { env } = await getCloudflareContext({ async: true });
  return metadataResponse(env);
}
