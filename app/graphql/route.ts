import { getCloudflareContext } from "@opennextjs/cloudflare";
import { handleGraphQL } from "@/lib/api/handler";

// The API's one door. Everything else about it lives in lib/api.
async function handle(request: Request) {
  const { env, ctx } = await getCloudflareContext({ async: true });
  return handleGraphQL(request, env, ctx);
}

export { handle as GET, handle as POST };
