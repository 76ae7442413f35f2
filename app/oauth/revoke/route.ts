import { getCloudflareContext } from "@opennextjs/cloudflare";
import { handleRevocationRequest } from "@/server/auth/oauth/revocation-endpoint";

// The OAuth revocation endpoint's door (RFC 7009).
export async function POST(request: Request) {
  const { env } = await getCloudflareContext({ async: true });
  return handleRevocationRequest(request, env);
}
