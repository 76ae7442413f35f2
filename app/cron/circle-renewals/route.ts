import { getCloudflareContext } from "@opennextjs/cloudflare";
import { renewCircleSubscriptions } from "@/server/api/services/circle-renewals";
import { isCronRequest } from "@/server/auth/cron-token";

// The every-minute Cron Trigger's door for circle renewals (worker.ts `scheduled`, through the
// worker's own binding): wallet subscriptions whose month is over are charged the next one, or
// left past_due, or ended (server/api/services/circle-renewals.ts). Signed by the trigger;
// anyone else gets a 404.
export async function POST(request: Request) {
  const { env } = await getCloudflareContext({ async: true });
  if (!(await isCronRequest(request, env, "circle-renewals"))) return new Response("Not found", { status: 404 });
  return Response.json(await renewCircleSubscriptions(env));
}
