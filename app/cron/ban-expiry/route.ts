import { getCloudflareContext } from "@opennextjs/cloudflare";
import { revalidateTag } from "next/cache";
import { liftBans } from "@/server/api/services/user-states";
import { cronTime, isCronRequest } from "@/server/auth/cron-token";
import { createDb } from "@/server/db/client";

// The every-minute Cron Trigger's door for bans that ran out by the trigger's time (worker.ts
// `scheduled`, through the worker's own binding): each is lifted with its audit row, and the
// person's pages purged, which needs Next's revalidateTag and so this route. Signed by the
// trigger; anyone else gets a 404.
export async function POST(request: Request) {
  const { env } = await getCloudflareContext({ async: true });
  if (!(await isCronRequest(request, env, "ban-expiry"))) return new Response("Not found", { status: 404 });
  const lifted = await liftBans(createDb(env.DB), cronTime(request), (tags) => {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
  });
  return Response.json({ lifted });
}
