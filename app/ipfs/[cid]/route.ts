import { getCloudflareContext } from "@opennextjs/cloudflare";
import { handleIpfsRequest } from "@/server/api/ipfs-gateway";

// A door into server/: each public article version's IPFS block, as a trustless gateway
// serves it (server/api/ipfs-gateway.ts).
type Props = { params: Promise<{ cid: string }> };

async function handle(request: Request, { params }: Props) {
  const { env } = await getCloudflareContext({ async: true });
  return handleIpfsRequest(request, env, (await params).cid);
}

export { handle as GET, handle as HEAD };
