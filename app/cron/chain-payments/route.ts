import { getCloudflareContext } from "@opennextjs/cloudflare";
import { confirmPendingChainPayments } from "@/server/api/services/chain-payments";
import { isCronRequest } from "@/server/auth/cron-token";

// The every-minute Cron Trigger's door (worker.ts `scheduled`, through the worker's own binding):
// USDT payments still waiting for their receipt are checked again by the API's own rules
// (server/api/services/chain-payments.ts). Signed by the trigger; anyone else gets a 404.
export async function POST(request: Request) {
  const { env } = await getCloudflareContext({ async: true });
  if (!(await isCronRequest(request, env, "chain-payments"))) return new Response("Not found", { status: 404 });
  return Response.json(await confirmPendingChainPayments(env));
}
